import type { ApiSession } from '../../../api/http/session';
import { getNotificationScheme } from '../../../api/jira/notification-schemes';
import type { CallContext } from '../../../contract/dispatch';
import type { ApplyResult, GetUndoResult } from '../../../contract/jira/schemes.channels';
import type { JournalStore } from '../../../jobs/journal/journal-store';
import { schemeFingerprint, type PendingChanges } from '../../../contract/jira/scheme-changes';
import { plural } from '../../../contract/words';
import { applySchemeChanges, describeChanges, type ApplyOutcome } from './apply-changes';
import { undoSchemeChange } from './undo-change';
import { SchemeUndoStore } from './undo-store';

/** `Before: Issue Created: Assignee, Reporter. After: Assignee, Group: finance.`, for the Activity target. */
function beforeAfter(result: Extract<ApplyOutcome, { outcome: 'applied' | 'stopped' }>): string {
  const { before, after } = describeChanges(result.before, result.after);
  return `Before: ${before}. After: ${after}.`;
}

/** `3 recipients added, 1 removed`. */
function changeSummary(changes: PendingChanges): string {
  const parts = [];
  if (changes.add.length > 0) parts.push(`${plural(changes.add.length, 'recipient')} added`);
  if (changes.remove.length > 0) parts.push(`${changes.remove.length} removed`);
  return parts.join(', ');
}

/** How a change (or its undo) ended, in the Activity entry: before and after when something was sent, and what was not done. */
function logOutcome(log: Pick<CallContext, 'describeTarget' | 'reportPartialFailure'>, target: string, result: ApplyOutcome, changedMeanwhile: string): void {
  if (result.outcome === 'changed-meanwhile') {
    log.reportPartialFailure(changedMeanwhile);
    return;
  }
  log.describeTarget(`${target}. ${beforeAfter(result)}`);
  if (result.outcome === 'stopped') log.reportPartialFailure(result.message);
}

/**
 * Staged recipient changes to a notification scheme, applied only to the scheme as the admin loaded it,
 * and undone the same way; each change that sent something is kept for Undo in the change journal, so
 * it can still be undone after a restart.
 */
export class RecipientEdits {
  private readonly undo: SchemeUndoStore;

  constructor(journal: JournalStore) {
    this.undo = new SchemeUndoStore(journal);
  }

  async apply(session: ApiSession, connectionId: string, request: { schemeId: string; basedOn: string; changes: PendingChanges }, log: CallContext): Promise<ApplyResult> {
    const name = (await getNotificationScheme(session, request.schemeId, [], log.signal)).name;
    const target = `Notification scheme “${name}”: ${changeSummary(request.changes)}`;
    log.describeTarget(target);
    const result = await applySchemeChanges(session, request, log.signal);
    logOutcome(log, target, result, 'Nothing was sent: the scheme had changed since it was opened.');
    if (result.outcome === 'changed-meanwhile') return this.answer(result, null);
    const undoId = result.requests > 0 ? await this.undo.keep({ connectionId, schemeId: request.schemeId, before: result.before, after: result.after }) : null;
    return this.answer(result, undoId);
  }

  /** Undoes a change, also one made before a restart; an undo is not itself kept for Undo. */
  async restore(session: ApiSession, connectionId: string, undoId: string, log: CallContext): Promise<ApplyResult> {
    const record = this.undo.take(undoId, connectionId);
    const target = `Notification scheme “${record.before.name}”: undo of an earlier change`;
    log.describeTarget(target);
    const result = await undoSchemeChange(session, record, log.signal);
    logOutcome(log, target, result, `Nothing was sent: the scheme was changed again after that change. ${result.outcome === 'changed-meanwhile' ? (result.problems[1] ?? '') : ''}`.trim());
    if (result.outcome === 'applied') await this.undo.markUndone(undoId);
    return this.answer(result, null);
  }

  /** The newest change to a scheme that can still be undone, for its screen (also after a restart). */
  latestUndo(connectionId: string, schemeId: string): GetUndoResult {
    const record = this.undo.latest(connectionId, schemeId);
    return { undo: record === null ? null : { undoId: record.id, at: record.at, before: record.before, after: record.after } };
  }

  /** The outcome as the channel answers it, with the undo kept for whatever changed. */
  private answer(result: ApplyOutcome & { restored?: boolean }, undoId: string | null): ApplyResult {
    if (result.outcome === 'changed-meanwhile') return { ...result, fingerprint: schemeFingerprint(result.current) };
    if (result.outcome === 'stopped') return { ...result, fingerprint: schemeFingerprint(result.after), undoId };
    return { ...result, fingerprint: schemeFingerprint(result.after), restored: result.restored ?? null, undoId };
  }
}
