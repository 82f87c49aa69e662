import type { ApiSession } from '../../../api/http/session';
import { changesBetween, sameRecipients, schemeFingerprint } from '../../../contract/jira/scheme-changes';
import { applySchemeChanges, describeChanges, type ApplyOutcome } from './apply-changes';
import { readScheme } from './read-scheme';
import type { UndoRecord } from './undo-store';

/**
 * Puts a scheme back exactly as it was before a change: every recipient removed is added again and
 * every one added is removed. When someone edited the scheme after that change, nothing is sent and
 * the current scheme comes back, so the admin can look before deciding.
 */
export async function undoSchemeChange(session: ApiSession, record: Pick<UndoRecord, 'schemeId' | 'before' | 'after'>, signal?: AbortSignal): Promise<ApplyOutcome & { restored?: boolean }> {
  const current = await readScheme(session, record.schemeId, signal);
  if (schemeFingerprint(current) !== schemeFingerprint(record.after)) {
    const since = describeChanges(record.after, current);
    return {
      outcome: 'changed-meanwhile',
      current,
      problems: ['The scheme was changed again after your change; undoing now would also throw that away.', `Your change left ${since.before}. Now: ${since.after}.`],
    };
  }
  const changes = changesBetween(current, record.before);
  if (changes.add.length + changes.remove.length === 0) {
    return { outcome: 'applied', before: current, after: current, requests: 0, verified: true, restored: true };
  }
  const result = await applySchemeChanges(session, { schemeId: record.schemeId, basedOn: schemeFingerprint(current), changes }, signal);
  if (result.outcome !== 'applied') return result;
  return { ...result, restored: sameRecipients(result.after, record.before) };
}
