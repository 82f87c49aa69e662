import type { z } from 'zod';
import type { ConfluencePage, ConfluencePageDetail, PageDraft, PageEdit, PageFilters } from '../../../contract/confluence/pages-and-spaces.channels';
import type { ApiSession } from '../../http/session';
import type { PageUpdateBody } from '../../spec-patches';
import { fetchCursorPage, type CursorPage, type PageRequest } from '../shared/paging';
import { commaList, segment, V2 } from '../shared/paths';
import { readBody } from '../../validate';
import { v2Page, v2PageDetail } from './page-schema';

type Filters = z.output<typeof PageFilters>;

export function listPages(session: ApiSession, filters: Filters, page: PageRequest = {}): Promise<CursorPage<ConfluencePage>> {
  const query = {
    id: commaList(filters.ids),
    'space-id': commaList(filters.spaceIds),
    sort: filters.sort,
    status: commaList(filters.status),
    title: filters.title,
    'body-format': filters.bodyFormat,
    subtype: filters.subtype,
  };
  return fetchCursorPage(session, { path: `${V2}/pages`, query }, v2Page, page);
}

export interface LabelPagesFilter {
  labelId: string;
  spaceIds?: string[];
  sort?: Filters['sort'];
  bodyFormat?: Filters['bodyFormat'];
}

export function listPagesWithLabel(session: ApiSession, filter: LabelPagesFilter, page: PageRequest = {}) {
  const query = { 'space-id': commaList(filter.spaceIds), sort: filter.sort, 'body-format': filter.bodyFormat };
  return fetchCursorPage(session, { path: `${V2}/labels/${segment(filter.labelId)}/pages`, query }, v2Page, page);
}

export interface SpacePagesFilter {
  spaceId: string;
  depth?: 'all' | 'root';
  sort?: Filters['sort'];
  status?: Filters['status'];
  title?: string;
  bodyFormat?: Filters['bodyFormat'];
}

export function listPagesInSpace(session: ApiSession, filter: SpacePagesFilter, page: PageRequest = {}) {
  const query = { depth: filter.depth, sort: filter.sort, status: commaList(filter.status), title: filter.title, 'body-format': filter.bodyFormat };
  return fetchCursorPage(session, { path: `${V2}/spaces/${segment(filter.spaceId)}/pages`, query }, v2Page, page);
}

export interface PageReadOptions {
  bodyFormat?: string;
  /** A previously published version to read instead of the current one. */
  version?: number;
  getDraft?: boolean;
  includeLabels?: boolean;
  includeVersions?: boolean;
}

export async function getPage(session: ApiSession, pageId: string, options: PageReadOptions = {}, signal?: AbortSignal): Promise<ConfluencePageDetail> {
  const response = await session.request({
    area: 'confluence',
    path: `${V2}/pages/${segment(pageId)}`,
    query: {
      'body-format': options.bodyFormat,
      version: options.version,
      'get-draft': options.getDraft,
      'include-labels': options.includeLabels,
      'include-versions': options.includeVersions,
    },
    signal,
  });
  return readBody('confluence', v2PageDetail, response.body);
}

/** A draft may go without a title; a published page needs one (the contract checks it first). */
export async function createPage(session: ApiSession, draft: PageDraft, signal?: AbortSignal): Promise<ConfluencePage> {
  const response = await session.request({
    area: 'confluence',
    method: 'POST',
    path: `${V2}/pages`,
    query: { 'root-level': draft.rootLevel, private: draft.private },
    body: { spaceId: draft.spaceId, status: draft.status, title: draft.title, parentId: draft.parentId, body: draft.body },
    signal,
  });
  return readBody('confluence', v2Page, response.body);
}

/**
 * Confluence wants the new version number: one more than the version the edit started from, or 1 when
 * the edit is saved as a draft. A newer version saved meanwhile makes it answer 409 (conflict).
 */
export async function updatePage(session: ApiSession, edit: PageEdit, signal?: AbortSignal): Promise<ConfluencePage> {
  const body: PageUpdateBody = {
    id: edit.pageId,
    status: edit.status,
    title: edit.title,
    body: edit.body,
    version: { number: edit.status === 'draft' ? 1 : edit.basedOnVersion + 1, message: edit.versionMessage },
    parentId: edit.parentId,
    ownerId: edit.ownerId,
  };
  // A replayed save after a dropped connection would look like a conflict, so it is never replayed.
  const response = await session.request({ area: 'confluence', method: 'PUT', path: `${V2}/pages/${segment(edit.pageId)}`, body, signal, idempotent: false });
  return readBody('confluence', v2Page, response.body);
}

/** Moves the page to the trash; `purge` removes a trashed page for good, `draft` discards a draft. */
export async function deletePage(session: ApiSession, pageId: string, options: { purge?: boolean; draft?: boolean } = {}, signal?: AbortSignal): Promise<void> {
  await session.request({ area: 'confluence', method: 'DELETE', path: `${V2}/pages/${segment(pageId)}`, query: { purge: options.purge, draft: options.draft }, signal });
}
