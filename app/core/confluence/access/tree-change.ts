import type { ApiSession } from '../../../api/http/session';
import type { Output } from '../../../contract/channels';
import type { ConfluenceGroup } from '../../../contract/confluence/restrictions';
import type { ConfluencePage } from '../../../contract/confluence/pages-and-spaces.channels';
import type { ConfluenceUser } from '../../../contract/confluence/content';
import { treeChangePhrase, type Principal, type RestrictionEdit, type TreePagePlan } from '../../../contract/confluence/access.channels';
import { AppError, isAppError } from '../../../contract/errors';
import { BoundedStore } from '../../../jobs/bounded-store';
import type { JobRegistry } from '../../../jobs/job-registry';
import type { ItemWork } from '../../../jobs/job-types';
import { mapLimited } from '../../../jobs/map-limited';
import { changedSincePreview, PlannedRuns } from '../../../jobs/planned-runs';
import { pageTarget, treePages } from '../shared/page-set';
import { previewWords } from '../../words';
import { plural } from '../../../contract/words';
import { applyEdits, beforeAfterWords, editWords, effectsBetween, locksOut, LOCKOUT_WORDS, plannedEditWords, problemsOf, writeRestrictions } from './change';
import type { PrincipalDirectory } from './directory';
import { OPERATIONS, readRestrictions, refKey, refsOf, sameRefs, type RestrictionRefs } from './restrictions';

/**
 * The same restriction change over a page and every page below it: a dry run (a job that reads each
 * page's lists and works out the new ones), the typed confirmation, the change itself (refused when a
 * page it changes was changed since the dry run; a job that re-reads each page and leaves alone any that
 * changes while it runs), and a rollback from the lists each changed page had before.
 */

/** Pages read at once in a dry run; the transport's per-host limit still bounds the requests. */
const CONCURRENCY = 6;

/** How Activity names the dry run of a tree change shown finished; its outcome says "Preview only". */
export const TREE_PREVIEW_ACTION = 'Preview of changing restrictions of a page tree';

interface PlannedPage {
  id: string;
  title: string;
  depth: number;
  before: RestrictionRefs;
  after: RestrictionRefs;
  hash: string | null;
}

interface PlanRecord {
  rootId: string;
  rootTitle: string;
  edits: RestrictionEdit[];
  acting: Set<string>;
  order: string[];
  pages: Map<string, PlannedPage>;
  /** Everyone the pages' lists name, as the lists name them (a deleted group keeps its name), by key. */
  named: { users: Map<string, ConfluenceUser>; groups: Map<string, ConfluenceGroup> };
}

interface RunRecord {
  connectionId: string;
  rootTitle: string;
  rolledBack: boolean;
  changed: Map<string, { title: string; before: RestrictionRefs; after: RestrictionRefs }>;
}

function depths(pages: readonly ConfluencePage[], rootId: string): Map<string, number> {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const found = new Map<string, number>([[rootId, 0]]);
  const depthOf = (page: ConfluencePage, guard: number): number => {
    const known = found.get(page.id);
    if (known !== undefined) return known;
    const parent = page.parentId === null ? undefined : byId.get(page.parentId);
    const depth = parent === undefined || guard > 1000 ? 0 : depthOf(parent, guard + 1) + 1;
    found.set(page.id, depth);
    return depth;
  };
  for (const page of pages) depthOf(page, 0);
  return found;
}

const keys = (refs: RestrictionRefs) => ({ read: refs.read.map(refKey), update: refs.update.map(refKey) });

/** Whether the pages a change would write still have the lists the dry run read; a sentence saying what changed, or null. */
async function restrictionsChangedSince(session: ApiSession, pages: readonly PlannedPage[], signal: AbortSignal): Promise<string | null> {
  const moved = await mapLimited(pages, CONCURRENCY, async (page) => !sameAsPlanned(await readRestrictions(session, page.id, signal), page));
  return changedSincePreview(moved.filter(Boolean).length, pages.length, 'changed elsewhere', 'page');
}

function sameAsPlanned(raw: Awaited<ReturnType<typeof readRestrictions>>, page: PlannedPage): boolean {
  return raw.hash !== null && page.hash !== null ? raw.hash === page.hash : sameRefs(refsOf(raw), page.before);
}

export class TreeChanges {
  private readonly plans: PlannedRuns<PlanRecord>;
  private readonly runs = new BoundedStore<RunRecord>(20, 'This change can no longer be rolled back here: Orgdesk keeps what a rollback needs for the last twenty tree changes since it started.');

  constructor(private readonly jobs: JobRegistry) {
    this.plans = new PlannedRuns(jobs, 10);
  }

