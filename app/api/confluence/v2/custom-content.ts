import type { z } from 'zod';
import type { ContainerRef, CustomContent, CustomContentDraft, CustomContentEdit } from '../../../contract/confluence/custom-content.channels';
import type { ApiSession } from '../../http/session';
import { fetchCursorPage, type CursorPage, type PageRequest } from '../shared/paging';
import { commaList, segment, V2 } from '../shared/paths';
import { readBody } from '../../validate';
import { v2CustomContent } from './custom-content-schema';

const CONTAINER_FIELD = { space: 'spaceId', page: 'pageId', blogpost: 'blogPostId', customContent: 'customContentId' } as const;

function containerField(container: z.output<typeof ContainerRef> | undefined): Record<string, string> {
  return container ? { [CONTAINER_FIELD[container.kind]]: container.id } : {};
}

const itemPath = (id: string) => `${V2}/custom-content/${segment(id)}`;

export interface CustomContentQuery {
  /** An app's custom content type key; an unknown type answers 404, a known one with no items an empty list. */
  type: string;
  ids?: string[];
  spaceIds?: string[];
  sort?: string;
  bodyFormat?: 'raw' | 'storage' | 'atlas_doc_format';
}

export function listCustomContent(session: ApiSession, request: CustomContentQuery, page: PageRequest = {}): Promise<CursorPage<CustomContent>> {
  const query = { type: request.type, id: commaList(request.ids), 'space-id': commaList(request.spaceIds), sort: request.sort, 'body-format': request.bodyFormat };
  return fetchCursorPage(session, { path: `${V2}/custom-content`, query }, v2CustomContent, page);
}

export async function getCustomContent(
  session: ApiSession,
  id: string,
  options: { bodyFormat?: string; version?: number } = {},
  signal?: AbortSignal,
): Promise<CustomContent> {
  const response = await session.request({
    area: 'confluence',
    path: itemPath(id),
    query: { 'body-format': options.bodyFormat, version: options.version },
    signal,
  });
  return readBody('confluence', v2CustomContent, response.body);
}

/** Lives in exactly one container: a space, a page, a blog post or another custom content item. */
export async function createCustomContent(session: ApiSession, draft: CustomContentDraft, signal?: AbortSignal): Promise<CustomContent> {
  const response = await session.request({
    area: 'confluence',
    method: 'POST',
    path: `${V2}/custom-content`,
    body: { type: draft.type, title: draft.title, body: draft.body, status: draft.status, ...containerField(draft.container) },
    signal,
  });
  return readBody('confluence', v2CustomContent, response.body);
}

/** Like pages, a save names the next version number; a stale one is refused. */
export async function updateCustomContent(session: ApiSession, edit: CustomContentEdit, signal?: AbortSignal): Promise<CustomContent> {
  const response = await session.request({
    area: 'confluence',
    method: 'PUT',
    path: itemPath(edit.id),
    body: {
      id: edit.id,
      type: edit.type,
      status: 'current',
      title: edit.title,
      body: edit.body,
      version: { number: edit.basedOnVersion + 1, message: edit.versionMessage },
      ...containerField(edit.container),
    },
    signal,
    idempotent: false,
  });
  return readBody('confluence', v2CustomContent, response.body);
}

/** Trash or purge, depending on what the content type supports; `purge` removes a trashed item for good. */
export async function deleteCustomContent(session: ApiSession, id: string, purge?: boolean, signal?: AbortSignal): Promise<void> {
  await session.request({ area: 'confluence', method: 'DELETE', path: itemPath(id), query: { purge }, signal });
}

export interface ContainerCustomContentQuery {
  type: string;
  container: { kind: 'page' | 'space'; id: string };
  sort?: string;
  bodyFormat?: 'raw' | 'storage' | 'atlas_doc_format';
}

/** Custom content of one type on a page, or anywhere in a space. */
export function listCustomContentIn(session: ApiSession, request: ContainerCustomContentQuery, page: PageRequest = {}): Promise<CursorPage<CustomContent>> {
  const owner = request.container.kind === 'page' ? 'pages' : 'spaces';
  const query = { type: request.type, sort: request.sort, 'body-format': request.bodyFormat };
  return fetchCursorPage(session, { path: `${V2}/${owner}/${segment(request.container.id)}/custom-content`, query }, v2CustomContent, page);
}
