import { listIssueEvents } from '../../../api/jira/directory';
import { getNotificationScheme, getProjectNotificationScheme } from '../../../api/jira/notification-schemes';
import { getProject } from '../../../api/jira/projects';
import type { jiraSchemeChannels } from '../../../contract/jira/schemes.channels';
import { AppError } from '../../../contract/errors';
import { schemeFingerprint, type PendingChanges } from '../../../contract/jira/scheme-changes';
import { toCsv } from '../../csv';
import { plural } from '../../../contract/words';
import { whoWillBeNotified } from '../notify/who-notified';
import { applySchemeChanges, describeChanges, type ApplyOutcome } from '../schemes/apply-changes';
import { compareSchemes } from '../schemes/compare-schemes';
import { copyScheme } from '../schemes/copy-scheme';
import { ORPHAN_PREVIEW_ACTION, OrphanCleanup } from '../schemes/orphan-cleanup';
import { findOrphanedSchemes } from '../schemes/orphans';
import { listSchemesWithUsage, withProjectNames } from '../schemes/scheme-catalog';
import { recipientOptions, schemeDetail } from '../schemes/scheme-detail';
import { SchemeUndoStore } from '../schemes/undo-store';
import { undoSchemeChange } from '../schemes/undo-change';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';

type SchemeChannel = keyof typeof jiraSchemeChannels;

/** `Issue Created: Assignee, Reporter → Assignee, Group: finance`, for the Activity target. */
function beforeAfter(result: Extract<ApplyOutcome, { outcome: 'applied' | 'stopped' }>): string {
  const { before, after } = describeChanges(result.before, result.after);
  return `Before: ${before}. After: ${after}.`;
}

function changeSummary(changes: PendingChanges): string {
  const parts = [];
  if (changes.add.length > 0) parts.push(`${plural(changes.add.length, 'recipient')} added`);
  if (changes.remove.length > 0) parts.push(`${changes.remove.length} removed`);
  return parts.join(', ');
}

