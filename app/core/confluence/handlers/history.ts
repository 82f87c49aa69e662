import type { HistoryWorker } from '../history/compare/history-worker-client';
import { listCustomContentIn } from '../../../api/confluence/v2/custom-content';
import type { confluenceHistoryChannels } from '../../../contract/confluence/history.channels';
import type { JobProgress } from '../../../contract/events';
import type { PlanState } from '../../../contract/confluence/history.channels';
import { attachmentScanWork, AttachmentScan, downloadAttachment } from '../attachments/attachments';
import { CLEANUP_PREVIEW_ACTION, cleanupPreview } from '../history/cleanup';
import { customContentTypes, viewCustomContent } from '../custom-content/custom-content';
import { recentEditBursts } from '../history/edit-bursts';
import { pagesOf, pageTarget } from '../shared/page-set';
import { namePeople, sentenceName } from '../shared/people';
import { HistoryPlanning } from '../history/planning';
import { ROLLBACK_PREVIEW_ACTION, rollbackPreview } from '../history/rollback';
import { copyItems, copyTemplateWork, templateToCopy } from '../templates/templates';
import { minuteWords } from '../history/versions';
import { compareVersionsOf, previewRestore, viewVersion } from '../history/view-and-restore';
import type { CoreServices } from '../../services';
import { BoundedStore } from '../../../jobs/bounded-store';
import { runJobToEnd } from '../../../jobs/run-job';
import { plural } from '../../../contract/words';
import type { HandlerSlice } from '../../handlers/types';

type HistoryChannel = keyof typeof confluenceHistoryChannels;

const SCANS_KEPT = 4;

function scanState(state: JobProgress['state']): PlanState {
  if (state === 'completed') return 'ready';
  return state === 'cancelled' || state === 'cancelling' ? 'stopped' : 'running';
}

/**
 * Page history (view, compare, restore preview, clean-up and roll-back as dry run then job),
 * attachments (download, the largest files of a space), template copies and custom content browsing.
 */