  async plan(session: ApiSession, connectionId: string, rootId: string, edits: RestrictionEdit[], acting: Set<string>, signal: AbortSignal): Promise<{ jobId: string; pages: number }> {
    const pages = await treePages(session, rootId, signal);
    const depthOf = depths(pages, rootId);
    const record: PlanRecord = {
      rootId,
      rootTitle: pages[0]?.title ?? `Page ${rootId}`,
      edits,
      acting,
      order: pages.map((page) => page.id),
      pages: new Map(),
      named: { users: new Map(), groups: new Map() },
    };
    const work: ItemWork<ConfluencePage> = async ({ input }, ctx) => {
      const raw = await readRestrictions(session, input.id, ctx.signal);
      const before = refsOf(raw);
      for (const operation of OPERATIONS) {
        for (const user of raw[operation].users) if (user.accountId !== null) record.named.users.set(user.accountId, user);
        for (const group of raw[operation].groups) record.named.groups.set(group.id ?? group.name, group);
      }
      record.pages.set(input.id, { id: input.id, title: input.title, depth: depthOf.get(input.id) ?? 0, before, after: applyEdits(before, edits), hash: raw.hash });
    };
    const { jobId } = this.plans.preview(connectionId, record, {
      kind: 'confluence.accessTree.plan',
      title: `Preview: change the restrictions of ${plural(pages.length, 'page')}`,
      items: pages.map((page) => ({ key: page.id, target: pageTarget(page.title), input: page })),
      work,
      concurrency: CONCURRENCY,
    });
    return { jobId, pages: pages.length };
  }

  async view(jobId: string, connectionId: string, directory: PrincipalDirectory) {
    const record = this.plans.get(jobId, connectionId);
    directory.learn({ users: [...record.named.users.values()], groups: [...record.named.groups.values()] });
    const planned = record.order.flatMap((id) => record.pages.get(id) ?? []);
    const refs = new Map(planned.flatMap((page) => OPERATIONS.flatMap((operation) => [...page.before[operation], ...page.after[operation]])).map((ref) => [refKey(ref), ref]));
    const principals: Principal[] = await Promise.all([...refs.values()].map((ref) => directory.principal(ref)));
    const named = new Map(principals.map((principal) => [refKey(principal), principal]));
    const pages: TreePagePlan[] = planned.map((page) => {
      const after = { read: page.after.read.flatMap((ref) => named.get(refKey(ref)) ?? []), update: page.after.update.flatMap((ref) => named.get(refKey(ref)) ?? []) };
      const problems = problemsOf(page.before, page.after, after, record.acting);
      return {
        pageId: page.id,
        title: page.title,
        depth: page.depth,
        before: keys(page.before),
        after: keys(page.after),
        changes: !problems.some((problem) => problem.code === 'no-change'),
        lockout: locksOut(problems),
        effects: effectsBetween(page.before, page.after).map((effect) => ({ ...effect, principal: effect.principal === null ? null : refKey(effect.principal) })),
      };
    });
    const changing = pages.filter((page) => page.changes).length;
    return {
      state: this.plans.state(jobId, connectionId),
      rootTitle: record.rootTitle,
      pages,
      principals,
      changing,
      lockouts: pages.filter((page) => page.changes && page.lockout).length,
      phrase: treeChangePhrase(changing),
    };
  }

  /**
   * Whether a dry run is being shown finished (`shown`, the state its answer gives) for the first time: its
   * Activity entry ("Preview only") is written then, once however often it is read again.
   */
  firstShown(jobId: string, connectionId: string, shown: 'running' | 'ready' | 'stopped'): boolean {
    return this.plans.firstShown(jobId, connectionId, shown);
  }

  /**
   * The dry run in words for Activity: "Would add the group devs to who can edit on page “Audit” and the
   * pages below it, changing 4 pages (on 3 of them you would lose access, or nobody could edit), and leave
   * 1 page alone: Page “Audit”; …", each page named as the change's own entries name it.
   */
  describePreview(jobId: string, connectionId: string, plan: Pick<Output<'confluence.accessTree.getPlan'>, 'rootTitle' | 'pages' | 'principals' | 'lockouts'>): string {
    const { edits } = this.plans.get(jobId, connectionId);
    const named = new Map(plan.principals.map((principal) => [refKey(principal), principal]));
    const changing = plan.pages.filter((page) => page.changes);
    const risk = plan.lockouts > 0 ? ` (on ${plan.lockouts.toLocaleString('en')} of them ${LOCKOUT_WORDS})` : '';
    return previewWords(
      `Would ${plannedEditWords(edits, named)} on page “${plan.rootTitle}” and the pages below it, changing ${plural(changing.length, 'page')}${risk}`,
      changing.map((page) => pageTarget(page.title)),
      { count: plan.pages.length - changing.length, one: 'page' },
    );
  }

