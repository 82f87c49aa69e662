import type { z } from 'zod';
import type { AttachmentFilters, AttachmentOwner, AttachmentVersion, ConfluenceAttachment } from '../../../contract/confluence/attachments.channels';
import type { VersionDetail } from '../../../contract/confluence/content';
import { AppError } from '../../../contract/errors';
import type { ApiSession, DownloadedFile } from '../../http/session';
import { fetchCursorPage, type CursorPage, type PageRequest } from '../shared/paging';
import { commaList, numericAttachmentId, segment, V1, V2 } from '../shared/paths';
import { readBody } from '../../validate';
import { v2DetailedVersion } from '../shared/version-schema';
import { v2Attachment, v2AttachmentVersion } from './attachment-schema';

/** Reads take `att123` or `123`; the spec's pattern is `(att)?[0-9]+`. */
const attachmentPath = (attachmentId: string) => `${V2}/attachments/${segment(attachmentId)}`;

export async function getAttachment(session: ApiSession, attachmentId: string, version?: number, signal?: AbortSignal): Promise<ConfluenceAttachment> {
  const response = await session.request({ area: 'confluence', path: attachmentPath(attachmentId), query: { version }, signal });
  return readBody('confluence', v2Attachment, response.body);
}

export interface AttachmentListRequest extends z.output<typeof AttachmentFilters> {
  owner: z.output<typeof AttachmentOwner>;
  ownerId: string;
}

/** Attachments of a page, blog post, custom content item or label, with the filters each allows. */
export async function listAttachments(session: ApiSession, request: AttachmentListRequest, page: PageRequest = {}): Promise<CursorPage<ConfluenceAttachment>> {
  const byLabel = request.owner === 'labels';
  if (byLabel && (request.status !== undefined || request.mediaType !== undefined || request.filename !== undefined)) {
    throw new AppError('VALIDATION', 'Attachments of a label can only be sorted, not filtered by status, media type or file name.');
  }
  const query = {
    sort: request.sort,
    status: commaList(request.status),
    mediaType: request.mediaType,
    filename: request.filename,
    'serialize-ids-as-strings': request.serializeIds,
  };
  return fetchCursorPage(session, { path: `${V2}/${request.owner}/${segment(request.ownerId)}/attachments`, query }, v2Attachment, page);
}

/** Moves it to the trash, or with `purge` removes a trashed attachment for good. The delete takes the number alone. */
export async function deleteAttachment(session: ApiSession, attachmentId: string, purge?: boolean, signal?: AbortSignal): Promise<void> {
  await session.request({ area: 'confluence', method: 'DELETE', path: attachmentPath(numericAttachmentId(attachmentId)), query: { purge }, signal });
}

export function listAttachmentVersions(
  session: ApiSession,
  attachmentId: string,
  sort?: 'modified-date' | '-modified-date',
  page: PageRequest = {},
): Promise<CursorPage<AttachmentVersion>> {
  return fetchCursorPage(session, { path: `${attachmentPath(attachmentId)}/versions`, query: { sort } }, v2AttachmentVersion, page);
}

export async function getAttachmentVersion(session: ApiSession, attachmentId: string, versionNumber: number, signal?: AbortSignal): Promise<VersionDetail> {
  const response = await session.request({ area: 'confluence', path: `${attachmentPath(attachmentId)}/versions/${segment(versionNumber)}`, signal });
  return readBody('confluence', v2DetailedVersion, response.body);
}

/**
 * A file as uploaded, through the classic download path: the only one that still takes API tokens
 * (the v2 `downloadLink` and `/download/attachments` no longer do). It redirects to the file service.
 */
export function downloadAttachmentFile(session: ApiSession, containerId: string, attachmentId: string, version?: number, signal?: AbortSignal): Promise<DownloadedFile> {
  const classicId = `att${numericAttachmentId(attachmentId)}`;
  return session.download({ area: 'confluence', path: `${V1}/content/${segment(containerId)}/child/attachment/${segment(classicId)}/download`, query: { version }, signal });
}
