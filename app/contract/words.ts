/**
 * Counting words the screens and the core share, so a count reads the same in a dialog, a job title and an
 * Activity entry.
 */

/** The word alone that agrees with a count: "page" or "pages", "is" or "are". */
export function agreeing(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** "1 page", "1,204 pages". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en')} ${agreeing(count, one, many)}`;
}
