import type { SandboxReply, SandboxRequest } from '../../../kit';
import { v2Error } from '../errors';
import { readInt, withQuery } from '../query';

export type SortKey = ReadonlyArray<string | number>;

/** A named ordering; the key ends with a unique id so every position in the list is distinct. */
export interface SortOrder<T> {
  name: string;
  descending: boolean;
  key(item: T): SortKey;
}

const V2_MAX_LIMIT = 250;

/** v2 declares `limit` min 1, max 250; out-of-range values are refused with 400. */
export function readV2Limit(query: URLSearchParams, def: number): number {
  return readInt(query, 'limit', { def, min: 1, max: V2_MAX_LIMIT }, v2Error);
}

function compareKeys(a: SortKey, b: SortKey): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const left = a[index];
    const right = b[index];
    if (left === right || left === undefined || right === undefined) continue;
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    return String(left) < String(right) ? -1 : 1;
  }
  return a.length - b.length;
}

function orderedComparison<T>(order: SortOrder<T>): (a: SortKey, b: SortKey) => number {
  return order.descending ? (a, b) => compareKeys(b, a) : compareKeys;
}

/**
 * The first `count` items whose key comes after `after` (all of them when it is null), in order, without
 * sorting the whole list: a 100,000-page space is listed 250 at a time, and sorting it for each page made
 * listing it take minutes. `keep` is asked only of an item that would be among them, so a slow test (what
 * the caller may see) runs for about a page of items, not for the whole list.
 */
function firstAfter<T>(items: Iterable<T>, order: SortOrder<T>, after: SortKey | null, count: number, keep: (item: T) => boolean): T[] {
  const compare = orderedComparison(order);
  const best: { item: T; key: SortKey }[] = [];
  for (const item of items) {
    const key = order.key(item);
    if (after !== null && compare(key, after) <= 0) continue;
    const last = best[best.length - 1];
    if (best.length === count && last !== undefined && compare(key, last.key) >= 0) continue;
    if (!keep(item)) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const entry = best[middle];
      if (entry !== undefined && compare(entry.key, key) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, { item, key });
    if (best.length > count) best.pop();
  }
  return best.map((entry) => entry.item);
}

/** Cursors carry the sort key of the last item served, so inserts and deletes never skip or repeat items. */
function encodeCursor(orderName: string, key: SortKey): string {
  return Buffer.from(JSON.stringify({ s: orderName, k: key })).toString('base64url');
}

function decodeCursor(cursor: string, orderName: string): SortKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw v2Error(400, 'The cursor is not valid.');
  }
  if (typeof parsed !== 'object' || parsed === null || !('s' in parsed) || !('k' in parsed)) {
    throw v2Error(400, 'The cursor is not valid.');
  }
  const key = parsed.k;
  if (!Array.isArray(key) || !key.every((part) => typeof part === 'string' || typeof part === 'number')) {
    throw v2Error(400, 'The cursor is not valid.');
  }
  if (parsed.s !== orderName) throw v2Error(400, 'The cursor was issued for a different sort order.');
  return key;
}

/**
 * One page of a v2 list: `{results, _links:{next?, base}}` and a `Link` header while more remain. Items
 * `visible` refuses are left out as if they did not exist; it is asked only of items that could be on the page.
 */
export function cursorPage<T, R>(
  req: SandboxRequest,
  items: Iterable<T>,
  order: SortOrder<T>,
  limit: number,
  render: (item: T) => R,
  visible: (item: T) => boolean = () => true,
): SandboxReply {
  const cursor = req.query.get('cursor');
  const after = cursor === null || cursor === '' ? null : decodeCursor(cursor, order.name);
  // One more than the page: whether it exists says whether a next page does.
  const upcoming = firstAfter(items, order, after, limit + 1, visible);
  const slice = upcoming.slice(0, limit);
  const links: { next?: string; base: string } = { base: `${req.baseUrl}/wiki` };
  const headers: Record<string, string> = {};
  const last = slice[slice.length - 1];
  if (last !== undefined && upcoming.length > limit) {
    const next = `${req.path}?${withQuery(req.query, { limit: String(limit), cursor: encodeCursor(order.name, order.key(last)) })}`;
    links.next = next;
    headers.Link = `<${next}>; rel="next"`;
  }
  return { status: 200, body: { results: slice.map(render), _links: links }, headers };
}

/** The usual v2 orderings by id, dates and title, each ending in the numeric id. */
export function standardOrder<T extends { id: string }>(
  sort: string,
  fields: { createdAt(item: T): string; modifiedAt(item: T): string; title(item: T): string },
): SortOrder<T> {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  // Read for every item of a list on every page asked for: no regular expression.
  const id = (item: T): number => Number(item.id.startsWith('att') ? item.id.slice(3) : item.id);
  const keyOf: Record<string, (item: T) => SortKey> = {
    id: (item) => [id(item)],
    'created-date': (item) => [fields.createdAt(item), id(item)],
    'modified-date': (item) => [fields.modifiedAt(item), id(item)],
    title: (item) => [fields.title(item).toLowerCase(), id(item)],
  };
  const key = keyOf[field];
  if (key === undefined) throw v2Error(400, `Unsupported sort '${sort}'.`);
  return { name: sort, descending, key };
}
