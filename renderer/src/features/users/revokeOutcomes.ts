import type { ItemOutcome } from '../../../../app/contract/channels/item-outcome';
import { agreeing, plural } from '../../../../app/contract/words';
import type { RevokePlanItem, TokenRef } from '../../../../app/contract/users/token-review.channels';
import { splitOutcomes, type FailedOutcome, type SkippedOutcome } from '../../shared/bulk/bulkWords';

export interface PlanSummary {
  revoke: RevokePlanItem[];
  skip: RevokePlanItem[];
  /** Skipped tokens grouped by reason, the largest group first. */
  skipReasons: { reason: string; count: number }[];
}

export function summarizePlan(items: readonly RevokePlanItem[]): PlanSummary {
  const revoke = items.filter((item) => item.action === 'revoke');
  const skip = items.filter((item) => item.action === 'skip');
  const reasons = new Map<string, number>();
  for (const item of skip) {
    const reason = item.reason ?? 'No reason given.';
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  const skipReasons = [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
  return { revoke, skip, skipReasons };
}

export interface RevokeResult {
  revoked: TokenRef[];
  failed: FailedOutcome[];
  skipped: SkippedOutcome[];
}

/** A revoke job keys each item `accountId/tokenId`; account ids never contain a slash. */
export function refOfKey(key: string): TokenRef | null {
  const slash = key.indexOf('/');
  if (slash <= 0 || slash === key.length - 1) return null;
  return { accountId: key.slice(0, slash), tokenId: key.slice(slash + 1) };
}

export function summarizeOutcomes(outcomes: readonly ItemOutcome[]): RevokeResult {
  const { done, failed, skipped } = splitOutcomes(outcomes);
  return { revoked: done.flatMap((outcome) => refOfKey(outcome.key) ?? []), failed, skipped };
}

/**
 * How a finished bulk revoke compares with its dry run, in one sentence. `accounted` counts the tokens
 * revoked or failed; the rest of the planned ones were skipped by the job, or, when the admin stopped
 * it, never attempted.
 */
export function plannedVersusDone(planned: number, accounted: number, stopped: boolean): string {
  if (accounted >= planned) return `Every one of the ${plural(planned, 'token')} the preview planned to revoke is accounted for.`;
  const rest = planned - accounted;
  const were = `${rest.toLocaleString('en')} ${agreeing(rest, 'was', 'were')}`;
  const why = stopped ? 'not attempted because the job was stopped' : 'skipped when the job reached them';
  return `The preview planned ${planned.toLocaleString()} revocations; ${were} ${why} (see below).`;
}
