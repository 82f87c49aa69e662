import type { ApiSession } from '../../../api/http/session';
import { createNotificationScheme, getNotificationScheme, listAllNotificationSchemes, updateNotificationScheme } from '../../../api/jira/notification-schemes';
import { getVersion, listProjectVersions } from '../../../api/jira/versions';
import type { jiraChannels } from '../../../contract/jira/models';
import { AppError } from '../../../contract/errors';
import { schemeNameProblem } from '../../../contract/jira/scheme-name';
import { projectLabel } from '../../../contract/jira/projects';
import { projectNames } from '../projects/project-names';
import { deleteUnusedScheme } from '../schemes/delete-scheme';
import { createProjectVersion, editVersion, mergeVersionPlainly, releaseVersion } from '../versions/version-edits';
import type { CoreServices } from '../../services';
import { nameOr } from '../../handlers/activity-names';
import type { HandlerSlice } from '../../handlers/types';

type JiraChannel = keyof typeof jiraChannels;

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
    'jira.versions.create': async ({ connectionId, ...input }, ctx) => {
      ctx.describeTarget(`Version “${input.name}” in project ${input.projectId}`);
      return createProjectVersion(await session(connectionId), input, ctx.signal);
    },
    'jira.versions.update': async ({ connectionId, versionId, changes }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(`Version ${await versionName(api, versionId, ctx.signal)}`);
      // Releasing with unresolved issues moved goes through its own check; everything else through the edit checks.
      if (changes.moveUnfixedIssuesTo !== undefined) {
        const { moveUnfixedIssuesTo, released, ...rest } = changes;
        if (released !== true || Object.values(rest).some((value) => value !== undefined)) {
          throw new AppError('VALIDATION', 'Unresolved issues move only when releasing: release the version on its own, then edit it.');
        }
        return releaseVersion(api, versionId, moveUnfixedIssuesTo, ctx.signal);
      }
      return editVersion(api, versionId, changes, ctx.signal);
    },
    'jira.versions.merge': async ({ connectionId, versionId, intoVersionId }, ctx) => {
      const api = await session(connectionId);
      const [source, target] = await Promise.all([versionName(api, versionId, ctx.signal), versionName(api, intoVersionId, ctx.signal)]);
      ctx.describeTarget(`Version ${source} merged into ${target} (fix versions only)`);
      await mergeVersionPlainly(api, versionId, intoVersionId, ctx.signal);
      return { merged: true as const };
    },
    'jira.notificationSchemes.create': async ({ connectionId, ...input }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(`Notification scheme “${input.name}”`);
      refuseName(schemeNameProblem(input.name, await listAllNotificationSchemes(api, [], ctx.signal)));
      return createNotificationScheme(api, input, ctx.signal);
    },
    'jira.notificationSchemes.update': async ({ connectionId, ...input }, ctx) => {
      const api = await session(connectionId);
      const [scheme, all] = await Promise.all([getNotificationScheme(api, input.schemeId, [], ctx.signal), listAllNotificationSchemes(api, [], ctx.signal)]);
      const changes = [
        input.name !== undefined && input.name.trim() !== scheme.name ? `name “${scheme.name}” → “${input.name.trim()}”` : null,
        input.description !== undefined ? `description “${scheme.description ?? ''}” → “${input.description}”` : null,
      ].filter((change) => change !== null);
      ctx.describeTarget(`Notification scheme “${scheme.name}”: ${changes.join(', ') || 'no change'}`);
      if (input.name !== undefined) refuseName(schemeNameProblem(input.name, all, input.schemeId));
      await updateNotificationScheme(api, input, ctx.signal);
      return { updated: true as const };
    },
    'jira.notificationSchemes.delete': async ({ connectionId, schemeId }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(`Notification scheme ${await schemeName(api, schemeId, ctx.signal)}`);
      await deleteUnusedScheme(api, schemeId, async (ids, signal) => (await projectNames(api, ids, signal)).map(projectLabel), ctx.signal);
      return { deleted: true as const };
    },
  };
}

/** A scheme name Jira would refuse (taken, too long) is refused here first, on the name field. */
function refuseName(problem: string | null): void {
  if (problem) throw new AppError('VALIDATION', problem, { fields: [{ path: 'name', message: problem }] });
}
