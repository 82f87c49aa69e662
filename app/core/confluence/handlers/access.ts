import { searchGroups } from '../../../api/confluence/v1/permissions';
import { getPage } from '../../../api/confluence/v2/pages';
import type { confluenceAccessChannels } from '../../../contract/confluence/access.channels';
import { AppError } from '../../../contract/errors';
import { FinishedJobs } from '../../../jobs/journal/finished-jobs';
import { ACCESS_PREVIEW_ACTION, actingKeys } from '../access/change';
import { PrincipalDirectory } from '../access/directory';
import { checkPageAccess } from '../access/explain';
import { readPageAccess } from '../access/page-access';
import { PageChanges } from '../access/page-change';
import { RecentPages } from '../access/recent-pages';
import { notFoundInWords, pageIdFrom } from '../access/resolve';
import { AccessSnapshots } from '../access/snapshots';
import { treeLevel } from '../access/tree';
import { pageTarget } from '../shared/page-set';
import { plural } from '../../../contract/words';
import { TREE_PREVIEW_ACTION, TreeChanges } from '../access/tree-change';
import { TREE_ROLLBACK_PREVIEW_ACTION, TreeRollbacks } from '../access/tree-rollback';
import { SpaceReports } from '../access/space-report';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';

type AccessChannel = keyof typeof confluenceAccessChannels;

