import { downloadAttachmentFile, getAttachment, listAttachments } from '../../../api/confluence/v2/attachments';
import type { ApiSession } from '../../../api/http/session';
import type { ConfluenceAttachment } from '../../../contract/confluence/attachments.channels';
import type { ConfluencePage } from '../../../contract/confluence/pages-and-spaces.channels';
import { DOWNLOAD_LIMIT_BYTES, type AttachmentTypeTotal, type DownloadedAttachment, type LargeAttachment } from '../../../contract/confluence/attachments.channels';
import { AppError } from '../../../contract/errors';
import type { ItemWork } from '../../../jobs/job-types';

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** One attachment (one of its versions), through the download path that accepts API tokens. */
export async function downloadAttachment(session: ApiSession, attachmentId: string, version: number | undefined, signal?: AbortSignal): Promise<DownloadedAttachment> {
  const meta = await getAttachment(session, attachmentId, version, signal);
  const containerId = meta.pageId ?? meta.blogPostId ?? meta.customContentId;
  if (containerId === null) throw new AppError('NOT_FOUND', 'Orgdesk could not tell which page this file is on.');
  if ((meta.fileSize ?? 0) > DOWNLOAD_LIMIT_BYTES) {
    throw new AppError('VALIDATION', `“${meta.title}” is ${megabytes(meta.fileSize ?? 0)}; Orgdesk downloads files up to ${megabytes(DOWNLOAD_LIMIT_BYTES)}. Open it in Confluence instead.`, {
      reason: 'tooLarge',
    });
  }
  const file = await downloadAttachmentFile(session, containerId, attachmentId, version, signal);
  return {
    fileName: meta.title,
    mediaType: file.contentType ?? meta.mediaType ?? 'application/octet-stream',
    size: file.bytes.byteLength,
    base64: Buffer.from(file.bytes).toString('base64'),
  };
}

/** Largest files kept per space scan: enough for the list, small enough to send in one answer. */
const LARGEST_KEPT = 100;

/**
 * What a scan of a space's attachments found so far: every file's size is counted, only the largest
 * are kept. No API lists a space's attachments by size, so each page's attachments are read.
 */
export class AttachmentScan {
  private largest: LargeAttachment[] = [];
  private readonly types = new Map<string, AttachmentTypeTotal>();
  files = 0;
  bytes = 0;

  constructor(readonly connectionId: string) {}

  add(page: Pick<ConfluencePage, 'id' | 'title'>, attachment: ConfluenceAttachment): void {
    const size = attachment.fileSize ?? 0;
    this.files += 1;
    this.bytes += size;
    const type = attachment.mediaType ?? 'unknown';
    const total = this.types.get(type) ?? { mediaType: type, count: 0, bytes: 0 };
    total.count += 1;
    total.bytes += size;
    this.types.set(type, total);
    const entry: LargeAttachment = {
      id: attachment.id,
      title: attachment.title,
      mediaType: attachment.mediaType,
      fileSize: size,
      versions: attachment.version?.number ?? 1,
      pageId: page.id,
      pageTitle: page.title,
      authorId: attachment.version?.authorId ?? null,
      createdAt: attachment.createdAt,
    };
    const smallest = this.largest[this.largest.length - 1];
    if (this.largest.length >= LARGEST_KEPT && smallest !== undefined && smallest.fileSize >= size) return;
    this.largest.push(entry);
    this.largest.sort((a, b) => b.fileSize - a.fileSize);
    this.largest = this.largest.slice(0, LARGEST_KEPT);
  }

  summary(): { largest: LargeAttachment[]; byType: AttachmentTypeTotal[]; files: number; bytes: number } {
    return { largest: [...this.largest], byType: [...this.types.values()].sort((a, b) => b.bytes - a.bytes), files: this.files, bytes: this.bytes };
  }
}

/** Reads every current attachment of one page into the scan. */
export function attachmentScanWork(session: ApiSession, scan: AttachmentScan): ItemWork<Pick<ConfluencePage, 'id' | 'title'>> {
  return async ({ input }, ctx) => {
    let cursor: string | undefined;
    do {
      const page = await listAttachments(session, { owner: 'pages', ownerId: input.id, status: ['current'] }, { cursor, signal: ctx.signal });
      for (const attachment of page.items) scan.add(input, attachment);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
  };
}