  /**
   * Starts the change a finished dry run listed, unless a page it changes was changed since. Answers the
   * run (its job), the page it starts from and the change in words as it is kept in that page's changes
   * ("Added the group devs to who can edit").
   */
  async start(
    session: ApiSession,
    request: { connectionId: string; planId: string; confirmation: string; override: boolean; signal: AbortSignal },
    directory: PrincipalDirectory,
  ): Promise<{ jobId: string; pages: number; rootId: string; rootTitle: string; summary: string[] }> {
    const { connectionId, planId, override } = request;
    const record = this.plans.get(planId, connectionId);
    const plan = await this.view(planId, connectionId, directory);
    const chosen = plan.pages.flatMap((page) => (page.changes ? (record.pages.get(page.pageId) ?? []) : []));
    const run: RunRecord = { connectionId, rootTitle: record.rootTitle, rolledBack: false, changed: new Map() };
    const names = new Map(plan.principals.map((principal) => [refKey(principal), principal]));
    const namedLists = (refs: RestrictionRefs) => ({ read: refs.read.flatMap((ref) => names.get(refKey(ref)) ?? []), update: refs.update.flatMap((ref) => names.get(refKey(ref)) ?? []) });
    const work: ItemWork<PlannedPage> = async ({ input }, ctx) => {
      if (!sameAsPlanned(await readRestrictions(session, input.id, ctx.signal), input)) return { skipped: 'Changed by someone since the preview, so it was left as it is.' };
      await ctx.write(`Restrictions: ${beforeAfterWords(namedLists(input.before), namedLists(input.after))}`, () => writeRestrictions(session, input.id, input.after, ctx.signal));
      if (!ctx.dryRun) run.changed.set(input.id, { title: input.title, before: input.before, after: input.after });
      return undefined;
    };
    const started = await this.plans.start(request, () => ({
      verb: 'change',
      count: chosen.length,
      phrase: plan.phrase,
      refusal: plan.lockouts > 0 && !override ? `On ${plural(plan.lockouts, 'page')} ${LOCKOUT_WORDS}. Confirm that on purpose to go ahead.` : null,
      staleness: (signal) => restrictionsChangedSince(session, chosen, signal),
      job: {
        kind: 'confluence.accessTree.start',
        title: `Change the restrictions of ${plural(chosen.length, 'page')}`,
        items: chosen.map((planned) => ({ key: planned.id, target: pageTarget(planned.title), input: planned })),
        work,
        concurrency: CONCURRENCY,
      },
    }));
    this.runs.set(started.jobId, run);
    return { jobId: started.jobId, pages: chosen.length, rootId: record.rootId, rootTitle: record.rootTitle, summary: editWords(record.edits, names) };
  }

  /** Why a run cannot be rolled back now, or null when it can (the same checks `rollback` makes). */
  rollbackProblem(connectionId: string, runId: string): string | null {
    try {
      this.rollbackable(connectionId, runId);
      return null;
    } catch (error) {
      if (isAppError(error)) return error.message;
      throw error;
    }
  }

  /** Puts each changed page back; a page changed again since is left alone and listed as skipped. */
  rollback(session: ApiSession, connectionId: string, runId: string): { jobId: string; pages: number; rootTitle: string } {
    const run = this.rollbackable(connectionId, runId);
    const pages = [...run.changed.entries()];
    const work: ItemWork<{ id: string; before: RestrictionRefs; after: RestrictionRefs }> = async ({ input }, ctx) => {
      const raw = await readRestrictions(session, input.id, ctx.signal);
      if (!sameRefs(refsOf(raw), input.after)) return { skipped: 'Changed again since the tree change, so it was left as it is.' };
      await ctx.write('Restrictions put back as they were before the tree change', () => writeRestrictions(session, input.id, input.before, ctx.signal));
      return undefined;
    };
    run.rolledBack = true;
    const started = this.jobs.start({
      kind: 'confluence.accessTree.restore',
      title: `Roll back the restrictions of ${plural(pages.length, 'page')}`,
      items: pages.map(([id, page]) => ({ key: id, target: pageTarget(page.title), input: { id, before: page.before, after: page.after } })),
      work,
      connectionId,
      concurrency: CONCURRENCY,
    });
    return { jobId: started.jobId, pages: pages.length, rootTitle: run.rootTitle };
  }

  private rollbackable(connectionId: string, runId: string): RunRecord {
    const run = this.runs.get(runId);
    if (run.connectionId !== connectionId) throw new AppError('VALIDATION', 'This change was made on another connection.');
    const state = this.jobs.get(runId).state;
    if (state !== 'completed' && state !== 'cancelled') throw new AppError('VALIDATION', 'The change is still running. Stop it or let it finish, then roll it back.');
    if (run.rolledBack) throw new AppError('CONFLICT', 'This change was already rolled back.');
    if (run.changed.size === 0) throw new AppError('VALIDATION', 'This run changed no page yet, so there is nothing to roll back.');
    return run;
  }

}
