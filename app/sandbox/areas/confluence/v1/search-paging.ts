import type { SandboxRequest } from '../../../kit';
import { v1Error } from '../errors';
import { withQuery } from '../query';
import { v1BaseLinks, v1PathOf, v1SelfLink, type OffsetWindow } from './paging';

/** Search cursors are opaque to clients; here they carry the offset of the page they point at. */
function encodeSearchCursor(offset: number): string {
  return Buffer.from(`_sa_${offset}`).toString('base64url');
}

export function decodeSearchCursor(cursor: string): number {
  const match = /^_sa_(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (match === null) throw v1Error(400, 'The search cursor is not valid.');
  return Number(match[1]);
}

/** `_links` of a search page: `next`/`prev` carry cursor and start, and are absent at either end. */
export function searchLinks(req: SandboxRequest, window: OffsetWindow, total: number): Record<string, string> {
  const links: Record<string, string> = { ...v1BaseLinks(req), self: v1SelfLink(req) };
  const path = v1PathOf(req);
  const linkTo = (offset: number, direction: 'next' | 'prev'): string =>
    `${path}?${withQuery(req.query, {
      next: direction === 'next' ? 'true' : undefined,
      prev: direction === 'prev' ? 'true' : undefined,
      cursor: encodeSearchCursor(offset),
      limit: String(window.limit),
      start: String(offset),
    })}`;
  if (window.limit > 0 && window.start + window.limit < total) links.next = linkTo(window.start + window.limit, 'next');
  if (window.start > 0) links.prev = linkTo(Math.max(0, window.start - window.limit), 'prev');
  return links;
}
