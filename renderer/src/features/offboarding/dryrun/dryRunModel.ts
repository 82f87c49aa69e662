import type { OffboardStep, PlanWarning, StepPhase } from '../../../../../app/contract/offboarding/leavers.channels';

export const phaseWords: Record<StepPhase, string> = { handover: 'Hand over', tokens: 'Revoke tokens', access: 'Remove access' };
const PHASES: readonly StepPhase[] = ['handover', 'tokens', 'access'];

export interface PhaseSteps<S extends OffboardStep> {
  phase: StepPhase;
  title: string;
  steps: S[];
}

/** Steps by phase, in the order the run takes them: hand over, then revoke tokens, then remove access; empty phases left out. */
export function stepsByPhase<S extends OffboardStep>(steps: readonly S[]): PhaseSteps<S>[] {
  return PHASES.flatMap((phase) => {
    const inPhase = steps.filter((step) => step.phase === phase);
    return inPhase.length === 0 ? [] : [{ phase, title: phaseWords[phase], steps: inPhase }];
  });
}

/** The warnings about each finding, by its key, so a finding's row can show them beside it. */
export function warningsByKey(warnings: readonly PlanWarning[]): Map<string, PlanWarning[]> {
  const byKey = new Map<string, PlanWarning[]>();
  for (const warning of warnings) {
    for (const key of warning.keys) byKey.set(key, [...(byKey.get(key) ?? []), warning]);
  }
  return byKey;
}

/** What stops the start, in one sentence, or null when nothing does. */
export function startBlocked(dryRun: { problems: readonly string[]; phrase: string | null } | undefined, missing: number, fresh: boolean): string | null {
  if (!dryRun || !fresh) return 'Wait for the review of your latest choices.';
  if (dryRun.problems.length > 0) return 'Fix the problems listed above first.';
  if (missing > 0) return 'Pick who takes over everything you chose to hand over first.';
  if (dryRun.phrase === null) return 'These choices change nothing.';
  return null;
}