/** Who can view and edit a page and why, staged changes with Undo, the same change on a tree, the space report and the page finder. */
export function confluenceAccessHandlers(services: CoreServices): HandlerSlice<AccessChannel> {
  const snapshots = new AccessSnapshots(services.settings);
  const recent = new RecentPages(services.settings);
  const changes = new PageChanges(snapshots);
  const trees = new TreeChanges(services.jobs, new FinishedJobs(services.journal), (runId) => snapshots.titleOfRun(runId));
  const rollbacks = new TreeRollbacks(services.jobs, trees);
  const reports = new SpaceReports(services.jobs);

  return {
    'confluence.access.get': async ({ connectionId, pageId }, ctx) => readPageAccess(await services.api.session(connectionId), pageId, ctx.signal),

    'confluence.access.check': async ({ connectionId, pageId, subject }, ctx) => checkPageAccess(await services.api.session(connectionId), pageId, subject, ctx.signal),

    'confluence.access.plan': async ({ connectionId, pageId, edits }, ctx) => {
      const { preview, words } = await changes.preview(await services.api.session(connectionId), connectionId, pageId, edits, ctx.signal);
      await services.recordPreview({ connectionId, action: ACCESS_PREVIEW_ACTION, target: words });
      return preview;
    },

    'confluence.access.update': async ({ connectionId, ...request }, ctx) => changes.apply(await services.api.session(connectionId), { connectionId, ...request }, ctx),

    'confluence.access.restore': async ({ connectionId, snapshotId }, ctx) => changes.restore(await services.api.session(connectionId), connectionId, snapshotId, ctx),

    'confluence.access.listSnapshots': ({ connectionId, pageId }) =>
      Promise.resolve({ snapshots: snapshots.list(connectionId, pageId, (runId) => trees.rollbackProblem(connectionId, runId)) }),

    'confluence.groups.search': async ({ connectionId, query }, ctx) => {
      if (query === '') return { groups: [] };
      const groups = await searchGroups(await services.api.session(connectionId), query, 20, ctx.signal);
      return { groups: groups.map((group) => ({ type: 'group' as const, id: group.id ?? group.name, name: group.name, email: null, avatarPath: null, status: 'active' as const })) };
    },

    'confluence.pageTree.list': async ({ connectionId, pageId, spaceId, parentRestricted, cursor }, ctx) => {
      if (pageId === undefined && spaceId === undefined) throw new AppError('VALIDATION', 'Choose a space or a page to list the pages of.');
      return treeLevel(await services.api.session(connectionId), { pageId, spaceId, parentRestricted, cursor }, ctx.signal);
    },

    'confluence.pageLinks.check': async ({ connectionId, text }, ctx) => {
      const pageId = pageIdFrom(text);
      const page = await notFoundInWords(pageId, async () => getPage(await services.api.session(connectionId), pageId, {}, ctx.signal));
      return { pageId: page.id, title: page.title };
    },

    'confluence.accessTree.plan': async ({ connectionId, pageId, edits }, ctx) =>
      notFoundInWords(pageId, async () => {
        const session = await services.api.session(connectionId);
        const acting = await actingKeys(session, ctx.signal);
        return trees.plan(session, connectionId, pageId, edits, acting.keys, ctx.signal);
      }),

    'confluence.accessTree.getPlan': async ({ connectionId, jobId }, ctx) => {
      const session = await services.api.session(connectionId);
      const plan = await trees.view(jobId, connectionId, new PrincipalDirectory(session, ctx.signal));
      if (trees.firstShown(jobId, connectionId, plan.state)) {
        await services.recordPreview({ connectionId, action: TREE_PREVIEW_ACTION, target: trees.describePreview(jobId, connectionId, plan) });
      }
      return plan;
    },

    'confluence.accessTree.start': async ({ connectionId, planId, confirmation, override }, ctx) => {
      const session = await services.api.session(connectionId);
      const started = await trees.start(session, { connectionId, planId, confirmation, override, signal: ctx.signal }, new PrincipalDirectory(session, ctx.signal));
      ctx.describeTarget(`${pageTarget(started.rootTitle)} and the pages below it: change the restrictions of ${plural(started.pages, 'page')}`);
      // Listed with the page it started from, with its rollback, like a change to that page alone.
      await snapshots.keepTree({ connectionId, pageId: started.rootId, pageTitle: started.rootTitle, summary: started.summary, runId: started.jobId, pages: started.pages });
      return { jobId: started.jobId, pages: started.pages };
    },

    'confluence.accessTreeRollback.plan': async ({ connectionId, runId }, ctx) => {
      const session = await services.api.session(connectionId);
      const acting = await actingKeys(session, ctx.signal);
      return rollbacks.plan(session, connectionId, runId, acting.keys);
    },

    'confluence.accessTreeRollback.getPlan': async ({ connectionId, jobId }, ctx) => {
      const session = await services.api.session(connectionId);
      const plan = await rollbacks.view(jobId, connectionId, new PrincipalDirectory(session, ctx.signal));
      if (rollbacks.firstShown(jobId, connectionId, plan.state)) {
        await services.recordPreview({ connectionId, action: TREE_ROLLBACK_PREVIEW_ACTION, target: rollbacks.describePreview(plan) });
      }
      return plan;
    },

    'confluence.accessTreeRollback.start': async ({ connectionId, planId, confirmation, override }, ctx) => {
      const session = await services.api.session(connectionId);
      ctx.describeTarget(`${pageTarget(rollbacks.rootTitle(planId, connectionId))} and the pages below it: roll back the tree change`);
      const started = await rollbacks.start(session, { connectionId, planId, confirmation, override, signal: ctx.signal }, new PrincipalDirectory(session, ctx.signal));
      await snapshots.markRunUndone(started.runId);
      ctx.describeTarget(`${pageTarget(started.rootTitle)} and the pages below it: put back the restrictions of ${plural(started.pages, 'page')}`);
      return { jobId: started.jobId, pages: started.pages };
    },

    'confluence.restrictedPages.start': async ({ connectionId, spaceId }, ctx) => {
      const started = await reports.start(await services.api.session(connectionId), connectionId, spaceId, ctx.signal);
      return { jobId: started.jobId, pages: started.pages };
    },

    'confluence.restrictedPages.get': async ({ connectionId, jobId }, ctx) => reports.view(jobId, connectionId, await services.api.session(connectionId), ctx.signal),

    'confluence.restrictedPages.exportCsv': async ({ connectionId, jobId }, ctx) => reports.csv(jobId, connectionId, await services.api.session(connectionId), ctx.signal),

    'confluence.recentPages.list': ({ connectionId }) => Promise.resolve({ pages: recent.list(connectionId) }),

    'confluence.recentPages.add': async ({ connectionId, pageId }, ctx) => ({
      pages: await recent.rememberOpened(await services.api.session(connectionId), connectionId, pageId, ctx.signal),
    }),
  };
}
