import { listIssueEvents } from '../../../api/jira/directory';
import { getNotificationScheme, getProjectNotificationScheme } from '../../../api/jira/notification-schemes';
import { getProject } from '../../../api/jira/projects';
import type { jiraSchemeChannels } from '../../../contract/jira/schemes.channels';
import { AppError } from '../../../contract/errors';
import { projectLabel } from '../../../contract/jira/projects';
import { toCsv } from '../../csv';
import { whoWillBeNotified } from '../notify/who-notified';
import { projectNames } from '../projects/project-names';
import { compareSchemes } from '../schemes/compare-schemes';
import { copyScheme } from '../schemes/copy-scheme';
import { deleteUnusedScheme } from '../schemes/delete-scheme';
import { ORPHAN_PREVIEW_ACTION, OrphanCleanup } from '../schemes/orphan-cleanup';
import { findOrphanedSchemes } from '../schemes/orphans';
import { listSchemesWithUsage, withProjectNames } from '../schemes/scheme-catalog';
import { recipientOptions, schemeDetail } from '../schemes/scheme-detail';
import { RecipientEdits } from '../schemes/recipient-edits';
import { createScheme, schemeWords, updateScheme } from '../schemes/scheme-edits';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';

type SchemeChannel = keyof typeof jiraSchemeChannels;

/** Notification schemes: the list with usage, create, rename, staged edits with Undo, copy, compare, delete, orphan clean-up, reach. */
export function jiraSchemeHandlers(services: CoreServices): HandlerSlice<SchemeChannel> {
  const recipients = new RecipientEdits(services.journal);
  const orphans = new OrphanCleanup(services.jobs);
  const connect = async (connectionId: string) => ({ connectionId, session: await services.api.session(connectionId) });

  return {
    'jira.notificationSchemes.listWithUsage': async ({ connectionId }, ctx) => {
      const { session } = await connect(connectionId);
      return { schemes: await withProjectNames(session, await listSchemesWithUsage(session, ctx.signal), ctx.signal) };
    },
    'jira.notificationSchemes.open': async ({ connectionId, schemeId }, ctx) => schemeDetail((await connect(connectionId)).session, schemeId, ctx.signal),
    'jira.notificationRecipients.list': async ({ connectionId }, ctx) => recipientOptions((await connect(connectionId)).session, ctx.signal),
    'jira.notificationSchemes.create': async ({ connectionId, ...input }, ctx) => {
      ctx.describeTarget(`Notification scheme “${input.name}”`);
      return createScheme((await connect(connectionId)).session, input, ctx.signal);
    },
    'jira.notificationSchemes.update': async ({ connectionId, ...input }, ctx) => {
      await updateScheme((await connect(connectionId)).session, input, ctx);
      return { updated: true as const };
    },
    'jira.notificationSchemes.delete': async ({ connectionId, schemeId }, ctx) => {
      const { session } = await connect(connectionId);
      ctx.describeTarget(`Notification scheme ${await schemeWords(session, schemeId, ctx.signal)}`);
      await deleteUnusedScheme(session, schemeId, async (ids, signal) => (await projectNames(session, ids, signal)).map(projectLabel), ctx.signal);
      return { deleted: true as const };
    },
    'jira.notificationSchemes.updateRecipients': async ({ connectionId, schemeId, basedOn, changes }, ctx) =>
      recipients.apply((await connect(connectionId)).session, connectionId, { schemeId, basedOn, changes }, ctx),
    'jira.notificationSchemes.restoreRecipients': async ({ connectionId, undoId }, ctx) => recipients.restore((await connect(connectionId)).session, connectionId, undoId, ctx),
    'jira.notificationSchemes.getUndo': async ({ connectionId, schemeId }) => recipients.latestUndo(connectionId, schemeId),
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
