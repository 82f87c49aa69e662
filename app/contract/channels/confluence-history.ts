import { z } from 'zod';

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

/**
 * A version as the admin picked it. The number alone is not enough: deleting an older version
 * renumbers the later ones, so the time it was saved says which one was meant.
 */
export const VersionRef = z.object({ number: z.number().int().min(1), createdAt: z.string().min(1) });
export type VersionRef = z.infer<typeof VersionRef>;

/** Someone named in a history: a name even when Confluence hides it, a picture when there is one. */
export const HistoryPerson = z.object({
  accountId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** An app or automation account rather than a person. */
  isApp: z.boolean(),
});
export type HistoryPerson = z.infer<typeof HistoryPerson>;

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
  return `DELETE ${versions} ${versions === 1 ? 'VERSION' : 'VERSIONS'}`;
}

/** The words the admin types before many pages are rolled back (and created ones moved to the trash). */
export function rollbackPhrase(pages: number): string {
  return `ROLL BACK ${pages} ${pages === 1 ? 'PAGE' : 'PAGES'}`;
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
