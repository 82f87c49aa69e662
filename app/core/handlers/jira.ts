import type { ApiSession } from '../../api/http/session';
import {
  addNotifications,
  createNotificationScheme,
  deleteNotificationScheme,
  getNotificationScheme,
  listNotificationSchemes,
  listSchemeProjectMappings,
  removeNotification,
  updateNotificationScheme,
} from '../../api/jira/notification-schemes';
import { searchAssignableUsers, searchUsers, searchUsersWithBrowsePermission } from '../../api/jira/users';
import {
  createVersion,
  getRelatedIssueCounts,
  getUnresolvedIssueCount,
  getVersion,
  listProjectVersions,
  mergeVersion,
  updateVersion,
} from '../../api/jira/versions';
import type { Channel } from '../../contract/channels';
import type { CoreServices } from '../services';
import { nameOr } from './activity-names';
import type { HandlerSlice } from './types';

/** The project channels have their own module (`jira-projects.ts`). */
type JiraChannel = Exclude<Extract<Channel, `jira.${string}`>, `jira.projects.${string}`>;

const versionName = (api: ApiSession, versionId: string, signal: AbortSignal) =>
  nameOr(async () => `“${(await getVersion(api, versionId, signal)).name}”`, versionId);

const schemeName = (api: ApiSession, schemeId: string, signal: AbortSignal) =>
  nameOr(async () => `“${(await getNotificationScheme(api, schemeId, [], signal)).name}”`, schemeId);

export function jiraHandlers(services: CoreServices): HandlerSlice<JiraChannel> {
  const session = (connectionId: string) => services.api.session(connectionId);

  return {
    'jira.versions.list': async ({ connectionId, projectIdOrKey }, ctx) => ({
      versions: await listProjectVersions(await session(connectionId), projectIdOrKey, ctx.signal),
    }),
    'jira.versions.get': async ({ connectionId, versionId }, ctx) => getVersion(await session(connectionId), versionId, ctx.signal),
    'jira.versions.create': async ({ connectionId, ...input }, ctx) => {
      ctx.describeTarget(`Version “${input.name}” in project ${input.projectId}`);
      return createVersion(await session(connectionId), input, ctx.signal);
    },
    'jira.versions.update': async ({ connectionId, ...input }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(`Version ${await versionName(api, input.versionId, ctx.signal)}`);
      return updateVersion(api, input, ctx.signal);
    },
    'jira.versions.merge': async ({ connectionId, versionId, intoVersionId }, ctx) => {
      const api = await session(connectionId);
      const [source, target] = await Promise.all([versionName(api, versionId, ctx.signal), versionName(api, intoVersionId, ctx.signal)]);
      ctx.describeTarget(`Version ${source} merged into ${target}`);
      await mergeVersion(api, versionId, intoVersionId, ctx.signal);
      return { merged: true as const };
    },
    'jira.versions.countRelatedIssues': async ({ connectionId, versionId }, ctx) =>
      getRelatedIssueCounts(await session(connectionId), versionId, ctx.signal),
    'jira.versions.countUnresolvedIssues': async ({ connectionId, versionId }, ctx) =>
      getUnresolvedIssueCount(await session(connectionId), versionId, ctx.signal),
    'jira.users.searchAssignable': async ({ connectionId, ...input }, ctx) => searchAssignableUsers(await session(connectionId), input, ctx.signal),
    'jira.users.search': async ({ connectionId, ...input }, ctx) => searchUsers(await session(connectionId), input, ctx.signal),
    'jira.users.searchWithBrowsePermission': async ({ connectionId, ...input }, ctx) =>
      searchUsersWithBrowsePermission(await session(connectionId), input, ctx.signal),
    'jira.notificationSchemes.list': async ({ connectionId, ...input }, ctx) =>
      listNotificationSchemes(await session(connectionId), input, ctx.signal),
    'jira.notificationSchemes.get': async ({ connectionId, schemeId, expand }, ctx) =>
      getNotificationScheme(await session(connectionId), schemeId, expand, ctx.signal),
    'jira.notificationSchemeProjects.list': async ({ connectionId, ...input }, ctx) =>
      listSchemeProjectMappings(await session(connectionId), input, ctx.signal),
    'jira.notificationSchemes.create': async ({ connectionId, ...input }, ctx) => {
      ctx.describeTarget(`Notification scheme “${input.name}”`);
      return createNotificationScheme(await session(connectionId), input, ctx.signal);
    },
    'jira.notificationSchemes.update': async ({ connectionId, ...input }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(`Notification scheme ${await schemeName(api, input.schemeId, ctx.signal)}`);
      await updateNotificationScheme(api, input, ctx.signal);
      return { updated: true as const };
    },
    'jira.notificationSchemes.delete': async ({ connectionId, schemeId }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(`Notification scheme ${await schemeName(api, schemeId, ctx.signal)}`);
      await deleteNotificationScheme(api, schemeId, ctx.signal);
      return { deleted: true as const };
    },
    'jira.notifications.add': async ({ connectionId, ...input }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(`Recipients added to notification scheme ${await schemeName(api, input.schemeId, ctx.signal)}`);
      return { added: await addNotifications(api, input, ctx.signal) };
    },
    'jira.notifications.remove': async ({ connectionId, schemeId, notificationId }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(await describeNotification(api, schemeId, notificationId, ctx.signal));
      await removeNotification(api, schemeId, notificationId, ctx.signal);
      return { removed: true as const };
    },
  };
}

/** E.g. `Recipient “Reporter” of “Issue created” in notification scheme “Default”`. */
function describeNotification(api: ApiSession, schemeId: string, notificationId: string, signal: AbortSignal): Promise<string> {
  return nameOr(async () => {
    const scheme = await getNotificationScheme(api, schemeId, ['all'], signal);
    for (const event of scheme.events ?? []) {
      const found = event.notifications.find((notification) => notification.id === notificationId);
      if (found) return `Recipient “${found.recipient}” of “${event.eventName}” in notification scheme “${scheme.name}”`;
    }
    return `Recipient ${notificationId} in notification scheme “${scheme.name}”`;
  }, `Recipient ${notificationId} in notification scheme ${schemeId}`);
}
