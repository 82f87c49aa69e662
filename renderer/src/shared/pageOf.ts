/**
 * The items of one page (pages counted from 0, `size` items each). A page past the end shows the last one,
 * so a list that shrank under the page shown (a filter, a deleted row) never shows an empty page.
 */
export function pageOf<T>(items: readonly T[], page: number, size: number): { rows: T[]; page: number } {
  const last = Math.max(0, Math.ceil(items.length / size) - 1);
  const shown = Math.min(Math.max(0, page), last);
  return { rows: items.slice(shown * size, (shown + 1) * size), page: shown };
}
