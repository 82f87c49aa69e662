import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { currentUser } from '../../api/confluence/v1/current-user';
import type { ApiSession } from '../../api/http/session';
import { AppError, isAppError } from '../../contract/errors';
import { offboardPhrase, type DryRun, type HandoverChoices, type Inventory, type OffboardRecord, type OffboardStep } from '../../contract/offboarding/leavers.channels';
import { confirmationPhrase } from '../../contract/bulk';
import { plural } from '../../contract/words';
import type { JobRegistry } from '../../jobs/job-registry';
import type { ItemContext, JobItem } from '../../jobs/job-types';
import { PlannedRuns, type StartRequest } from '../../jobs/planned-runs';
import { toCsv } from '../csv';
import { dryRun, type PlannedStep } from './dry-run';
import { Inventories, type InventoryPlan } from './inventory';
import { resolveLeavers } from './leavers';
import type { OffboardRecords} from './records';
import { KeptStep, recordView, type KeptRecord } from './records';
import { doStep, undoStep } from './step-work';
import { readSuccessorFacts } from './successors';

/**
 * Offboarding as a whole: the inventory, the dry run of the admin's choices, the run (a journaled job whose
 * every step records its outcome in the run's record), the roll back of what can be undone, and the record.
 */

export const RUN_KIND = 'offboarding.handover.start';
export const ROLLBACK_KIND = 'offboarding.handoverRollback.start';

export const offboardingWords = {
  blocked: (problems: readonly string[]) => `The plan cannot go ahead: ${problems.join(' ')}`,
  nothingToUndo: 'Nothing this offboarding did can be put back: it changed nothing yet, or only revoked tokens.',
  alreadyRolledBack: 'This offboarding was already rolled back.',
  stillRunning: 'The offboarding is still running. Let it finish or stop it, then roll it back.',
} as const;

interface RollbackPlan {
  runId: string;
  steps: KeptStep[];
}

type Step = KeptStep;

/** The order a roll back goes in: the account first (so a reactivated person can receive again), then the hand-over in reverse. */
function rollbackOrder(steps: readonly Step[]): Step[] {
  const undoable = steps.filter((step) => step.outcome === 'done' && step.undoable);
  return [...undoable.filter((step) => step.kind === 'account'), ...undoable.filter((step) => step.kind !== 'account').reverse()];
}

/** A step as a run's job carries it: with the run it belongs to, so a resumed or retried job still writes into that run's record. */
export const RunStepInput = KeptStep.extend({ runId: z.string() });
export type RunStep = z.infer<typeof RunStepInput>;

function toItems(steps: readonly Step[], runId: string): JobItem<RunStep>[] {
  return steps.map((step) => ({ key: step.key, target: `${step.leaverName}: ${step.target}`, input: { ...step, runId } }));
}

export class Offboarding {
  readonly inventories: Inventories;
  private readonly rollbacks: PlannedRuns<RollbackPlan>;

  constructor(
    private readonly jobs: JobRegistry,
    private readonly records: OffboardRecords,
    private readonly connectionName: (connectionId: string) => string,
  ) {
    this.inventories = new Inventories(jobs);
    this.rollbacks = new PlannedRuns<RollbackPlan>(jobs, 10);
  }

  async plan(session: ApiSession, connectionId: string, entries: readonly string[], signal: AbortSignal): Promise<{ jobId: string; people: number }> {
    const { user } = await currentUser(session, signal);
    const leavers = await resolveLeavers(session, entries, user.accountId ?? '', signal);
    return this.inventories.start(session, connectionId, leavers, user.displayName ?? 'the admin this connection signs in as');
  }

  inventory(planId: string, connectionId: string): Inventory {
    return this.inventories.view(planId, connectionId);
  }

  private async work(session: ApiSession, planId: string, connectionId: string, choices: HandoverChoices, signal: AbortSignal): Promise<{ plan: InventoryPlan; view: DryRun; steps: PlannedStep[] }> {
    const view = this.inventories.view(planId, connectionId);
    if (view.state !== 'ready') throw new AppError('CONFLICT', 'The inventory has not finished. Wait for it, or run it again if it was stopped.');
    const plan = this.inventories.plans.get(planId, connectionId);
    const facts = await readSuccessorFacts(session, choices, plan.grants, signal);
    const findings = new Map(view.leavers.map((leaver) => [leaver.person.accountId, leaver.findings]));
    return { plan, ...dryRun({ people: plan.people, findings, choices, facts }) };
  }

  async dryRun(session: ApiSession, planId: string, connectionId: string, choices: HandoverChoices, signal: AbortSignal): Promise<DryRun> {
    return (await this.work(session, planId, connectionId, choices, signal)).view;
  }

