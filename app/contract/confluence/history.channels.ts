import { z } from 'zod';
import { AccountId, OnConnection } from '../channels/common';
import { plannedRunChannels, PlanStart, PreviewStarted, RunStarted } from '../channels/planned-run';
import { confirmationPhrase } from '../bulk';
import { ContentVersion, Cursor, cursorPageOf, Deleted, HistoryPerson, NumericId, PlanState, RenderedVersion, VersionNumber } from './content';

/* Confluence page history: list, view, compare, restore and delete versions, clean up and roll back many pages. */

// ------------------------------------------------------------------------------------- view, compare

export const BlockKind = z.enum(['paragraph', 'heading', 'table', 'list', 'code', 'macro', 'panel', 'image', 'quote', 'divider', 'block']);
export type BlockKind = z.infer<typeof BlockKind>;

export const CompareChange = z.enum(['same', 'changed', 'added', 'removed']);
export type CompareChange = z.infer<typeof CompareChange>;

/**
 * One line of a comparison. `same`: the block is in `left` only (identical on both sides). `changed`:
 * both sides marked (`<del>`, `<ins>`, row classes) and `inline` shows both in one. `added`: `right`
 * only; `removed`: `left` only.
 */
export const CompareRow = z.object({
  change: CompareChange,
  kind: BlockKind,
  left: z.string().nullable(),
  right: z.string().nullable(),
  inline: z.string().nullable(),
});
export type CompareRow = z.infer<typeof CompareRow>;

export const ChangeCount = z.object({ kind: BlockKind, added: z.number().int(), removed: z.number().int(), changed: z.number().int() });
export type ChangeCount = z.infer<typeof ChangeCount>;

export const CompareSummary = z.object({
  /** e.g. "12 paragraphs changed, 1 table added" or "No differences in the content". */
  text: z.string(),
  counts: z.array(ChangeCount),
});
export type CompareSummary = z.infer<typeof CompareSummary>;

export const Comparison = z.object({
  titleChange: z.object({ before: z.string(), after: z.string() }).nullable(),
  summary: CompareSummary,
  rows: z.array(CompareRow),
  notes: z.array(z.string()),
});
export type Comparison = z.infer<typeof Comparison>;

/** Rows sent with the head of a comparison; the rest are asked for in chunks of at most this many. */
export const COMPARE_ROWS_PER_CHUNK = 400;

/**
 * A comparison as the screens receive it: everything but the rows beyond the first chunk, which stay
 * in the history worker under `compareId` (a 1 MB comparison never crosses a thread at once).
 */
export const ComparisonHead = Comparison.extend({
  compareId: z.string(),
  rowCount: z.number().int(),
  /** Indexes of the rows that differ, in order: "next change" jumps between them. */
  changes: z.array(z.number().int()),
});
export type ComparisonHead = z.infer<typeof ComparisonHead>;

// ------------------------------------------------------------------------------------------ versions

/** When a version was saved: with its number, what says which version the admin picked (numbers shift). */
const SavedAt = z.string().min(1, 'Say when the version was saved.').max(40);
/**
 * A version as the admin picked it. The number alone is not enough: deleting an older version
 * renumbers the later ones, so the time it was saved says which one was meant.
 */
export const VersionRef = z.object({ number: VersionNumber, createdAt: SavedAt });
export type VersionRef = z.infer<typeof VersionRef>;

/** One account's run of edits: its first and last change and how many pages it left changed. */
export const EditBurst = z.object({
  authorId: z.string(),
  from: z.string(),
  to: z.string(),
  pages: z.number().int(),
});
export type EditBurst = z.infer<typeof EditBurst>;

