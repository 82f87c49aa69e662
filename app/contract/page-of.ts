/**
 * Where one page lies in a list of `length` items (pages counted from 0, `size` items each). A page past
 * the end is the last one, so a list that shrank under the page shown (a filter, a deleted row) never
 * shows an empty page.
 */
export function pageBounds(length: number, page: number, size: number): { start: number; end: number; page: number } {
  const last = Math.max(0, Math.ceil(length / size) - 1);
  const shown = Math.min(Math.max(0, page), last);
  return { start: shown * size, end: Math.min(length, (shown + 1) * size), page: shown };
}

/** The items of one page, as `pageBounds` places it. */
export function pageOf<T>(items: readonly T[], page: number, size: number): { rows: T[]; page: number } {
  const { start, end, page: shown } = pageBounds(items.length, page, size);
  return { rows: items.slice(start, end), page: shown };
}
