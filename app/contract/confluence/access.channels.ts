import { z } from 'zod';
import { AccountId, OnConnection } from '../channels/common';
import { plannedRunChannels, PlanStart, PreviewStarted, PreviewState, RunStarted } from '../channels/planned-run';
import { confirmationPhrase } from '../bulk';

/*
 * Confluence page access: who can view and edit a page and why, staged restriction changes with undo,
 * and the page finder's tree and recent pages. Users go by account id and groups by id (group names can
 * change); every answer carries the names to show.
 */

const PageId = z.string().trim().min(1, 'Enter a page id.').max(30, 'This is not a page id.').regex(/^\d+$/, 'A page id is a number.');
const GroupId = z.string().trim().min(1, 'Choose a group.').max(200, 'This is not a group id.');

export const AccessOperation = z.enum(['read', 'update']);
export type AccessOperation = z.infer<typeof AccessOperation>;

/** A person or group as an input names it. */
export const PrincipalRef = z.discriminatedUnion('type', [z.object({ type: z.literal('user'), id: AccountId }), z.object({ type: z.literal('group'), id: GroupId })]);
export type PrincipalRef = z.infer<typeof PrincipalRef>;

export const PrincipalStatus = z.enum(['active', 'deactivated', 'deleted', 'unknown']);
export type PrincipalStatus = z.infer<typeof PrincipalStatus>;

/** A person or group as a screen shows it. */
export const Principal = z.object({
  type: z.enum(['user', 'group']),
  id: z.string(),
  name: z.string(),
  /** A person's e-mail when their privacy settings show it. */
  email: z.string().nullable(),
  avatarPath: z.string().nullable(),
  /** `deactivated`: an account that can no longer sign in; `deleted`: a group removed from the directory. */
  status: PrincipalStatus,
});
export type Principal = z.infer<typeof Principal>;

/** Who one page's own lists name; an empty list means the page follows its space (and ancestors). */
export const PageRestrictions = z.object({ read: z.array(Principal), update: z.array(Principal) });
export type PageRestrictions = z.infer<typeof PageRestrictions>;

export const PageRef = z.object({ id: z.string(), title: z.string() });
export type PageRef = z.infer<typeof PageRef>;

export const PageAccess = z.object({
  page: z.object({
    id: z.string(),
    title: z.string(),
    spaceId: z.string().nullable(),
    spaceKey: z.string().nullable(),
    spaceName: z.string().nullable(),
    authorName: z.string().nullable(),
    lastChangedAt: z.string().nullable(),
    lastChangedBy: z.string().nullable(),
    version: z.number().int().nullable(),
    isSpaceHome: z.boolean(),
  }),
  /** Highest first; each with its own view list, which this page inherits when it is not empty. */
  ancestors: z.array(PageRef.extend({ read: z.array(Principal) })),
  own: PageRestrictions,
  restrictionsHash: z.string().nullable(),
  /** The space permissions that gate the page: who may view the space, add pages (edit), administer it. */
  space: z.object({ viewers: z.array(Principal), editors: z.array(Principal), admins: z.array(Principal) }),
  /** The person the connection acts as. */
  me: Principal,
  /** Calls made to Confluence to answer. */
  requests: z.number().int(),
});
export type PageAccess = z.infer<typeof PageAccess>;

/** One link of the chain that decides an operation: the site, the space, each ancestor, the page. */
export const ChainLink = z.object({
  kind: z.enum(['site', 'space', 'ancestor', 'page']),
  pageId: z.string().nullable(),
  label: z.string(),
  /** `open`: nothing is restricted here; `passes`: restricted, and the person or group is named; `blocks`: this link says no. */
  state: z.enum(['open', 'passes', 'blocks']),
  note: z.string(),
});
export type ChainLink = z.infer<typeof ChainLink>;

export const AccessFix = z.object({
  kind: z.enum(['add-to-page', 'add-to-ancestor', 'ask-space-admin', 'reactivate', 'none']),
  operation: AccessOperation.nullable(),
  pageId: z.string().nullable(),
  label: z.string(),
});
export type AccessFix = z.infer<typeof AccessFix>;

