import { getVersion, moveVersion } from '../../../api/jira/versions';
import type { jiraVersionChannels } from '../../../contract/channels/jira-versions';
import { searchPeople, type UserSearch } from '../people/user-search';
import { readVersionCounts } from '../versions/version-counts';
import { plainMergeWarning, releaseCheck } from '../versions/version-edits';
import { REMOVAL_PREVIEW_ACTION, VersionRemovals } from '../versions/version-removal';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';

type VersionChannel = keyof typeof jiraVersionChannels;

/** Version counts, removing a version (a planned run), release, reorder, and the explained people searches. */
export function jiraVersionHandlers(services: CoreServices): HandlerSlice<VersionChannel> {
  const session = (connectionId: string) => services.api.session(connectionId);
  const removals = new VersionRemovals(services.jobs);
  return {
    'jira.versions.countByField': async ({ connectionId, versionId }, ctx) => readVersionCounts(await session(connectionId), versionId, ctx.signal),
    'jira.versionRemoval.plan': async ({ connectionId, ...plan }, ctx) => {
      const review = await removals.plan(await session(connectionId), connectionId, plan, ctx.signal);
      await services.recordPreview({ connectionId, action: REMOVAL_PREVIEW_ACTION, target: removals.describePreview(review.planId, connectionId) });
      return review;
    },
    'jira.versionRemoval.start': async ({ connectionId, planId, confirmation }, ctx) => {
      ctx.describeTarget(removals.describe(planId, connectionId));
      const { jobId } = await removals.start(await session(connectionId), connectionId, planId, confirmation, ctx.signal);
      return { jobId };
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
