import type { ActivityFilter } from '../../../../app/contract/app/activity.channels';

export type OutcomeChoice = 'any' | NonNullable<ActivityFilter['outcome']>;

/** What the filter bar holds; dates are `yyyy-mm-dd` from date inputs, in the user's time zone. */
export interface FilterValues {
  text: string;
  outcome: OutcomeChoice;
  connectionId: string;
  from: string;
  to: string;
}

export const noFilters: FilterValues = { text: '', outcome: 'any', connectionId: '', from: '', to: '' };

function localDayBoundary(day: string, end: boolean): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number);
  if (year === undefined || month === undefined || date === undefined) return undefined;
  const time = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date);
  return time.toISOString();
}

/** The contract's filter: empty choices are left out, and a day range covers both whole days. */
export function toActivityFilter(values: FilterValues): ActivityFilter {
  const filter: ActivityFilter = {};
  const text = values.text.trim();
  if (text) filter.text = text;
  if (values.outcome !== 'any') filter.outcome = values.outcome;
  if (values.connectionId) filter.connectionId = values.connectionId;
  const from = localDayBoundary(values.from, false);
  const to = localDayBoundary(values.to, true);
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

export function hasFilters(values: FilterValues): boolean {
  return Object.keys(toActivityFilter(values)).length > 0;
}
