import { getProfile } from '../../api/admin/profile';
import type { ApiSession } from '../../api/http/session';
import { isAppError } from '../../contract/errors';

/** Lists this long are sampled before their scan starts; a shorter one is quick to scan anyway. */
export const CHECK_LISTS_FROM = 50;
export const SAMPLE_SIZE = 10;

/** Up to `size` items spread evenly over the list, first and last included. */
export function spreadSample<T>(items: readonly T[], size: number): T[] {
  if (items.length <= size) return [...items];
  return Array.from({ length: size }, (_, index) => items[Math.round((index * (items.length - 1)) / (size - 1))] as T);
}

/**
 * Whether a long list of account ids seems to come from somewhere else: a sample spread over it is looked
 * up, and only when Atlassian answers "not found" for every one does none exist here. Any other answer (a
 * profile, a refusal, a failed request) proves nothing, so the scan is not held up by a warning.
 */
export async function checkAccountIds(session: ApiSession, accountIds: readonly string[], signal: AbortSignal): Promise<{ sampled: number; noneExist: boolean }> {
  if (accountIds.length < CHECK_LISTS_FROM) return { sampled: 0, noneExist: false };
  const sample = spreadSample(accountIds, SAMPLE_SIZE);
  const answers = await Promise.allSettled(sample.map((accountId) => getProfile(session, accountId, signal)));
  signal.throwIfAborted();
  const missing = answers.filter((answer) => answer.status === 'rejected' && isAppError(answer.reason) && answer.reason.info.code === 'NOT_FOUND');
  return { sampled: sample.length, noneExist: missing.length === sample.length };
}