/** Notification schemes: the list with usage, staged edits with Undo, copy, compare, delete, orphan clean-up, reach. */
export function jiraSchemeHandlers(services: CoreServices): HandlerSlice<SchemeChannel> {
  const undo = new SchemeUndoStore();
  const orphans = new OrphanCleanup(services.jobs);
  const connect = async (connectionId: string) => ({ connectionId, session: await services.api.session(connectionId) });
  /** The outcome as the channel answers it, an undo kept for whatever changed. */
  const answer = (connectionId: string, schemeId: string, result: ApplyOutcome & { restored?: boolean }) => {
    if (result.outcome === 'changed-meanwhile') return { ...result, fingerprint: schemeFingerprint(result.current) };
    const changed = result.requests > 0;
    const undoId = changed ? undo.keep({ connectionId, schemeId, before: result.before, after: result.after }) : null;
    if (result.outcome === 'stopped') return { ...result, fingerprint: schemeFingerprint(result.after), undoId };
    return { ...result, fingerprint: schemeFingerprint(result.after), restored: result.restored ?? null, undoId };
  };

  return {
    'jira.notificationSchemes.listWithUsage': async ({ connectionId }, ctx) => {
      const { session } = await connect(connectionId);
      return { schemes: await withProjectNames(session, await listSchemesWithUsage(session, ctx.signal), ctx.signal) };
    },
    'jira.notificationSchemes.open': async ({ connectionId, schemeId }, ctx) => schemeDetail((await connect(connectionId)).session, schemeId, ctx.signal),
    'jira.notificationRecipients.list': async ({ connectionId }, ctx) => recipientOptions((await connect(connectionId)).session, ctx.signal),
    'jira.notificationSchemes.updateRecipients': async ({ connectionId, schemeId, basedOn, changes }, ctx) => {
      const { session, connectionId: id } = await connect(connectionId);
      const name = (await getNotificationScheme(session, schemeId, [], ctx.signal)).name;
      ctx.describeTarget(`Notification scheme “${name}”: ${changeSummary(changes)}`);
      const result = await applySchemeChanges(session, { schemeId, basedOn, changes }, ctx.signal);
      if (result.outcome !== 'changed-meanwhile') ctx.describeTarget(`Notification scheme “${name}”: ${changeSummary(changes)}. ${beforeAfter(result)}`);
      if (result.outcome === 'changed-meanwhile') ctx.reportPartialFailure('Nothing was sent: the scheme had changed since it was opened.');
      if (result.outcome === 'stopped') ctx.reportPartialFailure(result.message);
      return answer(id, schemeId, result);
    },
    'jira.notificationSchemes.restoreRecipients': async ({ connectionId, undoId }, ctx) => {
      const { session, connectionId: id } = await connect(connectionId);
      const record = undo.take(undoId);
      if (record.connectionId !== id) throw new AppError('VALIDATION', 'This change was made on another connection.');
      ctx.describeTarget(`Notification scheme “${record.before.name}”: undo of an earlier change`);
      const result = await undoSchemeChange(session, record, ctx.signal);
      if (result.outcome !== 'changed-meanwhile') ctx.describeTarget(`Notification scheme “${record.before.name}”: undo of an earlier change. ${beforeAfter(result)}`);
      if (result.outcome === 'applied') undo.forget(undoId);
      if (result.outcome === 'changed-meanwhile') ctx.reportPartialFailure('Nothing was sent: the scheme was changed again after that change.');
      if (result.outcome === 'stopped') ctx.reportPartialFailure(result.message);
      return answer(id, record.schemeId, result);
    },
    'jira.notificationSchemes.createCopy': async ({ connectionId, schemeId, name, description }, ctx) => {
      const { session } = await connect(connectionId);
      const source = await getNotificationScheme(session, schemeId, [], ctx.signal);
      ctx.describeTarget(`Notification scheme “${source.name}” copied as “${name}”`);
      const result = await copyScheme(session, { schemeId, name, ...(description === undefined ? {} : { description }) }, ctx.signal);
      if (result.incomplete) ctx.reportPartialFailure(result.incomplete);
      return result;
    },
    'jira.notificationSchemes.getComparison': async ({ connectionId, leftId, rightId }, ctx) => {
      if (leftId === rightId) throw new AppError('VALIDATION', 'Choose two different schemes to compare.');
      return compareSchemes((await connect(connectionId)).session, leftId, rightId, ctx.signal);
    },
    'jira.orphanSchemes.list': async ({ connectionId }, ctx) => {
      const { session } = await connect(connectionId);
      const all = await listSchemesWithUsage(session, ctx.signal);
      const orphans = all.filter((scheme) => !scheme.isDefault && scheme.projectIds.length === 0);
      return { schemes: await withProjectNames(session, orphans, ctx.signal), totalSchemes: all.length };
    },
    'jira.orphanSchemes.exportCsv': async ({ connectionId }, ctx) => {
      const orphans = await findOrphanedSchemes((await connect(connectionId)).session, ctx.signal);
      const rows = orphans.map((scheme) => [scheme.id, scheme.name, scheme.description ?? '']);
      return { csv: toCsv(['Scheme ID', 'Name', 'Description'], rows), rows: rows.length, fileName: 'orgdesk-orphaned-notification-schemes.csv' };
    },
    'jira.orphanSchemes.plan': async ({ connectionId, schemeIds }, ctx) => {
      const { session, connectionId: id } = await connect(connectionId);
      const plan = await orphans.plan(session, id, schemeIds, ctx.signal);
      await services.recordPreview({ connectionId: id, action: ORPHAN_PREVIEW_ACTION, target: orphans.describePreview(plan.planId, id) });
      return plan;
    },
    'jira.orphanSchemes.start': async ({ connectionId, planId, confirmation }, ctx) => {
      const { session, connectionId: id } = await connect(connectionId);
      ctx.describeTarget(`Clean-up of ${orphans.describe(planId, id)}`);
      return { jobId: await orphans.start(session, id, planId, confirmation, ctx.signal) };
    },
    'jira.projectNotificationSchemes.get': async ({ connectionId, projectKey }, ctx) => {
      const { session } = await connect(connectionId);
      const [scheme, events] = await Promise.all([getProjectNotificationScheme(session, projectKey, ctx.signal), listIssueEvents(session, ctx.signal)]);
      return { scheme: { id: scheme.id, name: scheme.name, description: scheme.description }, events };
    },
    'jira.notifiedPeople.list': async ({ connectionId, projectKey, eventId, issueKey }, ctx) => {
      const { session } = await connect(connectionId);
      // The project as Jira has it: its lead is one of the recipients a scheme can name.
      const { key, name, lead } = await getProject(session, projectKey, undefined, ctx.signal);
      const project = { key, name, lead: lead ? { accountId: lead.accountId, displayName: lead.displayName } : null };
      return whoWillBeNotified(session, { project, eventId, issueKey: issueKey ?? null }, ctx.signal);
    },
  };
}
