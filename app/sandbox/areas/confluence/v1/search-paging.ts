import type { SandboxRequest } from '../../../kit';
import { v1Error } from '../errors';
import { withQuery } from '../query';
import { v1BaseLinks, v1PathOf, v1SelfLink, type OffsetWindow } from './paging';

/**
 * Search cursors are opaque to clients; here they carry the offset of the page they point at, and for a
 * next page of a search in id order, the id it starts after.
 */
function encodeSearchCursor(offset: number, afterId: number | undefined): string {
  return Buffer.from(afterId === undefined ? `_sa_${offset}` : `_sa_${offset}_${afterId}`).toString('base64url');
}

export function decodeSearchCursor(cursor: string): number {
  return decodeSearchPosition(cursor).offset;
}

/** Where a cursor points: the offset, and the id a search in id order goes on after (when it says). */
export function decodeSearchPosition(cursor: string): { offset: number; afterId: number | undefined } {
  const match = /^_sa_(\d+)(?:_(\d+))?$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (match === null) throw v1Error(400, 'The search cursor is not valid.');
  return { offset: Number(match[1]), afterId: match[2] === undefined ? undefined : Number(match[2]) };
}

/** `_links` of a search page: `next`/`prev` carry cursor and start, and are absent at either end. */
export function searchLinks(req: SandboxRequest, window: OffsetWindow, total: number, nextAfterId?: number): Record<string, string> {
  const links: Record<string, string> = { ...v1BaseLinks(req), self: v1SelfLink(req) };
  const path = v1PathOf(req);
  const linkTo = (offset: number, direction: 'next' | 'prev'): string =>
    `${path}?${withQuery(req.query, {
      next: direction === 'next' ? 'true' : undefined,
      prev: direction === 'prev' ? 'true' : undefined,
      cursor: encodeSearchCursor(offset, direction === 'next' ? nextAfterId : undefined),
      limit: String(window.limit),
      start: String(offset),
    })}`;
  if (window.limit > 0 && window.start + window.limit < total) links.next = linkTo(window.start + window.limit, 'next');
  if (window.start > 0) links.prev = linkTo(Math.max(0, window.start - window.limit), 'prev');
  return links;
}