export const OperationVerdict = z.object({
  operation: AccessOperation,
  allowed: z.boolean(),
  chain: z.array(ChainLink),
  fix: AccessFix.nullable(),
  /** `permission-check`: Confluence's own check answered; `walk`: Orgdesk worked it out from the space and ancestors. */
  answeredBy: z.enum(['permission-check', 'walk']),
});
export type OperationVerdict = z.infer<typeof OperationVerdict>;

export const AccessVerdict = z.object({
  subject: Principal,
  verdicts: z.array(OperationVerdict),
  /** Why Confluence's permission check could not be used, when it could not. */
  checkUnavailable: z.string().nullable(),
  requests: z.number().int(),
});
export type AccessVerdict = z.infer<typeof AccessVerdict>;

export const RestrictionEdit = z.object({ operation: AccessOperation, action: z.enum(['add', 'remove']), principal: PrincipalRef });
export type RestrictionEdit = z.infer<typeof RestrictionEdit>;

export const AccessChange = OnConnection.extend({ pageId: PageId, edits: z.array(RestrictionEdit).min(1, 'Add or remove someone first.').max(200, 'Change at most 200 entries at once.') });
export type AccessChange = z.infer<typeof AccessChange>;

export const AccessEffect = z.object({
  operation: AccessOperation,
  change: z.enum(['gains', 'loses']),
  /** Null: everyone who can open the space and is not named. */
  principal: Principal.nullable(),
});
export type AccessEffect = z.infer<typeof AccessEffect>;

export const AccessProblem = z.object({ code: z.enum(['self-lockout', 'no-editor', 'no-change']), message: z.string() });
export type AccessProblem = z.infer<typeof AccessProblem>;

export const AccessPreview = z.object({
  before: PageRestrictions,
  after: PageRestrictions,
  effects: z.array(AccessEffect),
  /** Reasons to refuse; `self-lockout` and `no-editor` can be overridden on purpose, `no-change` cannot. */
  problems: z.array(AccessProblem),
  restrictionsHash: z.string().nullable(),
});
export type AccessPreview = z.infer<typeof AccessPreview>;

/** Someone changed the page's restrictions after the preview: what it holds now, in words. */
const Changed = z.object({ status: z.literal('changed'), current: PageRestrictions, differences: z.array(z.string()), restrictionsHash: z.string().nullable() });

export const AccessApplied = z.discriminatedUnion('status', [
  z.object({ status: z.literal('applied'), snapshotId: z.string(), after: PageRestrictions, restrictionsHash: z.string().nullable() }),
  Changed,
]);
export type AccessApplied = z.infer<typeof AccessApplied>;

export const AccessUndone = z.discriminatedUnion('status', [z.object({ status: z.literal('restored'), after: PageRestrictions }), Changed]);
export type AccessUndone = z.infer<typeof AccessUndone>;

export const AccessSnapshot = z.object({
  id: z.string(),
  pageId: z.string(),
  pageTitle: z.string(),
  at: z.string(),
  /** The change in words ("Added Ana Diaz to who can view"). */
  summary: z.array(z.string()),
  /** `page`: this page alone, undone with `confluence.access.restore`; `tree`: this page and every page below it, rolled back with `confluence.accessTreeRollback.*` and `runId`. */
  kind: z.enum(['page', 'tree']),
  /** The pages the change set out to change. */
  pages: z.number().int(),
  runId: z.string().nullable(),
  undone: z.boolean(),
  /** Why it cannot be undone from here now (a tree change still running, already put back, or no longer in the change journal), or null. */
  undoUnavailable: z.string().nullable(),
});
export type AccessSnapshot = z.infer<typeof AccessSnapshot>;

/** A page in the finder's tree, with how it is restricted. */
export const TreePage = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  /** The page's own view list names someone. */
  viewRestricted: z.boolean(),
  /** The page's own edit list names someone. */
  editRestricted: z.boolean(),
  /** An ancestor's view list applies to it. */
  inheritsView: z.boolean(),
  hasChildren: z.boolean(),
});
export type TreePage = z.infer<typeof TreePage>;

