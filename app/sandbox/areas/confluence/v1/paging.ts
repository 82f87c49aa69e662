import type { SandboxRequest } from '../../../kit';
import { v1Error } from '../errors';
import { readInt, withQuery } from '../query';

export interface OffsetWindow {
  start: number;
  limit: number;
}

/**
 * Classic endpoints declare no maximum ("may be restricted by fixed system limits"): an oversized limit
 * is clamped, never refused.
 */
export function readOffsetWindow(query: URLSearchParams, defaultLimit: number, systemMax: number): OffsetWindow {
  const start = readInt(query, 'start', { def: 0, min: 0 }, v1Error);
  const limit = readInt(query, 'limit', { def: defaultLimit, min: 0 }, v1Error);
  return { start, limit: Math.min(limit, systemMax) };
}

/** The classic API's links are relative to `base`, which already ends in `/wiki`. */
export function v1PathOf(req: SandboxRequest): string {
  return req.path.replace(/^\/wiki/, '');
}

export function v1BaseLinks(req: SandboxRequest): { base: string; context: string } {
  return { base: `${req.baseUrl}/wiki`, context: '/wiki' };
}

export function v1SelfLink(req: SandboxRequest): string {
  const query = req.query.toString();
  return `${req.baseUrl}/wiki${v1PathOf(req)}${query === '' ? '' : `?${query}`}`;
}

export interface OffsetPage<R> {
  results: R[];
  start: number;
  limit: number;
  size: number;
  _links: Record<string, string>;
}

export function offsetPage<T, R>(
  req: SandboxRequest,
  items: readonly T[],
  window: OffsetWindow,
  render: (item: T) => R,
): OffsetPage<R> {
  const slice = items.slice(window.start, window.start + window.limit);
  const links: Record<string, string> = { ...v1BaseLinks(req), self: v1SelfLink(req) };
  const path = v1PathOf(req);
  if (window.limit > 0 && window.start + window.limit < items.length) {
    const start = String(window.start + window.limit);
    links.next = `${path}?${withQuery(req.query, { start, limit: String(window.limit) })}`;
  }
  if (window.start > 0) {
    const start = String(Math.max(0, window.start - window.limit));
    links.prev = `${path}?${withQuery(req.query, { start, limit: String(window.limit) })}`;
  }
  return { results: slice.map(render), start: window.start, limit: window.limit, size: slice.length, _links: links };
}
