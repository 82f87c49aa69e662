import { z } from 'zod';
import { OnConnection } from '../channels/common';
import { PreviewStarted } from '../channels/planned-run';
import { ContentVersion, Cursor, cursorPageOf, Deleted, HistoryPerson, NumericId, nullableText, PlanState } from './content';

/** Attachments (REST v2): a page's files and their versions, a download, deletion, and a space's largest files. */

export const ConfluenceAttachment = z.object({
  id: z.string(),
  status: z.string(),
  title: z.string(),
  createdAt: nullableText,
  pageId: nullableText,
  blogPostId: nullableText,
  customContentId: nullableText,
  mediaType: nullableText,
  mediaTypeDescription: nullableText,
  comment: nullableText,
  fileId: nullableText,
  fileSize: z.number().nullable(),
  webuiLink: nullableText,
  downloadLink: nullableText,
  version: ContentVersion.nullable(),
});
export type ConfluenceAttachment = z.infer<typeof ConfluenceAttachment>;

export const AttachmentVersion = ContentVersion.extend({
  attachment: z.object({ id: z.string(), title: nullableText }).nullable(),
});
export type AttachmentVersion = z.infer<typeof AttachmentVersion>;

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

const AttachmentId = z.string().trim().regex(/^(att)?\d+$/, 'Use an attachment id such as att123.');
const AttachmentSort = z.enum(['created-date', '-created-date', 'modified-date', '-modified-date']);
const VersionSort = z.enum(['modified-date', '-modified-date']);

export const AttachmentFilters = z.object({
  sort: AttachmentSort.optional(),
  status: z.array(z.enum(['current', 'archived', 'trashed'])).optional(),
  mediaType: z.string().optional(),
  filename: z.string().optional(),
  serializeIds: z.boolean().optional(),
});
export const AttachmentOwner = z.enum(['pages', 'blogposts', 'custom-content', 'labels']);

export const confluenceAttachmentChannels = {
  'confluence.attachments.list': {
    input: OnConnection.extend(Cursor.shape).extend(AttachmentFilters.shape).extend({ owner: AttachmentOwner, ownerId: NumericId }),
    output: cursorPageOf(ConfluenceAttachment),
  },
  'confluence.attachments.delete': {
    input: OnConnection.extend({ attachmentId: AttachmentId, purge: z.boolean().optional() }),
    output: Deleted,
    mutates: true,
  },
  'confluence.attachmentVersions.list': {
    input: OnConnection.extend(Cursor.shape).extend({ attachmentId: AttachmentId, sort: VersionSort.optional() }),
    output: cursorPageOf(AttachmentVersion),
  },
  /** A file through the download path that still accepts API tokens, up to `DOWNLOAD_LIMIT_BYTES`. */
  'confluence.attachments.getFile': {
    input: OnConnection.extend({ attachmentId: AttachmentId, version: z.number().int().min(1).optional() }),
    output: DownloadedAttachment,
  },
  /** Reads every page's attachments in a space, as a job, to find the largest files. */
  'confluence.largestAttachments.start': { input: OnConnection.extend({ spaceId: NumericId }), output: PreviewStarted },
  'confluence.largestAttachments.get': {
    input: OnConnection.extend({ jobId: z.string().min(1) }),
    output: z.object({
      state: PlanState,
      largest: z.array(LargeAttachment),
      byType: z.array(AttachmentTypeTotal),
      files: z.number().int(),
      bytes: z.number(),
      people: z.array(HistoryPerson),
    }),
  },
} as const;