  /** Starts the run the dry run showed, worked out again from the same choices with fresh facts about the successors. */
  async start(session: ApiSession, request: StartRequest & { choices: HandoverChoices }): Promise<{ jobId: string; target: string }> {
    const { connectionId, choices } = request;
    const made: { worked?: Worked } = {};
    const runId = randomUUID();
    let recordKept: () => void = () => undefined;
    const kept = new Promise<void>((resolve) => {
      recordKept = resolve;
    });
    const started = await this.inventories.plans.start(request, async () => {
      const worked = await this.work(session, request.planId, connectionId, choices, request.signal);
      made.worked = worked;
      const people = new Set(worked.steps.map(({ step }) => step.leaverId)).size;
      return {
        verb: 'change',
        count: worked.steps.length,
        phrase: worked.view.phrase ?? offboardPhrase(people),
        refusal: worked.view.problems.length > 0 ? offboardingWords.blocked(worked.view.problems) : null,
        staleness: () => Promise.resolve(null),
        job: {
          kind: RUN_KIND,
          title: `Offboard ${plural(people, 'person', 'people')}: ${plural(worked.steps.length, 'change')}`,
          items: toItems(worked.steps.map(({ step, work }) => ({ ...step, work, outcome: 'pending', reason: null, replaced: null })), runId),
          work: async (item, ctx) => {
            await kept;
            return this.runStep(session, item.input, ctx);
          },
        },
      };
    });
    const { worked } = made;
    if (!worked) throw new AppError('INTERNAL', 'The offboarding started without its plan.');
    await this.records.create({
      format: 1,
      runId,
      jobId: started.jobId,
      connectionId,
      connectionName: this.connectionName(connectionId),
      actor: worked.plan.actorName,
      startedAt: new Date().toISOString(),
      endedAt: null,
      ended: null,
      message: choices.message,
      leavers: worked.plan.people.filter((person) => choices.leavers.some((leaver) => leaver.accountId === person.accountId)),
      steps: worked.steps.map(({ step, work }) => ({ ...step, work, outcome: 'pending', reason: null, replaced: null })),
      remaining: worked.view.remaining,
      rollbackId: null,
    });
    recordKept();
    void started.finished.then(() => this.ended(runId, started.jobId));
    const names = worked.plan.people.filter((person) => worked.steps.some(({ step }) => step.leaverId === person.accountId)).map((person) => person.name);
    return { jobId: started.jobId, target: `${names.join(', ')}: ${plural(worked.steps.length, 'change')}, hand-over first, then tokens, then access` };
  }

  /**
   * Runs one step (or its undo) and writes its outcome into the run's record: done with what it replaced,
   * skipped with why, failed with the error (and thrown on, so the job counts it and can retry it).
   */
  private async settle(runId: string, key: string, ctx: ItemContext, perform: () => Promise<{ skipped: string } | { before: NonNullable<KeptStep['replaced']> } | undefined>, undoing = false): Promise<{ skipped: string } | undefined> {
    const mark = (outcome: KeptStep['outcome'], reason: string | null, replaced?: KeptStep['replaced']) =>
      this.records.update(runId, (record) => {
        const step = record.steps.find((candidate) => candidate.key === key);
        if (!step) return;
        if (undoing) {
          if (outcome === 'done') step.outcome = 'rolledBack';
          step.reason = reason;
          return;
        }
        step.outcome = outcome;
        step.reason = reason;
        if (replaced !== undefined) step.replaced = replaced;
      });
    // A record that cannot be written never turns a change that was made into a failure: the journal and
    // Activity hold every write whatever becomes of the record (a failed save is tried again with the next one).
    const kept = (marking: Promise<void>) => marking.catch(() => undefined);
    let answer: Awaited<ReturnType<typeof perform>>;
    try {
      answer = await perform();
    } catch (error) {
      if (!ctx.signal.aborted) await kept(mark('failed', isAppError(error) ? error.message : 'Something went wrong.'));
      throw error;
    }
    if (answer !== undefined && 'skipped' in answer) {
      await kept(mark('skipped', answer.skipped));
      return answer;
    }
    await kept(mark('done', null, answer?.before));
    return undefined;
  }

  /** One step of a run (first time, resumed after a restart, or retried), its outcome kept in the run's record. */
  runStep(session: ApiSession, step: RunStep, ctx: ItemContext): Promise<{ skipped: string } | undefined> {
    return this.settle(step.runId, step.key, ctx, () => doStep(session, step.work, `${step.change}: ${step.target}`, step.leaverName, ctx, { before: step.before, after: step.after }));
  }

  private async ended(runId: string, jobId: string): Promise<void> {
    const ended = this.jobs.get(jobId).state === 'cancelled' ? 'cancelled' : 'completed';
    await this.records.update(runId, (record) => {
      record.endedAt = new Date().toISOString();
      record.ended = ended;
    }, true);
  }

