import { z } from 'zod';
import { AccountId, OnConnection } from '../channels/common';
import { CustomContent, type VersionRef } from './content';
import { ItemOutcome } from '../app/jobs.channels';
import { plannedRunChannels, PlanStart, PreviewStarted, PreviewState, RunStarted } from '../channels/planned-run';
import { confirmationPhrase } from '../bulk';

/*
 * Confluence page history (view, compare, restore, clean up, roll back many pages), attachments,
 * templates and custom content: the task-shaped models the content screens ask for. Raw one-endpoint
 * channels stay in `confluence.ts`.
 */

// ------------------------------------------------------------------------------------- view, compare

export const BlockKind = z.enum(['paragraph', 'heading', 'table', 'list', 'code', 'macro', 'panel', 'image', 'quote', 'divider', 'block']);
export type BlockKind = z.infer<typeof BlockKind>;

/** A version's markup is shown only up to this size; larger ones get a note instead of a frozen window. */
export const RENDER_LIMIT_BYTES = 3 * 1024 * 1024;

export const RenderedVersion = z.object({
  /** Sanitised HTML: no script, no event handlers, no styles, no images; macros are labelled boxes. */
  html: z.string(),
  /** Plain sentences about what could not be shown as it was (damaged markup, too large, removed scripts). */
  notes: z.array(z.string()),
  /** Size of the stored markup in bytes. */
  size: z.number().int(),
});
export type RenderedVersion = z.infer<typeof RenderedVersion>;

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

/** Someone named in a history: a name even when Confluence hides it, a picture when there is one. */
export const HistoryPerson = z.object({
  accountId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** An app or automation account rather than a person. */
  isApp: z.boolean(),
});
export type HistoryPerson = z.infer<typeof HistoryPerson>;

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

// --------------------------------------------------------------------------------------- attachments

/** Files larger than this are not brought through Orgdesk: open them in Confluence. */
export const DOWNLOAD_LIMIT_BYTES = 50 * 1024 * 1024;

export const DownloadedAttachment = z.object({
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  /** The file's bytes, base64-encoded. */
  base64: z.string(),
});
export type DownloadedAttachment = z.infer<typeof DownloadedAttachment>;

export const LargeAttachment = z.object({
  id: z.string(),
  title: z.string(),
  mediaType: z.string().nullable(),
  fileSize: z.number(),
  versions: z.number().int(),
  pageId: z.string(),
  pageTitle: z.string(),
  authorId: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type LargeAttachment = z.infer<typeof LargeAttachment>;

export const AttachmentTypeTotal = z.object({ mediaType: z.string(), count: z.number().int(), bytes: z.number() });
export type AttachmentTypeTotal = z.infer<typeof AttachmentTypeTotal>;

// ----------------------------------------------------------------------------------- clean-up, roll-back

export const CleanupRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('keepLatest'), count: z.number().int().min(1, 'Keep at least the current version.').max(10_000) }),
  z.object({ kind: z.literal('olderThan'), before: z.iso.datetime({ offset: true, message: 'Pick a date.' }) }),
]);
export type CleanupRule = z.infer<typeof CleanupRule>;

const NumericId = z.string().trim().regex(/^\d+$/, 'Use the numeric id.');

export const PageScope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('space'), spaceId: NumericId }),
  z.object({ kind: z.literal('tree'), rootPageId: NumericId }),
]);
export type PageScope = z.infer<typeof PageScope>;

export const CleanupScope = z.union([PageScope, z.object({ kind: z.literal('page'), pageId: NumericId })]);
export type CleanupScope = z.infer<typeof CleanupScope>;

/** How far a job that reads many pages (a dry run, a scan) has got. */
export const PlanState = PreviewState;
export type PlanState = z.infer<typeof PlanState>;

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

const PageRef = OnConnection.extend({ pageId: NumericId });
const Side = z.object({ title: z.string(), version: HistoryVersion });
const PageComparison = ComparisonHead.extend({ left: Side, right: Side });
const StorageText = z.string().max(RENDER_LIMIT_BYTES, 'This markup is too large to preview here.');
const JobRef = OnConnection.extend({ jobId: z.string().min(1) });

export const confluenceHistoryChannels = {
  /** Names and pictures of the people a screen shows (version authors, uploaders). */
  'confluence.people.list': { input: OnConnection.extend({ accountIds: z.array(AccountId).max(500) }), output: z.object({ people: z.array(HistoryPerson) }) },

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
  /** Storage-format markup as safe HTML, for template previews. */
  'confluence.markup.getPreview': { input: OnConnection.extend({ storage: StorageText }), output: RenderedVersion },

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

  /** A file through the download path that still accepts API tokens, up to `DOWNLOAD_LIMIT_BYTES`. */
  'confluence.attachments.getFile': {
    input: OnConnection.extend({ attachmentId: z.string().trim().regex(/^(att)?\d+$/, 'Use an attachment id such as att123.'), version: z.number().int().min(1).optional() }),
    output: DownloadedAttachment,
  },
  /** Reads every page's attachments in a space, as a job, to find the largest files. */
  'confluence.largestAttachments.start': { input: OnConnection.extend({ spaceId: NumericId }), output: PreviewStarted },
  'confluence.largestAttachments.get': {
    input: JobRef,
    output: z.object({
      state: PlanState,
      largest: z.array(LargeAttachment),
      byType: z.array(AttachmentTypeTotal),
      files: z.number().int(),
      bytes: z.number(),
      people: z.array(HistoryPerson),
    }),
  },

  /** Copies a template into other spaces; a space that already has one of that name is skipped. */
  'confluence.templates.createCopies': {
    input: OnConnection.extend({ templateId: NumericId, spaceKeys: z.array(z.string().trim().min(1)).min(1, 'Pick at least one space.').max(200) }),
    output: z.object({ outcomes: z.array(ItemOutcome) }),
    mutates: true,
  },

  /** One item with its body shown safely: rendered when it is page markup, as text otherwise. */
  'confluence.customContent.getRendered': {
    input: OnConnection.extend({ id: NumericId }),
    output: z.object({ item: CustomContent, rendered: RenderedVersion.nullable(), text: z.string() }),
  },
  /** Items of one type on a page, or anywhere in a space. */
  'confluence.customContent.listByContainer': {
    input: OnConnection.extend({
      type: z.string().trim().min(1, 'Name the custom content type.').max(255),
      container: z.object({ kind: z.enum(['page', 'space']), id: NumericId }),
      cursor: z.string().min(1).optional(),
    }),
    output: z.object({ items: z.array(CustomContent), nextCursor: z.string().nullable() }),
  },
  /** The custom content types found in a space (apps define them; no API lists them). */
  'confluence.customContentTypes.list': { input: OnConnection.extend({ spaceKey: z.string().trim().min(1) }), output: z.object({ types: z.array(z.string()) }) },
} as const;
