import { searchGroups } from '../../../api/confluence/v1/permissions';
import { getPage } from '../../../api/confluence/v2/pages';
import { getSpace } from '../../../api/confluence/v2/spaces';
import type { ApiSession } from '../../../api/http/session';
import type { confluenceAccessChannels, PageRestrictions } from '../../../contract/confluence/access.channels';
import type { CallContext } from '../../../contract/dispatch';
import { AppError, isAppError } from '../../../contract/errors';
import { BoundedStore } from '../../../jobs/bounded-store';
import { ACCESS_PREVIEW_ACTION, accessPreviewWords, actingKeys, beforeAfterWords, differencesOf, editWords, namedRefs, previewOf, writeRestrictions } from '../access/change';
import { PrincipalDirectory } from '../access/directory';
import { explainAccess } from '../access/explain';
import { pageAccessView, readAccessFacts } from '../access/page-access';
import { RecentPages } from '../access/recent-pages';
import { pageIdFrom } from '../access/resolve';
import { learnNames, namedRestrictions, readRestrictions, refKey, refsOf, sameRefs, type RestrictionRefs } from '../access/restrictions';
import { AccessSnapshots, groupNamesOf, groupsNamedIn } from '../access/snapshots';
import { treeLevel } from '../access/tree';
import { pageTarget } from '../shared/page-set';
import { plural } from '../../../contract/words';
import { TREE_PREVIEW_ACTION, TreeChanges } from '../access/tree-change';
import { SpaceReports } from '../access/space-report';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';

type AccessChannel = keyof typeof confluenceAccessChannels;

/** Counts the calls one answer makes, so the screen (and the bench) can say what it cost. */
function counted(session: ApiSession): { session: ApiSession; count: () => number } {
  let calls = 0;
  return {
    session: {
      jiraApiVersion: session.jiraApiVersion,
      isConfigured: (area) => session.isConfigured(area),
      resolve: (area, pathOrLink) => session.resolve(area, pathOrLink),
      request: (request) => {
        calls += 1;
        return session.request(request);
      },
      download: (request) => session.download(request),
    },
    count: () => calls,
  };
}

/** A page the connection cannot read answers 404 whether it is missing or restricted away: say both. */
async function notFoundInWords<T>(pageId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error) && error.info.code === 'NOT_FOUND') {
      throw new AppError('NOT_FOUND', `Page ${pageId} was not found. Either it does not exist on this site, or its restrictions hide it from the account this connection uses.`);
    }
    throw error;
  }
}

