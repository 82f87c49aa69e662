import type { Rng } from '../../../kit';
import type { ConfluenceState } from '../state';

const DAY_MS = 86_400_000;

/** Everything a generator step needs: the state under construction and who may author content. */
export interface GenerationScope {
  state: ConfluenceState;
  rng: Rng;
  authors: string[];
  now: number;
  adminAccountId: string;
}

export function isoBefore(now: number, days: number, rng: Rng): string {
  return new Date(now - days * DAY_MS - rng.int(0, DAY_MS - 1)).toISOString();
}

/** Ascending timestamps between `from` and shortly before `now`, one per version. */
export function spreadTimes(from: string, count: number, now: number, rng: Rng): string[] {
  const start = Date.parse(from);
  const span = Math.max(now - 3_600_000 - start, count);
  const offsets = Array.from({ length: count }, (_, index) => (index === 0 ? 0 : rng.int(1, span)));
  return offsets.sort((a, b) => a - b).map((offset) => new Date(start + offset).toISOString());
}

export function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  for (let attempt = 0; attempt < count * 3 && chosen.size < count; attempt += 1) chosen.add(rng.pick(items));
  return [...chosen];
}