export const RecentPage = z.object({ id: z.string(), title: z.string(), spaceName: z.string().nullable(), openedAt: z.string() });
export type RecentPage = z.infer<typeof RecentPage>;

/** The words a tree change is confirmed with: the number of pages it changes. */
export function treeChangePhrase(pages: number): string {
  return confirmationPhrase('change', pages, 'page');
}

/** The words a tree change's rollback is confirmed with: the number of pages it puts back. */
export function treeRollbackPhrase(pages: number): string {
  return confirmationPhrase('roll back', pages, 'page');
}

/** A restriction list in words, on screen and in change summaries: its names, or "not restricted" when empty. */
export function restrictionListWords(names: readonly string[]): string {
  return names.length === 0 ? 'not restricted' : names.join(', ');
}

/** Lists as keys (`user:<account id>`, `group:<group id>`) into the plan's `principals`. */
const KeyLists = z.object({ read: z.array(z.string()), update: z.array(z.string()) });

/** One page of a tree change's dry run. */
export const TreePagePlan = z.object({
  pageId: z.string(),
  title: z.string(),
  /** 0 for the page the change starts from. */
  depth: z.number().int(),
  before: KeyLists,
  after: KeyLists,
  changes: z.boolean(),
  /** Why a page that does not change is left alone ("Already as asked: left alone"); null when it changes. */
  leftAlone: z.string().nullable(),
  /** The change would leave the acting admin unable to view or edit this page. */
  lockout: z.boolean(),
  /** Who gains and who loses; a null principal is everyone not named. */
  effects: z.array(z.object({ operation: AccessOperation, change: z.enum(['gains', 'loses']), principal: z.string().nullable() })),
});
export type TreePagePlan = z.infer<typeof TreePagePlan>;

const PlanState = PreviewState;

/** A dry run over a page tree, a change or its rollback: every page before and after, and whom the lists name. */
const TreePlanView = z.object({
  state: PlanState,
  rootTitle: z.string(),
  pages: z.array(TreePagePlan),
  principals: z.array(Principal),
  changing: z.number().int(),
  lockouts: z.number().int(),
  phrase: z.string(),
});

/** What starting a tree change or its rollback takes: `override` confirms a lockout on purpose. */
const TreeRunStart = { input: PlanStart.extend({ override: z.boolean().default(false) }), output: RunStarted.extend({ pages: z.number().int() }) };

const JobRef = OnConnection.extend({ jobId: z.string().trim().min(1).max(100) });

export const ReportFlag = z.enum(['view', 'edit', 'inherited', 'deactivated', 'deleted-group', 'one-editor']);
export type ReportFlag = z.infer<typeof ReportFlag>;

/** What each finding is called, on the screen and in the CSV alike. */
export const REPORT_FLAG_WORDS: Record<ReportFlag, string> = {
  view: 'View restricted here',
  edit: 'Edit restricted here',
  inherited: 'Restricted by a page above',
  deactivated: 'Names a deactivated account',
  'deleted-group': 'Names a deleted group',
  'one-editor': 'Only one person can edit',
};

/** One page of the restricted-pages report: only pages with something to report are listed. */
export const ReportRow = z.object({
  pageId: z.string(),
  title: z.string(),
  /** 0 for a page at the top of the space (the home page). */
  depth: z.number().int(),
  /** The top-level page under the home page it belongs to (itself at that level). */
  section: z.string(),
  view: z.array(z.string()),
  edit: z.array(z.string()),
  /** The nearest page above whose view list applies to this page. */
  inheritedFrom: z.string().nullable(),
  flags: z.array(ReportFlag),
});
export type ReportRow = z.infer<typeof ReportRow>;

const ReportCount = z.object({ direct: z.number().int(), inherited: z.number().int() });

export const RestrictedPagesReport = z.object({
  state: PlanState,
  spaceName: z.string(),
  pagesRead: z.number().int(),
  home: z.object({ title: z.string(), restricted: z.boolean() }).nullable(),
  rows: z.array(ReportRow),
  principals: z.array(Principal),
  byDepth: z.array(ReportCount.extend({ depth: z.number().int() })),
  bySection: z.array(ReportCount.extend({ section: z.string() })),
  requests: z.number().int(),
});
export type RestrictedPagesReport = z.infer<typeof RestrictedPagesReport>;

