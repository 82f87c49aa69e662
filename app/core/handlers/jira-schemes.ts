import { createNotificationScheme, getNotificationScheme, listAllNotificationSchemes, updateNotificationScheme } from '../../api/jira/notification-schemes';
import type { jiraSchemeChannels } from '../../contract/channels/jira-schemes';
import { AppError } from '../../contract/errors';
import { schemeFingerprint, type PendingChanges } from '../../contract/jira/scheme-changes';
import { schemeNameProblem } from '../../contract/jira/scheme-name';
import { toCsv } from '../csv';
import { whoWillBeNotified } from '../jira/notify/who-notified';
import { projectNames, projectWords } from '../jira/projects/project-names';
import { applySchemeChanges, type ApplyOutcome } from '../jira/schemes/apply-changes';
import { compareSchemes } from '../jira/schemes/compare-schemes';
import { copyScheme } from '../jira/schemes/copy-scheme';
import { deleteUnusedScheme } from '../jira/schemes/delete-scheme';
import { deleteOrphanWork, findOrphanedSchemes, orphanItem } from '../jira/schemes/orphans';
import { listSchemesWithUsage, type SchemeUsage } from '../jira/schemes/scheme-catalog';
import { recipientOptions, schemeDetail } from '../jira/schemes/scheme-detail';
import { SchemeUndoStore } from '../jira/schemes/undo-store';
import { undoSchemeChange } from '../jira/schemes/undo-change';
import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

type SchemeChannel = keyof typeof jiraSchemeChannels;

function changeSummary(changes: PendingChanges): string {
  const parts = [];
  if (changes.add.length > 0) parts.push(`${changes.add.length} recipient${changes.add.length === 1 ? '' : 's'} added`);
  if (changes.remove.length > 0) parts.push(`${changes.remove.length} removed`);
  return parts.join(', ');
}