export const HistoryVersion = z.object({
  number: z.number().int(),
  message: z.string(),
  minorEdit: z.boolean(),
  authorId: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type HistoryVersion = z.infer<typeof HistoryVersion>;

/** `Restored version 4 (2025-03-12)`: what a restore says when the admin writes nothing. */
export function defaultRestoreMessage(version: VersionRef): string {
  return `Restored version ${version.number} (${version.createdAt.slice(0, 10)})`;
}

/** The words the admin types before history is deleted for good. */
export function cleanupPhrase(versions: number): string {
  return confirmationPhrase('delete', versions, 'version');
}

/** The words the admin types before many pages are rolled back (and created ones moved to the trash). */
export function rollbackPhrase(pages: number): string {
  return confirmationPhrase('roll back', pages, 'page');
}

// ----------------------------------------------------------------------------------- clean-up, roll-back

export const CleanupRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('keepLatest'), count: z.number().int().min(1, 'Keep at least the current version.').max(10_000) }),
  z.object({ kind: z.literal('olderThan'), before: z.iso.datetime({ offset: true, message: 'Pick a date.' }) }),
]);
export type CleanupRule = z.infer<typeof CleanupRule>;

export const PageScope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('space'), spaceId: NumericId }),
  z.object({ kind: z.literal('tree'), rootPageId: NumericId }),
]);
export type PageScope = z.infer<typeof PageScope>;

export const CleanupScope = z.union([PageScope, z.object({ kind: z.literal('page'), pageId: NumericId })]);
export type CleanupScope = z.infer<typeof CleanupScope>;

export const CleanupPagePlan = z.object({
  pageId: z.string(),
  title: z.string(),
  versionCount: z.number().int(),
  current: HistoryVersion.nullable(),
  /** Newest first: the order the job deletes them in. */
  remove: z.array(HistoryVersion),
  problem: z.string().nullable(),
});
export type CleanupPagePlan = z.infer<typeof CleanupPagePlan>;

export const RollbackStatus = z.enum(['rollBack', 'editedAfterwards', 'createdSince', 'unreadable']);
export type RollbackStatus = z.infer<typeof RollbackStatus>;

export const RollbackPagePlan = z.object({
  pageId: z.string(),
  title: z.string(),
  status: RollbackStatus,
  current: HistoryVersion.nullable(),
  target: HistoryVersion.nullable(),
  undone: z.number().int(),
  changedBy: z.array(z.string()),
  laterEditors: z.array(z.string()),
  summary: z.string().nullable(),
  titleChange: z.object({ before: z.string(), after: z.string() }).nullable(),
  problem: z.string().nullable(),
});
export type RollbackPagePlan = z.infer<typeof RollbackPagePlan>;

/** What the admin ticked in a roll-back's dry run. */
export interface RollbackChoice {
  /** Pages someone else edited afterwards that the admin ticked to roll back anyway. */
  include: readonly string[];
  /** Pages created since that the admin ticked to move to the trash. */
  trash: readonly string[];
  restoreTitles: boolean;
}

/** What a roll-back run does to one page of its dry run, given the ticks; null: it is left alone. */
export function rollbackAction(plan: Pick<RollbackPagePlan, 'pageId' | 'status'>, choice: Pick<RollbackChoice, 'include' | 'trash'>): 'restore' | 'trash' | null {
  if (plan.status === 'rollBack' || (plan.status === 'editedAfterwards' && choice.include.includes(plan.pageId))) return 'restore';
  if (plan.status === 'createdSince' && choice.trash.includes(plan.pageId)) return 'trash';
  return null;
}

/** The pages a run changes, given the ticks: the number in its confirmation phrase. */
export function rollbackCount(pages: readonly Pick<RollbackPagePlan, 'pageId' | 'status'>[], choice: Pick<RollbackChoice, 'include' | 'trash'>): number {
  return pages.filter((page) => rollbackAction(page, choice) !== null).length;
}

// ------------------------------------------------------------------------------------------ channels

const ContentId = OnConnection.extend({ contentId: NumericId });
const PageRef = OnConnection.extend({ pageId: NumericId });
const Side = z.object({ title: z.string(), version: HistoryVersion });
const PageComparison = ComparisonHead.extend({ left: Side, right: Side });