export const confluenceAccessChannels = {
  'confluence.access.get': { input: OnConnection.extend({ pageId: PageId }), output: PageAccess },
  'confluence.access.check': { input: OnConnection.extend({ pageId: PageId, subject: PrincipalRef }), output: AccessVerdict },
  'confluence.access.plan': { input: AccessChange, output: AccessPreview },
  'confluence.access.update': {
    input: AccessChange.extend({
      /** The hash the preview was made from; a different one now means someone changed the page meanwhile. */
      expectedHash: z.string().max(200).nullable(),
      /** Apply even though it locks the acting admin out or leaves nobody able to edit. */
      override: z.boolean().default(false),
    }),
    output: AccessApplied,
    mutates: true,
  },
  'confluence.access.restore': { input: OnConnection.extend({ snapshotId: z.string().trim().min(1).max(100) }), output: AccessUndone, mutates: true },
  'confluence.access.listSnapshots': { input: OnConnection.extend({ pageId: PageId }), output: z.object({ snapshots: z.array(AccessSnapshot) }) },
  'confluence.groups.search': {
    input: OnConnection.extend({ query: z.string().trim().max(255, 'Search with at most 255 characters.') }),
    output: z.object({ groups: z.array(Principal) }),
  },
  'confluence.pageTree.list': {
    input: OnConnection.extend({
      /** Children of this page; without it, the top pages of `spaceId`. */
      pageId: PageId.optional(),
      spaceId: PageId.optional(),
      /** Whether the parent is view-restricted itself or inherits a view restriction. */
      parentRestricted: z.boolean().default(false),
      cursor: z.string().max(2000).optional(),
    }),
    output: z.object({ items: z.array(TreePage), nextCursor: z.string().nullable() }),
  },
  'confluence.pageLinks.check': {
    input: OnConnection.extend({ text: z.string().trim().min(1, 'Paste a page link or id.').max(2000, 'This link is too long.') }),
    output: z.object({ pageId: z.string(), title: z.string() }),
  },
  /**
   * The same change on a page and every page below it: the dry run is a job that reads each page's lists,
   * read with `getPlan`; `start` applies what a finished dry run listed (refused when a page changed since;
   * a page changed while it runs is left alone and listed). `override` confirms a lockout on purpose.
   */
  ...plannedRunChannels('confluence.accessTree', {
    plan: { input: OnConnection.extend({ pageId: PageId, edits: AccessChange.shape.edits }), output: PreviewStarted },
    getPlan: TreePlanView,
    start: TreeRunStart,
  }),
  /**
   * The rollback of a tree change, planned the same way: the dry run (a job) reads every page the change
   * changed and says which go back to the lists they had before and which are left alone because someone
   * changed them since; `start` puts back what a finished dry run listed (refused when one of those pages
   * changed since the dry run; a page changed while it runs is left alone and listed).
   */
  ...plannedRunChannels('confluence.accessTreeRollback', {
    plan: { input: OnConnection.extend({ runId: z.string().trim().min(1, 'Choose a tree change to roll back.').max(100, 'This is not a tree change.') }), output: PreviewStarted },
    getPlan: TreePlanView,
    start: TreeRunStart,
  }),
  /** Reads every page of a space with its restrictions (a job); the report comes from `get` when it ends. */
  'confluence.restrictedPages.start': { input: OnConnection.extend({ spaceId: PageId }), output: z.object({ jobId: z.string(), pages: z.number().int() }) },
  'confluence.restrictedPages.get': { input: JobRef, output: RestrictedPagesReport },
  'confluence.restrictedPages.exportCsv': { input: JobRef, output: z.object({ csv: z.string(), rows: z.number().int(), fileName: z.string() }) },
  'confluence.recentPages.list': { input: OnConnection, output: z.object({ pages: z.array(RecentPage) }) },
  'confluence.recentPages.add': { input: OnConnection.extend({ pageId: PageId }), output: z.object({ pages: z.array(RecentPage) }) },
} as const;