/** Notification schemes: the list with usage, staged edits with Undo, copy, compare, delete, orphan clean-up, reach. */
export function jiraSchemeHandlers(services: CoreServices): HandlerSlice<SchemeChannel> {
  const undo = new SchemeUndoStore();
  const connect = async (connectionId?: string) => {
    const connection = services.connections.resolve(connectionId);
    return { connectionId: connection.id, session: await services.api.session(connection.id) };
  };
  const withNames = async (session: Awaited<ReturnType<typeof connect>>['session'], schemes: SchemeUsage[], signal: AbortSignal) => {
    const names = new Map((await projectNames(session, [...new Set(schemes.flatMap((scheme) => scheme.projectIds))], signal)).map((project) => [project.id, project]));
    return schemes.map(({ projectIds, ...scheme }) => ({ ...scheme, projects: projectIds.map((id) => names.get(id) ?? { id, key: null, name: null }) }));
  };
  /** The outcome as the channel answers it, an undo kept for whatever changed. */
  const answer = (connectionId: string, schemeId: string, result: ApplyOutcome & { restored?: boolean }) => {
    if (result.outcome === 'changed-meanwhile') return { ...result, fingerprint: schemeFingerprint(result.current) };
    const changed = result.requests > 0;
    const undoId = changed ? undo.keep({ connectionId, schemeId, before: result.before, after: result.after }) : null;
    if (result.outcome === 'stopped') return { ...result, fingerprint: schemeFingerprint(result.after), undoId };
    return { ...result, fingerprint: schemeFingerprint(result.after), restored: result.restored ?? null, undoId };
  };

  return {
    'jira.schemes.list': async ({ connectionId }, ctx) => {
      const { session } = await connect(connectionId);
      return { schemes: await withNames(session, await listSchemesWithUsage(session, ctx.signal), ctx.signal) };
    },
    'jira.schemes.get': async ({ connectionId, schemeId }, ctx) => schemeDetail((await connect(connectionId)).session, schemeId, ctx.signal),
    'jira.schemes.recipientOptions': async ({ connectionId }, ctx) => recipientOptions((await connect(connectionId)).session, ctx.signal),
    'jira.schemes.apply': async ({ connectionId, schemeId, basedOn, changes }, ctx) => {
      const { session, connectionId: id } = await connect(connectionId);
      const name = (await getNotificationScheme(session, schemeId, [], ctx.signal)).name;
      ctx.describeTarget(`Notification scheme “${name}”: ${changeSummary(changes)}`);
      const result = await applySchemeChanges(session, { schemeId, basedOn, changes }, ctx.signal);
      if (result.outcome === 'changed-meanwhile') ctx.reportPartialFailure('Nothing was sent: the scheme had changed since it was opened.');
      if (result.outcome === 'stopped') ctx.reportPartialFailure(result.message);
      return answer(id, schemeId, result);
    },
    'jira.schemes.undo': async ({ connectionId, undoId }, ctx) => {
      const { session, connectionId: id } = await connect(connectionId);
      const record = undo.take(undoId);
      if (record.connectionId !== id) throw new AppError('VALIDATION', 'This change was made on another connection.');
      ctx.describeTarget(`Notification scheme “${record.before.name}”: undo of an earlier change`);
      const result = await undoSchemeChange(session, record, ctx.signal);
      if (result.outcome === 'applied') undo.forget(undoId);
      if (result.outcome === 'changed-meanwhile') ctx.reportPartialFailure('Nothing was sent: the scheme was changed again after that change.');
      if (result.outcome === 'stopped') ctx.reportPartialFailure(result.message);
      return answer(id, record.schemeId, result);
    },
    'jira.schemes.create': async ({ connectionId, name, description }, ctx) => {
      const { session } = await connect(connectionId);
      ctx.describeTarget(`Notification scheme “${name}”`);
      const problem = schemeNameProblem(name, await listAllNotificationSchemes(session, [], ctx.signal));
      if (problem) throw new AppError('VALIDATION', problem, { fields: [{ path: 'name', message: problem }] });
      return createNotificationScheme(session, { name, ...(description === undefined ? {} : { description }) }, ctx.signal);
    },
    'jira.schemes.update': async ({ connectionId, schemeId, name, description }, ctx) => {
      const { session } = await connect(connectionId);
      const [scheme, all] = await Promise.all([getNotificationScheme(session, schemeId, [], ctx.signal), listAllNotificationSchemes(session, [], ctx.signal)]);
      const renamed = name !== undefined && name.trim() !== scheme.name ? ` renamed to “${name.trim()}”` : '';
      ctx.describeTarget(`Notification scheme “${scheme.name}”${renamed}${description !== undefined ? ', description changed' : ''}`);
      const problem = name === undefined ? null : schemeNameProblem(name, all, schemeId);
      if (problem) throw new AppError('VALIDATION', problem, { fields: [{ path: 'name', message: problem }] });
      await updateNotificationScheme(session, { schemeId, ...(name === undefined ? {} : { name }), ...(description === undefined ? {} : { description }) }, ctx.signal);
      return { updated: true as const };
    },
    'jira.schemes.copy': async ({ connectionId, schemeId, name, description }, ctx) => {
      const { session } = await connect(connectionId);
      const source = await getNotificationScheme(session, schemeId, [], ctx.signal);
      ctx.describeTarget(`Notification scheme “${source.name}” copied as “${name}”`);
      const result = await copyScheme(session, { schemeId, name, ...(description === undefined ? {} : { description }) }, ctx.signal);
      if (result.incomplete) ctx.reportPartialFailure(result.incomplete);
      return result;
    },
    'jira.schemes.delete': async ({ connectionId, schemeId }, ctx) => {
      const { session } = await connect(connectionId);
      ctx.describeTarget(`Notification scheme “${(await getNotificationScheme(session, schemeId, [], ctx.signal)).name}”`);
      await deleteUnusedScheme(session, schemeId, async (ids, signal) => (await projectNames(session, ids, signal)).map(projectWords), ctx.signal);
      return { deleted: true as const };
    },
    'jira.schemes.compare': async ({ connectionId, leftId, rightId }, ctx) => {
      if (leftId === rightId) throw new AppError('VALIDATION', 'Choose two different schemes to compare.');
      return compareSchemes((await connect(connectionId)).session, leftId, rightId, ctx.signal);
    },
    'jira.schemes.orphans': async ({ connectionId }, ctx) => {
      const { session } = await connect(connectionId);
      const all = await listSchemesWithUsage(session, ctx.signal);
      const orphans = all.filter((scheme) => !scheme.isDefault && scheme.projectIds.length === 0);
      return { schemes: await withNames(session, orphans, ctx.signal), totalSchemes: all.length };
    },
    'jira.schemes.orphansCsv': async ({ connectionId }, ctx) => {
      const orphans = await findOrphanedSchemes((await connect(connectionId)).session, ctx.signal);
      const rows = orphans.map((scheme) => [scheme.id, scheme.name, scheme.description ?? '']);
      return { csv: `\uFEFF${toCsv(['Scheme ID', 'Name', 'Description'], rows)}`, rows: rows.length, fileName: 'orgdesk-orphaned-notification-schemes.csv' };
    },
    'jira.schemes.deleteOrphans': async ({ connectionId, schemeIds, dryRun }, ctx) => {
      const { session, connectionId: id } = await connect(connectionId);
      const ids = [...new Set(schemeIds)];
      const byId = new Map((await listAllNotificationSchemes(session, [], ctx.signal)).map((scheme) => [scheme.id, scheme.name]));
      const unknown = ids.filter((schemeId) => !byId.has(schemeId));
      if (unknown.length > 0) throw new AppError('NOT_FOUND', `${unknown.length === 1 ? 'One scheme' : `${unknown.length} schemes`} of the report no longer exist. Make the report again.`);
      ctx.describeTarget(`${dryRun ? 'Dry run of deleting' : 'Deleting'} ${ids.length} orphaned notification scheme${ids.length === 1 ? '' : 's'}`);
      const { jobId } = services.jobs.start({
        kind: 'jira.schemes.deleteOrphans',
        title: `${dryRun ? 'Dry run: delete' : 'Delete'} ${ids.length} orphaned notification scheme${ids.length === 1 ? '' : 's'}`,
        items: ids.map((schemeId) => orphanItem({ schemeId, name: byId.get(schemeId) ?? schemeId })),
        work: deleteOrphanWork(session),
        dryRun,
        concurrency: 4,
        connectionId: id,
      });
      return { jobId };
    },
    'jira.notifications.resolve': async ({ connectionId, projectKey, eventId, issueKey }, ctx) => {
      const { session } = await connect(connectionId);
      const project = { key: projectKey, name: projectKey, lead: null };
      return whoWillBeNotified(session, { project, eventId, issueKey: issueKey ?? null }, ctx.signal);
    },
  };
}
