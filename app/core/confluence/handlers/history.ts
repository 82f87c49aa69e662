import { listVersions } from '../../../api/confluence/v1/versions';
import type { confluenceHistoryChannels } from '../../../contract/confluence/history.channels';
import { plural } from '../../../contract/words';
import { CLEANUP_PREVIEW_ACTION, cleanupPreview } from '../history/cleanup';
import type { HistoryWorker } from '../history/compare/history-worker-client';
import { recentEditBursts } from '../history/edit-bursts';
import { HistoryPlanning } from '../history/planning';
import { ROLLBACK_PREVIEW_ACTION, rollbackPreview } from '../history/rollback';
import { contentWords, minuteWords, savedAtWords } from '../history/versions';
import { compareVersionsOf, deleteVersionChecked, previewRestore, restoreChecked, viewVersion } from '../history/view-and-restore';
import { pageTarget } from '../shared/page-set';
import { namePeople, sentenceName } from '../shared/people';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';

type HistoryChannel = keyof typeof confluenceHistoryChannels;

/** Page history: versions listed, viewed, compared, restored and deleted; clean-up and roll-back as a dry run, then a job. */
export function confluenceHistoryHandlers(services: CoreServices, worker: HistoryWorker): HandlerSlice<HistoryChannel> {
  const planning = new HistoryPlanning(services.jobs, worker);
  const session = (connectionId: string) => services.api.session(connectionId);

  return {
    'confluence.versions.list': async ({ connectionId, contentId, cursor }, ctx) => listVersions(await session(connectionId), contentId, { cursor, signal: ctx.signal }),
    'confluence.versions.restore': async ({ connectionId, contentId, versionNumber, savedAt, basedOn, message, restoreTitle }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(`${await contentWords(api, contentId, ctx.signal)} — restore version ${versionNumber} (${savedAtWords(savedAt)})${restoreTitle ? ', with its title' : ''}`);
      return restoreChecked(api, { pageId: contentId, version: { number: versionNumber, createdAt: savedAt }, basedOn, restoreTitle, message }, ctx.signal);
    },
    'confluence.versions.delete': async ({ connectionId, contentId, versionNumber, savedAt }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(`${await contentWords(api, contentId, ctx.signal)} — delete version ${versionNumber} (${savedAtWords(savedAt)})`);
      await deleteVersionChecked(api, contentId, { number: versionNumber, createdAt: savedAt }, ctx.signal);
      return { deleted: true as const };
    },

    'confluence.versions.getRendered': async ({ connectionId, pageId, versionNumber }, ctx) => viewVersion(await session(connectionId), worker, pageId, versionNumber, ctx.signal),
    'confluence.versions.getComparison': async ({ connectionId, pageId, left, right }, ctx) => compareVersionsOf(await session(connectionId), worker, pageId, [left, right], ctx.signal),
    'confluence.versions.getComparisonRows': async ({ compareId, start, count }, ctx) => ({ rows: await worker.rows(compareId, start, count, ctx.signal) }),
    'confluence.versions.planRestore': async ({ connectionId, pageId, versionNumber }, ctx) => previewRestore(await session(connectionId), worker, pageId, versionNumber, ctx.signal),

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
  };
}
