import type { ApiSession } from '../../../api/http/session';
import { getNotificationScheme } from '../../../api/jira/notification-schemes';
import type { CallContext } from '../../../contract/dispatch';
import { AppError } from '../../../contract/errors';
import type { ApplyResult } from '../../../contract/jira/schemes.channels';
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
 * and undone the same way; each change that sent something is kept for Undo while this session lasts.
 */
export class RecipientEdits {
  private readonly undo = new SchemeUndoStore();

  async apply(session: ApiSession, connectionId: string, request: { schemeId: string; basedOn: string; changes: PendingChanges }, log: CallContext): Promise<ApplyResult> {
    const name = (await getNotificationScheme(session, request.schemeId, [], log.signal)).name;
    const target = `Notification scheme “${name}”: ${changeSummary(request.changes)}`;
    log.describeTarget(target);
    const result = await applySchemeChanges(session, request, log.signal);
    logOutcome(log, target, result, 'Nothing was sent: the scheme had changed since it was opened.');
    return this.answer(connectionId, request.schemeId, result);
  }

  async restore(session: ApiSession, connectionId: string, undoId: string, log: CallContext): Promise<ApplyResult> {
    const record = this.undo.take(undoId);
    if (record.connectionId !== connectionId) throw new AppError('VALIDATION', 'This change was made on another connection.');
    const target = `Notification scheme “${record.before.name}”: undo of an earlier change`;
    log.describeTarget(target);
    const result = await undoSchemeChange(session, record, log.signal);
    logOutcome(log, target, result, 'Nothing was sent: the scheme was changed again after that change.');
    if (result.outcome === 'applied') this.undo.forget(undoId);
    return this.answer(connectionId, record.schemeId, result);
  }

  /** The outcome as the channel answers it, an undo kept for whatever changed. */
  private answer(connectionId: string, schemeId: string, result: ApplyOutcome & { restored?: boolean }): ApplyResult {
    if (result.outcome === 'changed-meanwhile') return { ...result, fingerprint: schemeFingerprint(result.current) };
    const undoId = result.requests > 0 ? this.undo.keep({ connectionId, schemeId, before: result.before, after: result.after }) : null;
    if (result.outcome === 'stopped') return { ...result, fingerprint: schemeFingerprint(result.after), undoId };
    return { ...result, fingerprint: schemeFingerprint(result.after), restored: result.restored ?? null, undoId };
  }
}