  /** Live while its job runs; after, finished when every step has its outcome, else stopped (or stopped by the admin). */
  private stateOf(record: KeptRecord): OffboardRecord['state'] {
    const live = this.jobs.has(record.jobId) ? this.jobs.get(record.jobId).state : null;
    if (live === 'paused') return 'paused';
    if (live === 'running' || live === 'queued' || live === 'cancelling') return 'running';
    if (record.steps.every((step) => step.outcome !== 'pending')) return 'completed';
    return record.ended === 'cancelled' ? 'cancelled' : 'stopped';
  }

  async record(runId: string, connectionId: string): Promise<OffboardRecord> {
    const record = await this.records.get(runId, connectionId);
    return recordView(record, this.stateOf(record));
  }

  async list(connectionId: string) {
    const records = await this.records.list(connectionId);
    return records.map((record) => ({
      runId: record.runId,
      startedAt: record.startedAt,
      leavers: record.leavers.map((person) => person.name),
      state: this.stateOf(record),
      steps: record.steps.length,
      failed: record.steps.filter((step) => step.outcome === 'failed').length,
    }));
  }

  async csv(runId: string, connectionId: string): Promise<{ csv: string; rows: number; fileName: string }> {
    const record = await this.records.get(runId, connectionId);
    const view = recordView(record, this.stateOf(record));
    const header = ['Person', 'Product', 'Phase', 'What', 'Change', 'Before', 'After', 'Outcome', 'Reason', 'Can be undone', 'Done by', 'Started'];
    const rows = [
      ...view.steps.map((step) => [step.leaverName, step.product, step.phase, step.target, step.change, step.before, step.after, outcomeWords[step.outcome], step.reason, step.undoable ? 'Yes' : 'No', view.actor, view.startedAt]),
      ...view.remaining.map((left) => [left.leaverName, '', 'Left to do', left.target, '', '', '', 'Not done', left.reason, '', view.actor, view.startedAt]),
    ];
    return { csv: toCsv(header, rows), rows: rows.length, fileName: `orgdesk-offboarding-${runId.slice(0, 8)}.csv` };
  }

  /** What a roll back would put back: every step done that can be undone, the account first, then the hand-over in reverse. */
  async rollbackPlan(runId: string, connectionId: string): Promise<{ planId: string; steps: OffboardStep[]; phrase: string | null; problems: string[] }> {
    const record = await this.records.get(runId, connectionId);
    const state = this.stateOf(record);
    const problems: string[] = [];
    if (state === 'running' || state === 'paused') problems.push(offboardingWords.stillRunning);
    if (record.rollbackId !== null) problems.push(offboardingWords.alreadyRolledBack);
    const steps = rollbackOrder(record.steps);
    if (steps.length === 0) problems.push(offboardingWords.nothingToUndo);
    const planId = this.rollbacks.keep(connectionId, { runId, steps });
    return {
      planId,
      steps: steps.map(({ work: _work, replaced: _replaced, outcome: _outcome, reason: _reason, ...step }) => step),
      phrase: steps.length === 0 ? null : confirmationPhrase('roll back', steps.length, 'change'),
      problems,
    };
  }

  async rollback(session: ApiSession, request: StartRequest): Promise<{ jobId: string; target: string }> {
    let names = '';
    let count = 0;
    let runId = '';
    const started = await this.rollbacks.start<RunStep>(request, async (plan) => {
      const record = await this.records.get(plan.runId, request.connectionId);
      const state = this.stateOf(record);
      names = record.leavers.map((person) => person.name).join(', ');
      count = plan.steps.length;
      runId = plan.runId;
      return {
        verb: 'roll back',
        count: plan.steps.length,
        phrase: confirmationPhrase('roll back', plan.steps.length, 'change'),
        refusal: record.rollbackId !== null ? offboardingWords.alreadyRolledBack : state === 'running' || state === 'paused' ? offboardingWords.stillRunning : null,
        staleness: () => Promise.resolve(null),
        job: {
          kind: ROLLBACK_KIND,
          title: `Roll back the offboarding of ${record.leavers.map((person) => person.name).join(', ')}`,
          items: toItems(plan.steps, plan.runId),
          work: ({ input }, ctx) =>
            this.settle(plan.runId, input.key, ctx, () => undoStep(session, input.work, input.replaced ?? { kind: 'none' }, `Put back: ${input.target}`, input.leaverName, ctx), true),
        },
      };
    });
    await this.records.update(runId, (record) => {
      record.rollbackId = started.jobId;
    }, true);
    return { jobId: started.jobId, target: `The offboarding of ${names}: put back ${plural(count, 'change')}` };
  }
}

type Worked = { plan: InventoryPlan; view: DryRun; steps: PlannedStep[] };

const outcomeWords: Record<KeptStep['outcome'], string> = {
  done: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
  pending: 'Not done: the run stopped before it',
  rolledBack: 'Done, then rolled back',
};
