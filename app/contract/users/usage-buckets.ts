import { z } from 'zod';
import { calendarDaysBetween } from './token-state';

export type UsageBucket = 'never' | 'today' | 'week' | 'month' | 'quarter' | 'year' | 'older';

const Count = z.number().int();
/** Tokens per bucket of last use. */
export const UsageCounts = z.object({ never: Count, today: Count, week: Count, month: Count, quarter: Count, year: Count, older: Count });
export type UsageCounts = z.infer<typeof UsageCounts>;

/** Upper age limit of each bucket in calendar days; a token belongs to the first bucket its last use fits. */
const bucketLimits: readonly [UsageBucket, number][] = [
  ['today', 1],
  ['week', 7],
  ['month', 30],
  ['quarter', 90],
  ['year', 365],
];

export const usageBucketLabels: Record<UsageBucket, string> = {
  never: 'Never used',
  today: 'Today',
  week: 'This week',
  month: 'This month',
  quarter: '1–3 months ago',
  year: '3–12 months ago',
  older: 'Over a year ago',
};

/** Chart order: most recent use first, never used last, so the bars read as "fresh to forgotten". */
export const usageBucketOrder: readonly UsageBucket[] = ['today', 'week', 'month', 'quarter', 'year', 'older', 'never'];

/**
 * Ages count local calendar days: "today" is since midnight (a use last night is not today), "this week"
 * the last 7 days including today, "this month" the last 30.
 */
export function usageBucketOf(lastUsedMs: number | null, nowMs: number): UsageBucket {
  if (lastUsedMs === null) return 'never';
  const ageDays = calendarDaysBetween(lastUsedMs, nowMs);
  for (const [bucket, limit] of bucketLimits) if (ageDays < limit) return bucket;
  return 'older';
}

export function countByUsage(lastUses: Iterable<number | null>, nowMs: number): UsageCounts {
  const counts: UsageCounts = { never: 0, today: 0, week: 0, month: 0, quarter: 0, year: 0, older: 0 };
  for (const lastUsedMs of lastUses) counts[usageBucketOf(lastUsedMs, nowMs)] += 1;
  return counts;
}
