import { DAY_MS } from '../../../../app/contract/users/token-state';
import { EXPIRY_MONTHS, EXPIRY_WEEKS, type ExpiryCounts } from '../../../../app/contract/users/expiry-counts';

export type TimelineStep = 'month' | 'week';

export interface TimelineSlot {
  startMs: number;
  /** Short name for the axis ("Mar", "12 Mar"); unique within one timeline. */
  label: string;
  /** Name for sentences ("March 2026", "the week of 12 March 2026"). */
  longLabel: string;
  count: number;
}

export interface ExpiryTimeline {
  slots: TimelineSlot[];
  /** The slot with the most expiries (the earliest on a tie); null when nothing expires in the window. */
  peak: TimelineSlot | null;
  /** Tokens expiring within the window. */
  total: number;
}

function monthSlots(nowMs: number, locale?: string): TimelineSlot[] {
  const now = new Date(nowMs);
  // Twelve consecutive months never repeat a month name, so the axis can leave the year out.
  const short = new Intl.DateTimeFormat(locale, { month: 'short' });
  const long = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  return Array.from({ length: EXPIRY_MONTHS }, (_, index) => {
    const start = new Date(now.getFullYear(), now.getMonth() + index, 1);
    // The current month only counts from now: what expired earlier this month is already expired.
    const startMs = index === 0 ? nowMs : start.getTime();
    return { startMs, label: short.format(start), longLabel: long.format(start), count: 0 };
  });
}

function weekSlots(nowMs: number, locale?: string): TimelineSlot[] {
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const long = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  return Array.from({ length: EXPIRY_WEEKS }, (_, index) => {
    const startMs = nowMs + index * 7 * DAY_MS;
    return { startMs, label: short.format(startMs), longLabel: `the week of ${long.format(startMs)}`, count: 0 };
  });
}

/** The chart's slots, named in the reader's language, with the counts the core worked out. */
export function expiryTimeline(counts: ExpiryCounts, nowMs: number, step: TimelineStep, locale?: string): ExpiryTimeline {
  const slots = step === 'month' ? monthSlots(nowMs, locale) : weekSlots(nowMs, locale);
  const perSlot = step === 'month' ? counts.months : counts.weeks;
  let total = 0;
  slots.forEach((slot, index) => {
    slot.count = perSlot[index] ?? 0;
    total += slot.count;
  });
  let peak: TimelineSlot | null = null;
  for (const slot of slots) if (slot.count > 0 && slot.count > (peak?.count ?? 0)) peak = slot;
  return { slots, peak, total };
}
