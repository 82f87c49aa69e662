import { z } from 'zod';
import { PreviewState } from '../channels/planned-run';

/*
 * What several Confluence resources share: ids, paging, versions, bodies, people and rendered markup.
 * Each resource's own models and channels sit in its `<resource>.channels.ts` beside this file. Every list
 * channel is one page at a time: `cursor` is the opaque token the previous page returned as `nextCursor`,
 * and the offset lists (classic API) take `start`/`limit` and answer `nextStart`.
 */

export const nullableText = z.string().nullable();

/** A Confluence user. Privacy settings may hide e-mail, name, picture and time zone: they stay null. */
export const ConfluenceUser = z.object({
  accountId: nullableText,
  /** `known`, `unknown`, `anonymous` or `user`. */
  type: z.string(),
  accountType: nullableText,
  displayName: nullableText,
  publicName: nullableText,
  email: nullableText,
  profilePicturePath: nullableText,
  timeZone: nullableText,
  isGuest: z.boolean(),
});
export type ConfluenceUser = z.infer<typeof ConfluenceUser>;

/** Someone named in a history or a report: a name even when Confluence hides it, a picture when there is one. */
export const HistoryPerson = z.object({
  accountId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** An app or automation account rather than a person. */
  isApp: z.boolean(),
});
export type HistoryPerson = z.infer<typeof HistoryPerson>;

export const ContentVersion = z.object({
  number: z.number().int(),
  message: z.string(),
  minorEdit: z.boolean(),
  authorId: nullableText,
  createdAt: nullableText,
});
export type ContentVersion = z.infer<typeof ContentVersion>;

export const VersionDetail = ContentVersion.extend({
  contentTypeModified: z.boolean().nullable(),
  collaborators: z.array(z.string()),
  prevVersion: z.number().int().nullable(),
  nextVersion: z.number().int().nullable(),
});
export type VersionDetail = z.infer<typeof VersionDetail>;

export const ContentBody = z.object({ representation: z.string(), value: z.string() });
export type ContentBody = z.infer<typeof ContentBody>;

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

/** How far a job that reads many pages (a dry run, a scan) has got. */
export const PlanState = PreviewState;
export type PlanState = z.infer<typeof PlanState>;

/** One page of a cursor-paged list; pass `nextCursor` back as `cursor` for the next one. */
export function cursorPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: nullableText });
}
/** One page of an offset list (classic API); `nextStart` is null on the last page. */
export function offsetPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), start: z.number().int(), limit: z.number().int(), nextStart: z.number().int().nullable() });
}

export const Cursor = z.object({ cursor: z.string().min(1).optional() });
export const Offset = z.object({ start: z.number().int().min(0).optional(), limit: z.number().int().min(1).max(1000).optional() });
/** Confluence ids: digits only (v2 declares them int64). */
export const NumericId = z.string().trim().regex(/^\d+$/, 'Use the numeric id.');
export const VersionNumber = z.number().int().min(1);

/** A page, template or custom content body as written: larger than any text field, still bounded. */
export const ContentText = z.string().max(2_000_000, 'This content is over 2 million characters: too large to send in one request.');

export const Deleted = z.object({ deleted: z.literal(true) });
