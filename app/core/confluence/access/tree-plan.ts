import type { ApiSession } from '../../../api/http/session';
import type { ConfluenceGroup } from '../../../contract/confluence/restrictions';
import type { ConfluencePage } from '../../../contract/confluence/pages-and-spaces.channels';
import type { ConfluenceUser } from '../../../contract/confluence/content';
import type { Principal, TreePagePlan } from '../../../contract/confluence/access.channels';
import { plural } from '../../../contract/words';
import type { JobRegistry } from '../../../jobs/job-registry';
import type { ItemWork } from '../../../jobs/job-types';
import { mapLimited } from '../../../jobs/map-limited';
import { changedSincePreview, PlannedRuns, type PlannedRun, type PreviewState } from '../../../jobs/planned-runs';
import { pageTarget } from '../shared/page-set';
import { beforeAfterWords, effectsBetween, locksOut, LOCKOUT_WORDS, problemsOf, writeRestrictions } from './change';
import type { PrincipalDirectory } from './directory';
import { OPERATIONS, readRestrictions, refKey, refsOf, sameRefs, type RawRestrictions, type RestrictionRefs } from './restrictions';

/**
 * What a tree change and its rollback share: the dry run of lists over many pages, each page's lists before
 * and after, the plan as the screens show it, and the checks that a page still has the lists the dry run
 * read.
 */

/** Pages read (or written) at once in a tree run; the transport's per-host limit still bounds the requests. */
const TREE_CONCURRENCY = 6;

/** A page as a dry run found it, and the lists it would get. */
interface PlannedPage {
  id: string;
  title: string;
  depth: number;
  before: RestrictionRefs;
  after: RestrictionRefs;
  hash: string | null;
  /** Why the dry run leaves it as it is, when not simply because it already is as asked. */
  leftAlone?: string;
}

/** People and groups the lists name, as the lists name them (a deleted group keeps its name), by key. */
export interface NamedInLists {
  users: Map<string, ConfluenceUser>;
  groups: Map<string, ConfluenceGroup>;
}

export interface TreePlan {
  rootTitle: string;
  acting: Set<string>;
  /** The pages in tree order, each filled in by the dry run as it reads it. */
  order: string[];
  pages: Map<string, PlannedPage>;
  named: NamedInLists;
}

export const noNames = (): NamedInLists => ({ users: new Map(), groups: new Map() });

/** Remembers everyone a page's lists name, as they name them. */
export function learnListNames(named: NamedInLists, raw: Pick<RawRestrictions, 'read' | 'update'>): void {
  for (const operation of OPERATIONS) {
    for (const user of raw[operation].users) if (user.accountId !== null) named.users.set(user.accountId, user);
    for (const group of raw[operation].groups) named.groups.set(group.id ?? group.name, group);
  }
}

