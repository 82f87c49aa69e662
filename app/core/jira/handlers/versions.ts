import { listProjectVersions } from '../../../api/jira/versions';
import type { jiraVersionChannels } from '../../../contract/jira/versions.channels';
import { readVersionCounts } from '../versions/version-counts';
import { changeVersion, createProjectVersion, mergeVersionPlainly, plainMergeWarning, releaseCheck, versionWords } from '../versions/version-edits';
import { VersionMoves } from '../versions/version-moves';
import { REMOVAL_PREVIEW_ACTION, VersionRemovals } from '../versions/version-removal';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';

type VersionChannel = keyof typeof jiraVersionChannels;

/** A project's versions: list, create, edit and release, merge, counts, removing a version (a planned run), reorder with Undo. */
export function jiraVersionHandlers(services: CoreServices): HandlerSlice<VersionChannel> {
  const session = (connectionId: string) => services.api.session(connectionId);
  const removals = new VersionRemovals(services.jobs);
  const moves = new VersionMoves(services.journal);
  return {
    'jira.versions.list': async ({ connectionId, projectIdOrKey }, ctx) => ({ versions: await listProjectVersions(await session(connectionId), projectIdOrKey, ctx.signal) }),
    'jira.versions.create': async ({ connectionId, ...input }, ctx) => {
      ctx.describeTarget(`Version “${input.name}” in project ${input.projectId}`);
      return createProjectVersion(await session(connectionId), input, ctx.signal);
    },
    'jira.versions.update': async ({ connectionId, versionId, changes }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(`Version ${await versionWords(api, versionId, ctx.signal)}`);
      return changeVersion(api, versionId, changes, ctx.signal);
    },
    'jira.versions.merge': async ({ connectionId, versionId, intoVersionId }, ctx) => {
      const api = await session(connectionId);
      const [source, target] = await Promise.all([versionWords(api, versionId, ctx.signal), versionWords(api, intoVersionId, ctx.signal)]);
      ctx.describeTarget(`Version ${source} merged into ${target} (fix versions only)`);
      await mergeVersionPlainly(api, versionId, intoVersionId, ctx.signal);
      return { merged: true as const };
    },
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
      await moves.move(await session(connectionId), connectionId, versionId, to, ctx);
      return { moved: true as const };
    },
    'jira.versions.getOrderUndo': ({ connectionId, projectId }) => Promise.resolve({ undo: moves.latest(connectionId, projectId) }),
    'jira.versions.restoreOrder': async ({ connectionId, undoId }, ctx) => moves.restore(await session(connectionId), connectionId, undoId, ctx),
  };
}