export function confluenceHistoryHandlers(services: CoreServices, worker: HistoryWorker): HandlerSlice<HistoryChannel> {
  const planning = new HistoryPlanning(services.jobs, worker);
  const scans = new BoundedStore<AttachmentScan>(SCANS_KEPT, 'This scan of attachments is no longer available. Run it again.');
  const session = (connectionId: string) => services.api.session(connectionId);

  return {
    'confluence.people.list': async ({ connectionId, accountIds }, ctx) => ({ people: await namePeople(await session(connectionId), accountIds, ctx.signal) }),

    'confluence.versions.getRendered': async ({ connectionId, pageId, versionNumber }, ctx) => viewVersion(await session(connectionId), worker, pageId, versionNumber, ctx.signal),
    'confluence.versions.getComparison': async ({ connectionId, pageId, left, right }, ctx) => compareVersionsOf(await session(connectionId), worker, pageId, [left, right], ctx.signal),
    'confluence.versions.getComparisonRows': async ({ compareId, start, count }, ctx) => ({ rows: await worker.rows(compareId, start, count, ctx.signal) }),
    'confluence.versions.planRestore': async ({ connectionId, pageId, versionNumber }, ctx) => previewRestore(await session(connectionId), worker, pageId, versionNumber, ctx.signal),
    'confluence.markup.getPreview': async ({ storage }, ctx) => worker.render(storage, ctx.signal),

    'confluence.historyCleanup.plan': async ({ connectionId, scope, rule }, ctx) => {
      const { jobId, pages } = await planning.startCleanupPlan(await session(connectionId), connectionId, scope, rule, ctx.signal);
      return { jobId, pages };
    },
    'confluence.historyCleanup.getPlan': async ({ connectionId, jobId }) => {
      const plan = planning.cleanupPlan(jobId, connectionId);
      if (planning.firstShown(jobId, connectionId, plan.state)) await services.recordPreview({ connectionId, action: CLEANUP_PREVIEW_ACTION, target: cleanupPreview(plan.pages) });
      return plan;
    },
    'confluence.historyCleanup.start': async ({ connectionId, planId, confirmation }, ctx) => {
      const plan = planning.cleanupPlan(planId, connectionId);
      const pages = plan.pages.filter((page) => page.remove.length > 0);
      const named = pages.length === 1 ? pageTarget(pages[0]?.title ?? '') : plural(pages.length, 'page');
      ctx.describeTarget(`${named}: delete ${plural(plan.versions, 'old version')}`);
      const { jobId } = await planning.startCleanup(await session(connectionId), connectionId, planId, confirmation, ctx.signal);
      return { jobId };
    },

    'confluence.rollback.listBursts': async ({ connectionId, scope }, ctx) => {
      const api = await session(connectionId);
      const bursts = await recentEditBursts(api, scope, Date.now(), ctx.signal);
      return { bursts, people: await namePeople(api, bursts.map((burst) => burst.authorId), ctx.signal) };
    },
    'confluence.rollback.plan': async ({ connectionId, scope, since, authorId }, ctx) => {
      const { jobId, pages } = await planning.startRollbackPlan(await session(connectionId), connectionId, { scope, since, authorId }, ctx.signal);
      return { jobId, pages };
    },
    'confluence.rollback.getPlan': async ({ connectionId, jobId }, ctx) => {
      const plan = planning.rollbackPlan(jobId, connectionId);
      const ids = plan.state === 'ready' ? [plan.request.authorId, ...plan.pages.flatMap((page) => [...page.changedBy, ...page.laterEditors])] : [];
      const people = await namePeople(await session(connectionId), ids, ctx.signal);
      if (planning.firstShown(jobId, connectionId, plan.state)) {
        const { since, authorId } = plan.request;
        const author = authorId === null ? null : sentenceName(people.find((person) => person.accountId === authorId));
        await services.recordPreview({ connectionId, action: ROLLBACK_PREVIEW_ACTION, target: rollbackPreview(since, plan.pages, author) });
      }
      return { state: plan.state, since: plan.request.since, authorId: plan.request.authorId, pages: plan.pages, people };
    },
    'confluence.rollback.start': async ({ connectionId, planId, confirmation, include, trash, restoreTitles }, ctx) => {
      const plan = planning.rollbackPlan(planId, connectionId);
      ctx.describeTarget(`Pages changed since ${minuteWords(plan.request.since)}: roll back (${plural(plan.pages.length, 'page')} in the preview)`);
      const { jobId, pages } = await planning.startRollback(await session(connectionId), connectionId, planId, confirmation, { include, trash, restoreTitles }, ctx.signal);
      return { jobId, pages };
    },

    'confluence.attachments.getFile': async ({ connectionId, attachmentId, version }, ctx) => downloadAttachment(await session(connectionId), attachmentId, version, ctx.signal),
    'confluence.largestAttachments.start': async ({ connectionId, spaceId }, ctx) => {
      const api = await session(connectionId);
      const pages = await pagesOf(api, { kind: 'space', spaceId }, ctx.signal);
      const scan = new AttachmentScan(connectionId);
      const { jobId } = services.jobs.start({
        kind: 'confluence.largestAttachments.start',
        title: `Find the largest attachments of ${plural(pages.length, 'page')}`,
        items: pages.map((page) => ({ key: page.id, target: pageTarget(page.title), input: { id: page.id, title: page.title } })),
        work: attachmentScanWork(api, scan),
        connectionId,
        concurrency: 6,
      });
      scans.set(jobId, scan);
      return { jobId, pages: pages.length };
    },
    'confluence.largestAttachments.get': async ({ connectionId, jobId }, ctx) => {
      const scan = scans.get(jobId);
      if (scan.connectionId !== connectionId) return { state: 'stopped' as const, largest: [], byType: [], files: 0, bytes: 0, people: [] };
      const summary = scan.summary();
      const people = await namePeople(await session(connectionId), summary.largest.map((file) => file.authorId), ctx.signal);
      return { state: scanState(services.jobs.get(jobId).state), ...summary, people };
    },

    'confluence.templates.createCopies': async ({ connectionId, templateId, spaceKeys }, ctx) => {
      const api = await session(connectionId);
      const source = await templateToCopy(api, templateId, ctx.signal);
      ctx.describeTarget(`Template “${source.name}”: copy to ${spaceKeys.join(', ')}`);
      const items = copyItems(spaceKeys);
      const outcomes = await runJobToEnd(
        services.jobs,
        { kind: 'confluence.templates.createCopies', title: `Copy template “${source.name}” to ${plural(items.length, 'space')}`, items, work: copyTemplateWork(api, source), connectionId },
        ctx.signal,
      );
      const failed = outcomes.filter((outcome) => outcome.status === 'failed').length;
      if (failed > 0) ctx.reportPartialFailure(`${plural(failed, 'copy', 'copies')} failed`);
      return { outcomes };
    },

    'confluence.customContent.getRendered': async ({ connectionId, id }, ctx) => viewCustomContent(await session(connectionId), worker, id, ctx.signal),
    'confluence.customContent.listByContainer': async ({ connectionId, type, container, cursor }, ctx) =>
      listCustomContentIn(await session(connectionId), { type, container }, { cursor, signal: ctx.signal }).then((page) => ({ items: page.items, nextCursor: page.nextCursor })),
    'confluence.customContentTypes.list': async ({ connectionId, spaceKey }, ctx) => ({ types: await customContentTypes(await session(connectionId), spaceKey, ctx.signal) }),
  };
}