/** Each page's depth below `rootId` (0 for the root). */
export function depths(pages: readonly Pick<ConfluencePage, 'id' | 'parentId'>[], rootId: string): Map<string, number> {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const found = new Map<string, number>([[rootId, 0]]);
  const depthOf = (page: Pick<ConfluencePage, 'id' | 'parentId'>, guard: number): number => {
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

/** A dry run's plan as its `getPlan` answers it (without the phrase, which is the flow's own). */
export interface TreePlanView {
  state: PreviewState;
  rootTitle: string;
  pages: TreePagePlan[];
  principals: Principal[];
  changing: number;
  lockouts: number;
}

/** The plan as the screens show it: every page read so far with its lists before and after, who gains and loses, and who they all are. */
async function treePlanView(plan: TreePlan, state: PreviewState, directory: PrincipalDirectory): Promise<TreePlanView> {
  directory.learn({ users: [...plan.named.users.values()], groups: [...plan.named.groups.values()] });
  const planned = plan.order.flatMap((id) => plan.pages.get(id) ?? []);
  const refs = new Map(planned.flatMap((page) => OPERATIONS.flatMap((operation) => [...page.before[operation], ...page.after[operation]])).map((ref) => [refKey(ref), ref]));
  const principals: Principal[] = await Promise.all([...refs.values()].map((ref) => directory.principal(ref)));
  const named = new Map(principals.map((principal) => [refKey(principal), principal]));
  const pages: TreePagePlan[] = planned.map((page) => {
    const after = { read: page.after.read.flatMap((ref) => named.get(refKey(ref)) ?? []), update: page.after.update.flatMap((ref) => named.get(refKey(ref)) ?? []) };
    const problems = problemsOf(page.before, page.after, after, plan.acting);
    const changes = !problems.some((problem) => problem.code === 'no-change');
    return {
      pageId: page.id,
      title: page.title,
      depth: page.depth,
      before: keys(page.before),
      after: keys(page.after),
      changes,
      leftAlone: changes ? null : (page.leftAlone ?? 'Already as asked: left alone'),
      lockout: locksOut(problems),
      effects: effectsBetween(page.before, page.after).map((effect) => ({ ...effect, principal: effect.principal === null ? null : refKey(effect.principal) })),
    };
  });
  return {
    state,
    rootTitle: plan.rootTitle,
    pages,
    principals,
    changing: pages.filter((page) => page.changes).length,
    lockouts: pages.filter((page) => page.changes && page.lockout).length,
  };
}

/** The planned pages a dry run would change, in tree order. */
export function changingPages(plan: TreePlan, view: TreePlanView): PlannedPage[] {
  return view.pages.flatMap((page) => (page.changes ? (plan.pages.get(page.pageId) ?? []) : []));
}

/** Whether a page still has the lists the dry run read: the hash decides when both sides have one. */
function sameAsPlanned(raw: RawRestrictions, page: PlannedPage): boolean {
  return raw.hash !== null && page.hash !== null ? raw.hash === page.hash : sameRefs(refsOf(raw), page.before);
}

/** Whether the pages a run would write still have the lists the dry run read; a sentence saying what changed, or null. */
async function restrictionsChangedSince(session: ApiSession, pages: readonly PlannedPage[], signal: AbortSignal): Promise<string | null> {
  const moved = await mapLimited(pages, TREE_CONCURRENCY, async (page) => !sameAsPlanned(await readRestrictions(session, page.id, signal), page));
  return changedSincePreview(moved.filter(Boolean).length, pages.length, 'changed elsewhere', 'page');
}

/** What starting a tree run takes: the dry run's id, the typed phrase, and whether a lockout is confirmed on purpose. */
export interface TreeStartRequest {
  connectionId: string;
  planId: string;
  confirmation: string;
  override: boolean;
  signal: AbortSignal;
}

interface TreeRunSpec {
  verb: string;
  kind: string;
  title: string;
  /** Every page the job lists; one the dry run left alone is reported skipped, with its reason. */
  items: readonly PlannedPage[];
  /** The write as Activity names it, from the lists before and after in words ("view: A → A, B"). */
  action(lists: string): string;
  /** Hears of each page written. */
  written?(page: PlannedPage): void;
  /** The run a rollback puts back: the change journal links the two, so the run is not offered again after a restart. */
  rollsBack?: string;
}

/** How a page's write is named in Activity when its lists are put back as they were before a tree change. */
export const putBackAction = (lists: string) => `Restrictions put back as they were before the tree change: ${lists}`;

/**
 * A page of a tree run as its job carries it: the page as the dry run planned it, and its writes in words
 * (the change, and putting it back) worked out while the names were known. Plain JSON, so the change journal
 * keeps it and the work can run again from it alone after a restart.
 */
export interface TreeRunPage extends PlannedPage {
  action: string;
  undoAction: string;
}

export const CHANGED_SINCE_PREVIEW = 'Changed by someone since the preview, so it was left as it is.';

/** Null when a page still has the lists the dry run read (left-alone pages need no look), else why it is left alone. */
export async function pageChangedSincePreview(session: ApiSession, page: TreeRunPage, signal: AbortSignal): Promise<string | null> {
  if (page.leftAlone !== undefined) return null;
  return sameAsPlanned(await readRestrictions(session, page.id, signal), page) ? null : CHANGED_SINCE_PREVIEW;
}

/**
 * One page of a tree run: left alone as the dry run said, or if it changed since; else its new lists are
 * written, the lists it had just before recorded for an undo after a restart.
 */
export function treePageWork(session: ApiSession, written?: (page: TreeRunPage) => void): ItemWork<TreeRunPage> {
  return async ({ input }, ctx) => {
    if (input.leftAlone !== undefined) return { skipped: input.leftAlone };
    const raw = await readRestrictions(session, input.id, ctx.signal);
    if (!sameAsPlanned(raw, input)) return { skipped: CHANGED_SINCE_PREVIEW };
    await ctx.write(input.action, () => writeRestrictions(session, input.id, input.after, ctx.signal), { before: refsOf(raw) });
    if (!ctx.dryRun) written?.(input);
    return undefined;
  };
}

/**
 * A tree change or its rollback as the planned-run kit starts it: the pages the dry run would change, refused
 * when one changed since (or when it locks the admin out somewhere and that was not confirmed); each page is
 * read again just before its write and left alone if it changed while the job ran.
 */
export function treeRun(session: ApiSession, record: TreePlan, view: TreePlanView & { phrase: string }, override: boolean, spec: TreeRunSpec): PlannedRun<TreeRunPage> {
  const chosen = changingPages(record, view);
  const names = new Map(view.principals.map((principal) => [refKey(principal), principal]));
  const named = (refs: RestrictionRefs) => ({ read: refs.read.flatMap((ref) => names.get(refKey(ref)) ?? []), update: refs.update.flatMap((ref) => names.get(refKey(ref)) ?? []) });
  const runPage = (page: PlannedPage): TreeRunPage => ({
    ...page,
    action: spec.action(beforeAfterWords(named(page.before), named(page.after))),
    undoAction: putBackAction(beforeAfterWords(named(page.after), named(page.before))),
  });
  return {
    verb: spec.verb,
    count: chosen.length,
    phrase: view.phrase,
    refusal: view.lockouts > 0 && !override ? `On ${plural(view.lockouts, 'page')} ${LOCKOUT_WORDS}. Confirm that on purpose to go ahead.` : null,
    staleness: (signal) => restrictionsChangedSince(session, chosen, signal),
    job: {
      kind: spec.kind,
      title: spec.title,
      items: spec.items.map((page) => ({ key: page.id, target: pageTarget(page.title), input: runPage(page) })),
      work: treePageWork(session, spec.written),
      concurrency: TREE_CONCURRENCY,
      follows: spec.rollsBack === undefined ? null : { jobId: spec.rollsBack, as: 'rollback' },
    },
  };
}

/**
 * The dry runs of one kind of tree run (the change, or its rollback), each a job whose id is its plan id:
 * started, read back as the screens show them with the flow's phrase, and recorded in Activity once.
 */
export class TreeDryRuns<P extends TreePlan> {
  protected readonly plans: PlannedRuns<P>;

  constructor(
    jobs: JobRegistry,
    private readonly phrase: (pages: number) => string,
  ) {
    this.plans = new PlannedRuns(jobs, 10);
  }

  /** Starts reading `pages` with `work`, which fills in `record`. */
  protected startDryRun<I extends { id: string; title: string }>(connectionId: string, record: P, job: { kind: string; title: string; pages: readonly I[]; work: ItemWork<I> }): { jobId: string; pages: number } {
    const { jobId } = this.plans.preview(connectionId, record, {
      kind: job.kind,
      title: job.title,
      items: job.pages.map((page) => ({ key: page.id, target: pageTarget(page.title), input: page })),
      work: job.work,
      concurrency: TREE_CONCURRENCY,
    });
    return { jobId, pages: job.pages.length };
  }

  async view(jobId: string, connectionId: string, directory: PrincipalDirectory): Promise<TreePlanView & { phrase: string }> {
    const view = await treePlanView(this.plans.get(jobId, connectionId), this.plans.state(jobId, connectionId), directory);
    return { ...view, phrase: this.phrase(view.changing) };
  }

  /**
   * Whether a dry run is being shown finished (`shown`, the state its answer gives) for the first time: its
   * Activity entry ("Preview only") is written then, once however often it is read again.
   */
  firstShown(jobId: string, connectionId: string, shown: PreviewState): boolean {
    return this.plans.firstShown(jobId, connectionId, shown);
  }
}
