import type { ContentVersion, VersionDetail } from '../../../contract/confluence/content';
import { AppError, isAppError } from '../../../contract/errors';
import type { ApiSession } from '../../http/session';
import type { components } from '../../generated/confluence-v1';
import { fetchCursorPage, fetchOffsetPage, type CursorPage, type PageRequest } from '../shared/paging';
import { segment, V1, V2 } from '../shared/paths';
import { readBody } from '../../validate';
import { v2DetailedVersion, v2Version } from '../shared/version-schema';
import { summaryOf, v1Version } from './version-schema';

/**
 * Version history prefers v2 (`/pages/{id}/versions`); the classic list is deprecated but is the only
 * one that also serves blog posts, so a 404 from v2 falls back to it. Cursors remember which API they
 * came from.
 */

export type VersionSource = 'v2' | 'classic';
export type VersionPage = CursorPage<ContentVersion> & { source: VersionSource };

const isNotFound = (error: unknown) => isAppError(error) && error.info.code === 'NOT_FOUND';
const invalidCursor = () => new AppError('VALIDATION', 'This list position is no longer valid. Reload the list.');

async function classicPage(session: ApiSession, contentId: string, start: number, request: PageRequest): Promise<VersionPage> {
  const page = await fetchOffsetPage(
    session,
    { path: `${V1}/content/${segment(contentId)}/version`, start, limit: request.pageSize, signal: request.signal },
    v1Version,
  );
  return {
    items: page.items.map(summaryOf),
    nextCursor: page.nextStart === null ? null : `classic:${page.nextStart}`,
    source: 'classic',
  };
}

async function v2Page(session: ApiSession, contentId: string, request: PageRequest): Promise<VersionPage> {
  const query = { sort: '-modified-date' };
  const page = await fetchCursorPage(session, { path: `${V2}/pages/${segment(contentId)}/versions`, query }, v2Version, request);
  return { items: page.items, nextCursor: page.nextCursor === null ? null : `v2:${page.nextCursor}`, source: 'v2' };
}

/** Newest first. Pass the `nextCursor` of the previous page as `cursor` to continue. */
export async function listVersions(session: ApiSession, contentId: string, request: PageRequest = {}): Promise<VersionPage> {
  const { cursor } = request;
  if (cursor?.startsWith('v2:')) return v2Page(session, contentId, { ...request, cursor: cursor.slice(3) });
  if (cursor?.startsWith('classic:')) {
    const start = Number(cursor.slice(8));
    if (!Number.isSafeInteger(start) || start < 0) throw invalidCursor();
    return classicPage(session, contentId, start, request);
  }
  if (cursor !== undefined) throw invalidCursor();
  try {
    return await v2Page(session, contentId, request);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  return classicPage(session, contentId, 0, request);
}

export async function getVersion(session: ApiSession, contentId: string, versionNumber: number, signal?: AbortSignal): Promise<VersionDetail> {
  try {
    const response = await session.request({ area: 'confluence', path: `${V2}/pages/${segment(contentId)}/versions/${segment(versionNumber)}`, signal });
    return readBody('confluence', v2DetailedVersion, response.body);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  const response = await session.request({
    area: 'confluence',
    path: `${V1}/content/${segment(contentId)}/version/${segment(versionNumber)}`,
    query: { expand: 'collaborators' },
    signal,
  });
  // The classic answer does not name the neighbouring versions.
  return { ...readBody('confluence', v1Version, response.body), prevVersion: null, nextVersion: null };
}

export interface RestoreRequest {
  contentId: string;
  versionNumber: number;
  message: string;
  /** Also bring back the title the content had in that version. */
  restoreTitle: boolean;
}

/** Restoring never overwrites: it adds a new current version with the old content. */
export async function restoreVersion(session: ApiSession, request: RestoreRequest, signal?: AbortSignal): Promise<ContentVersion> {
  const body: components['schemas']['VersionRestore'] = {
    operationKey: 'restore',
    params: { versionNumber: request.versionNumber, message: request.message, restoreTitle: request.restoreTitle },
  };
  const response = await session.request({ area: 'confluence', method: 'POST', path: `${V1}/content/${segment(request.contentId)}/version`, body, signal });
  return summaryOf(readBody('confluence', v1Version, response.body));
}

/**
 * Deletes the version that has this number now, for good (its changes fold into the next one); no checks:
 * callers confirm first which version that is and that it is not the current one.
 */
export async function deleteVersionNumber(session: ApiSession, contentId: string, versionNumber: number, signal?: AbortSignal): Promise<void> {
  await session.request({ area: 'confluence', method: 'DELETE', path: `${V1}/content/${segment(contentId)}/version/${segment(versionNumber)}`, signal });
}