export const confluenceHistoryChannels = {
  'confluence.versions.list': {
    input: ContentId.extend(Cursor.shape),
    output: cursorPageOf(ContentVersion).extend({ source: z.enum(['v2', 'classic']) }),
  },
  /**
   * Restores the version saved at `savedAt` as a new current version, only when it still has its number
   * and the page is still at `basedOn` (CONFLICT otherwise: someone deleted a version or edited the page).
   */
  'confluence.versions.restore': {
    input: ContentId.extend({
      versionNumber: VersionNumber,
      savedAt: SavedAt,
      basedOn: VersionRef,
      message: z.string().max(1000, 'Keep the message under 1,000 characters.').default(''),
      restoreTitle: z.boolean().default(false),
    }),
    output: ContentVersion,
    mutates: true,
  },
  /** Deletes the historical version saved at `savedAt`, found by that time (later versions get renumbered). Permanent. */
  'confluence.versions.delete': { input: ContentId.extend({ versionNumber: VersionNumber, savedAt: SavedAt }), output: Deleted, mutates: true },
  /** One version rendered as safe HTML (the work happens in the history worker). */
  'confluence.versions.getRendered': {
    input: PageRef.extend({ versionNumber: z.number().int().min(1) }),
    output: z.object({ title: z.string(), version: HistoryVersion, rendered: RenderedVersion }),
  },
  /** Two versions compared, the first on the left. Rows past the first chunk: `confluence.versions.getComparisonRows`. */
  'confluence.versions.getComparison': {
    input: PageRef.extend({ left: z.number().int().min(1), right: z.number().int().min(1) }).refine((input) => input.left !== input.right, {
      message: 'Pick two different versions.',
      path: ['right'],
    }),
    output: PageComparison,
  },
  'confluence.versions.getComparisonRows': {
    input: OnConnection.extend({ compareId: z.string().min(1), start: z.number().int().min(0), count: z.number().int().min(1).max(COMPARE_ROWS_PER_CHUNK) }),
    output: z.object({ rows: z.array(CompareRow) }),
  },
  /** The dry run of a restore: the current version on the left, the page after the restore on the right. */
  'confluence.versions.planRestore': {
    input: PageRef.extend({ versionNumber: z.number().int().min(1) }),
    output: z.object({ current: Side, chosen: Side, comparison: PageComparison, defaultMessage: z.string() }),
  },
  /**
   * History clean-up: the dry run is a job, read with `getPlan`; `start` deletes what a finished dry run
   * listed, once `confirmation` is the phrase it gave. Permanent.
   */
  ...plannedRunChannels('confluence.historyCleanup', {
    plan: { input: OnConnection.extend({ scope: CleanupScope, rule: CleanupRule }), output: PreviewStarted },
    getPlan: z.object({ state: PlanState, pages: z.array(CleanupPagePlan), versions: z.number().int(), phrase: z.string() }),
  }),

  /** Runs of edits one account made to many pages within minutes, lately: where a roll-back is likely aimed. */
  'confluence.rollback.listBursts': {
    input: OnConnection.extend({ scope: PageScope }),
    output: z.object({ bursts: z.array(EditBurst), people: z.array(HistoryPerson) }),
  },
  /**
   * "Undo what happened since": the dry run is a job, read with `getPlan`; `start` rolls back what a
   * finished dry run listed, with the admin's ticks, once `confirmation` is `rollbackPhrase(count)`.
   */
  ...plannedRunChannels('confluence.rollback', {
    plan: {
      input: OnConnection.extend({ scope: PageScope, since: z.iso.datetime({ offset: true, message: 'Pick the time to go back to.' }), authorId: AccountId.nullable().default(null) }),
      output: PreviewStarted,
    },
    getPlan: z.object({
      state: PlanState,
      since: z.string(),
      authorId: z.string().nullable(),
      pages: z.array(RollbackPagePlan),
      people: z.array(HistoryPerson),
    }),
    start: {
      input: PlanStart.extend({
        include: z.array(NumericId).max(20_000).default([]),
        trash: z.array(NumericId).max(20_000).default([]),
        restoreTitles: z.boolean().default(true),
      }),
      output: RunStarted.extend({ pages: z.number().int() }),
    },
  }),
} as const;