export function confluenceAccessHandlers(services: CoreServices): HandlerSlice<AccessChannel> {
  const snapshots = new AccessSnapshots(services.settings);
  const recent = new RecentPages(services.settings);
  /** What each preview saw, by page and hash, so a conflicting change can be told apart in words. */
  const previews = new BoundedStore<{ named: PageRestrictions; refs: RestrictionRefs }>(50, 'The preview is gone.');
  const trees = new TreeChanges(services.jobs);
  const reports = new SpaceReports(services.jobs);
  /** A directory whose calls are counted, for the reports' request counts. */
  const countedDirectory = async (connectionId: string, signal: AbortSignal) => {
    const { session, count } = counted(await services.api.session(connectionId));
    return { directory: new PrincipalDirectory(session, signal), count };
  };
  const previewKey = (connectionId: string, pageId: string, hash: string | null) => `${connectionId}:${pageId}:${hash ?? ''}`;

  async function titleOf(session: ApiSession, pageId: string, ctx: CallContext): Promise<string> {
    return (await getPage(session, pageId, {}, ctx.signal)).title;
  }

  return {
    'confluence.access.get': async ({ connectionId, pageId }, ctx) =>
      notFoundInWords(pageId, async () => {
        const { session, count } = counted(await services.api.session(connectionId));
        const directory = new PrincipalDirectory(session, ctx.signal);
        const facts = await readAccessFacts(session, directory, pageId, ctx.signal);
        const view = await pageAccessView(facts, directory);
        return { ...view, requests: count() };
      }),

    'confluence.access.check': async ({ connectionId, pageId, subject }, ctx) =>
      notFoundInWords(pageId, async () => {
        const { session, count } = counted(await services.api.session(connectionId));
        const directory = new PrincipalDirectory(session, ctx.signal);
        const facts = await readAccessFacts(session, directory, pageId, ctx.signal);
        const verdict = await explainAccess(session, directory, facts, subject, ctx.signal);
        return { ...verdict, requests: count() };
      }),

    'confluence.access.plan': async ({ connectionId, pageId, edits }, ctx) =>
      notFoundInWords(pageId, async () => {
        const session = await services.api.session(connectionId);
        const directory = new PrincipalDirectory(session, ctx.signal);
        const [raw, acting, title] = await Promise.all([readRestrictions(session, pageId, ctx.signal), actingKeys(session, ctx.signal), titleOf(session, pageId, ctx)]);
        learnNames(directory, raw);
        const { afterRefs: _after, ...preview } = await previewOf(refsOf(raw), edits, directory, acting.keys, raw.hash);
        previews.set(previewKey(connectionId, pageId, raw.hash), { named: preview.before, refs: refsOf(raw) });
        await services.recordPreview({ connectionId, action: ACCESS_PREVIEW_ACTION, target: accessPreviewWords(title, preview) });
        return preview;
      }),

    'confluence.access.update': async ({ connectionId, pageId, edits, expectedHash, override }, ctx) => {
      const session = await services.api.session(connectionId);
      const directory = new PrincipalDirectory(session, ctx.signal);
      const [raw, acting, title] = await notFoundInWords(pageId, () =>
        Promise.all([readRestrictions(session, pageId, ctx.signal), actingKeys(session, ctx.signal), titleOf(session, pageId, ctx)]),
      );
      ctx.describeTarget(`Restrictions of page “${title}”`);
      learnNames(directory, raw);
      const seen = previews.peek(previewKey(connectionId, pageId, expectedHash));
      // The hash decides when both sides have one; otherwise the lists the preview saw are compared.
      const unchanged = raw.hash !== null && expectedHash !== null ? raw.hash === expectedHash : seen !== undefined && sameRefs(refsOf(raw), seen.refs);
      if (!unchanged) {
        const current = await namedRestrictions(raw, directory);
        const differences = seen === undefined ? ['Someone changed who can view or edit this page after your preview.'] : differencesOf(seen.named, current);
        ctx.reportPartialFailure('Nothing was changed: someone else changed the restrictions after the preview.');
        return { status: 'changed' as const, current, differences, restrictionsHash: raw.hash };
      }
      const before = refsOf(raw);
      const preview = await previewOf(before, edits, directory, acting.keys, raw.hash);
      const blocking = preview.problems.filter((problem) => problem.code === 'no-change' || !override);
      if (blocking[0] !== undefined) throw new AppError('VALIDATION', blocking[0].message);
      ctx.describeTarget(`Restrictions of page “${title}”: ${beforeAfterWords(preview.before, preview.after)}`);
      await writeRestrictions(session, pageId, preview.afterRefs, ctx.signal);
      // What Confluence kept is what Undo later compares with; a change that locks the admin out leaves a
      // page they can no longer read, and then the lists written stand in.
      const reread = await readRestrictions(session, pageId, ctx.signal).catch((error: unknown) => {
        if (isAppError(error) && error.info.code === 'NOT_FOUND') return null;
        throw error;
      });
      const named = new Map([...preview.before.read, ...preview.before.update, ...preview.after.read, ...preview.after.update].map((principal) => [refKey(principal), principal]));
      const snapshotId = await snapshots.keep({
        connectionId,
        pageId,
        pageTitle: title,
        summary: editWords(edits, named),
        before,
        after: reread === null ? preview.afterRefs : refsOf(reread),
        groupNames: groupNamesOf(named.values()),
      });
      return { status: 'applied' as const, snapshotId, after: preview.after, restrictionsHash: reread?.hash ?? null };
    },

    'confluence.access.restore': async ({ connectionId, snapshotId }, ctx) => {
      const snapshot = snapshots.get(connectionId, snapshotId);
      const session = await services.api.session(connectionId);
      const directory = new PrincipalDirectory(session, ctx.signal);
      ctx.describeTarget(`Restrictions of page “${snapshot.pageTitle}” put back as they were`);
      if (snapshot.undone) throw new AppError('CONFLICT', 'This change was already undone.');
      const raw = await notFoundInWords(snapshot.pageId, () => readRestrictions(session, snapshot.pageId, ctx.signal));
      // The lists read now name who is still on them; the snapshot names the groups the change took off.
      learnNames(directory, raw);
      directory.learn({ users: [], groups: groupsNamedIn(snapshot) });
      if (!sameRefs(refsOf(raw), snapshot.after)) {
        const [current, expected] = await Promise.all([namedRestrictions(raw, directory), namedRefs(snapshot.after, directory)]);
        ctx.reportPartialFailure('Nothing was changed: the restrictions were changed again after this change.');
        return { status: 'changed' as const, current, differences: differencesOf(expected, current), restrictionsHash: raw.hash };
      }
      const [current, restored] = await Promise.all([namedRestrictions(raw, directory), namedRefs(snapshot.before, directory)]);
      ctx.describeTarget(`Restrictions of page “${snapshot.pageTitle}” put back: ${beforeAfterWords(current, restored)}`);
      await writeRestrictions(session, snapshot.pageId, snapshot.before, ctx.signal);
      await snapshots.markUndone(snapshotId);
      return { status: 'restored' as const, after: restored };
    },

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

    'confluence.accessTree.restore': async ({ connectionId, runId }, ctx) => {
      const started = trees.rollback(await services.api.session(connectionId), connectionId, runId);
      await snapshots.markRunUndone(runId);
      ctx.describeTarget(`${pageTarget(started.rootTitle)} and the pages below it: put back the restrictions of ${plural(started.pages, 'page')}`);
      return { jobId: started.jobId, pages: started.pages };
    },

    'confluence.restrictedPages.start': async ({ connectionId, spaceId }, ctx) => {
      const started = await reports.start(await services.api.session(connectionId), connectionId, spaceId, ctx.signal);
      return { jobId: started.jobId, pages: started.pages };
    },

    'confluence.restrictedPages.get': async ({ connectionId, jobId }, ctx) => {
      const { directory, count } = await countedDirectory(connectionId, ctx.signal);
      return reports.view(jobId, connectionId, directory, count);
    },

    'confluence.restrictedPages.exportCsv': async ({ connectionId, jobId }, ctx) => {
      const { directory, count } = await countedDirectory(connectionId, ctx.signal);
      return reports.csv(jobId, connectionId, directory, count);
    },

    'confluence.recentPages.list': ({ connectionId }) => Promise.resolve({ pages: recent.list(connectionId) }),

    'confluence.recentPages.add': async ({ connectionId, pageId }, ctx) => {
      const session = await services.api.session(connectionId);
      const page = await notFoundInWords(pageId, () => getPage(session, pageId, {}, ctx.signal));
      const space =
        page.spaceId === null
          ? null
          : await getSpace(session, page.spaceId, {}, ctx.signal).catch((error: unknown) => {
              if (isAppError(error)) return null;
              throw error;
            });
      return { pages: await recent.remember(connectionId, { id: page.id, title: page.title, spaceName: space?.name ?? null }) };
    },
  };
}
