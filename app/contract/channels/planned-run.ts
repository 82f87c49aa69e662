import { z } from 'zod';
import { OnConnection } from './common';

/*
 * The channels of a planned bulk change, made one way for every area: `<name>.plan` (the dry run, writes
 * nothing), `<name>.getPlan` where the dry run is itself a job, and `<name>.start`, which takes the plan's
 * id and the phrase the admin typed and answers the job. The core side is `app/jobs/planned-runs.ts`.
 */

/** The `reason` of the refusal of a plan the world moved away from since its preview, so a screen can offer to run it again. */
export const STALE_PLAN = 'plan.stale';

const PlanId = z.string().trim().min(1, 'This preview is no longer available.').max(100, 'This preview is no longer available.');

/** What every start takes; a flow that needs more (the admin's ticks) extends it. */
export const PlanStart = OnConnection.extend({ planId: PlanId, confirmation: z.string().max(100) });

/** What every start answers at least: the job to follow with `app.jobs.*` and `app.jobOutcomes.*`. */
export const RunStarted = z.object({ jobId: z.string() });

/** What starting a dry run that is a job answers: its id (which is the plan id) and how many pages it reads. */
export const PreviewStarted = z.object({ jobId: z.string(), pages: z.number().int() });

/** How far a dry run that is a job has got: only a `ready` one can be started. */
export const PreviewState = z.enum(['running', 'ready', 'stopped']);

const PreviewRef = OnConnection.extend({ jobId: PlanId });

type Def<I, O> = { input: I; output: O };

export type PlannedRunChannels<N extends string, PI, PO, SI, SO, V> = { [K in `${N}.plan`]: Def<PI, PO> } & {
  [K in `${N}.start`]: Def<SI, SO> & { mutates: true };
} & (V extends z.ZodType ? { [K in `${N}.getPlan`]: Def<typeof PreviewRef, V> } : unknown);

/**
 * The channels of one planned bulk change. `getPlan` is for a dry run that is a job (read back by its job
 * id); `start` defaults to `PlanStart` in and `RunStarted` out.
 */
export function plannedRunChannels<
  const N extends string,
  PI extends z.ZodType,
  PO extends z.ZodType,
  SI extends z.ZodType = typeof PlanStart,
  SO extends z.ZodType = typeof RunStarted,
  V extends z.ZodType | undefined = undefined,
>(name: N, spec: { plan: Def<PI, PO>; getPlan?: V; start?: { input?: SI; output?: SO } }): PlannedRunChannels<N, PI, PO, SI, SO, V> {
  const start = { input: spec.start?.input ?? PlanStart, output: spec.start?.output ?? RunStarted, mutates: true };
  const getPlan = spec.getPlan === undefined ? {} : { [`${name}.getPlan`]: { input: PreviewRef, output: spec.getPlan } };
  // The keys are built from `name`, which TypeScript cannot follow through a computed key; the type above says what they are.
  return { [`${name}.plan`]: spec.plan, [`${name}.start`]: start, ...getPlan } as PlannedRunChannels<N, PI, PO, SI, SO, V>;
}
