import { COMPARE_ROWS_PER_CHUNK } from '../../../../../../app/contract/confluence/history.channels';
import { plural } from '../../../../../../app/contract/words';

/** Which chunk of rows (as the core hands them out) holds a row. */
export function chunkOf(index: number): number {
  return Math.floor(index / COMPARE_ROWS_PER_CHUNK);
}

/** The chunks covering rows `first..last` (inclusive). */
export function chunksBetween(first: number, last: number): number[] {
  const chunks: number[] = [];
  for (let chunk = chunkOf(Math.max(0, first)); chunk <= chunkOf(Math.max(first, last)); chunk += 1) chunks.push(chunk);
  return chunks;
}

/** The position in `changes` to go to next from `at` (-1: before the first), wrapping round. */
export function nextChange(changes: readonly number[], at: number): number {
  if (changes.length === 0) return -1;
  return at + 1 >= changes.length ? 0 : at + 1;
}

export function previousChange(changes: readonly number[], at: number): number {
  if (changes.length === 0) return -1;
  return at <= 0 ? changes.length - 1 : at - 1;
}

/** "Change 3 of 12", or how many there are before the first jump; "Comparing…" until the comparison is known. */
export function changePosition(changes: readonly number[] | undefined, at: number): string {
  if (changes === undefined) return 'Comparing…';
  if (changes.length === 0) return 'No changes';
  if (at < 0) return plural(changes.length, 'change');
  return `Change ${(at + 1).toLocaleString()} of ${changes.length.toLocaleString()}`;
}
