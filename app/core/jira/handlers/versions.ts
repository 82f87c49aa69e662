import { getVersion, moveVersion } from '../../../api/jira/versions';
import type { jiraVersionChannels } from '../../../contract/jira/versions.channels';
import { searchPeople, type UserSearch } from '../people/user-search';
import { removeVersion, reviewVersionRemoval } from '../versions/merge-wizard';
import { readVersionCounts } from '../versions/version-counts';
import { plainMergeWarning, releaseCheck } from '../versions/version-edits';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';

type VersionChannel = keyof typeof jiraVersionChannels;

/** Version counts, the removal wizard, release, reorder, and the explained people searches. */
export function jiraVersionHandlers(services: CoreServices): HandlerSlice<VersionChannel> {
  const session = (connectionId: string) => services.api.session(connectionId);
  return {
    'jira.versions.countByField': async ({ connectionId, versionId }, ctx) => readVersionCounts(await session(connectionId), versionId, ctx.signal),
    'jira.versions.checkRemoval': async ({ connectionId, ...plan }, ctx) => reviewVersionRemoval(await session(connectionId), plan, ctx.signal),
    'jira.versions.removeAndSwap': async ({ connectionId, ...plan }, ctx) => {
      const api = await session(connectionId);
      const review = await reviewVersionRemoval(api, plan, ctx.signal);
      ctx.describeTarget(`Version “${review.version.name}” removed: ${review.lines.map((line) => line.sentence).join(' ') || 'no issue named it.'}`);
      const result = await removeVersion(api, plan, ctx.signal);
      if (!result.allGood) ctx.reportPartialFailure(result.checks.filter((check) => !check.ok).map((check) => check.sentence).join(' ') || 'The version is still there.');
      return result;
    },
    'jira.versions.checkMerge': async ({ connectionId, versionId, intoVersionId }, ctx) =>
      plainMergeWarning(await session(connectionId), versionId, intoVersionId, ctx.signal),
    'jira.versions.checkRelease': async ({ connectionId, versionId }, ctx) => releaseCheck(await session(connectionId), versionId, ctx.signal),
    'jira.versions.updateOrder': async ({ connectionId, versionId, to }, ctx) => {
      const api = await session(connectionId);
      const version = await getVersion(api, versionId, ctx.signal);
      const where = 'position' in to ? to.position.toLowerCase() : `after “${(await getVersion(api, to.afterVersionId, ctx.signal)).name}”`;
      ctx.describeTarget(`Version “${version.name}” moved ${where}`);
      await moveVersion(api, versionId, to, ctx.signal);
      return { moved: true as const };
    },
    'jira.people.search': async ({ connectionId, search, query, startAt, maxResults }, ctx) => {
      const criteria = { query };
      const kind: UserSearch =
        search.kind === 'text'
          ? { kind: 'text', criteria }
          : search.kind === 'assignable'
            ? { kind: 'assignable', criteria, projectKeys: search.projectKeys }
            : { kind: 'can-see', criteria, ...(search.issueKey ? { issueKey: search.issueKey } : {}), ...(search.projectKey ? { projectKey: search.projectKey } : {}) };
      return searchPeople(await session(connectionId), kind, { startAt, maxResults }, ctx.signal);
    },
  };
}
