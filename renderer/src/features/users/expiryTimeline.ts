import { DAY_MS } from '../../../../app/contract/users/token-state';

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

const WEEKS = 52;
const MONTHS = 12;

function monthSlots(nowMs: number, locale?: string): TimelineSlot[] {
  const now = new Date(nowMs);
  // Twelve consecutive months never repeat a month name, so the axis can leave the year out.
  const short = new Intl.DateTimeFormat(locale, { month: 'short' });
  const long = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  return Array.from({ length: MONTHS }, (_, index) => {
    const start = new Date(now.getFullYear(), now.getMonth() + index, 1);
    // The current month only counts from now: what expired earlier this month is already expired.
    const startMs = index === 0 ? nowMs : start.getTime();
    return { startMs, label: short.format(start), longLabel: long.format(start), count: 0 };
  });
}

function weekSlots(nowMs: number, locale?: string): TimelineSlot[] {
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const long = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  return Array.from({ length: WEEKS }, (_, index) => {
    const startMs = nowMs + index * 7 * DAY_MS;
    return { startMs, label: short.format(startMs), longLabel: `the week of ${long.format(startMs)}`, count: 0 };
  });
}

function monthIndex(expiresMs: number, nowMs: number): number {
  const now = new Date(nowMs);
  const then = new Date(expiresMs);
  return (then.getFullYear() - now.getFullYear()) * 12 + (then.getMonth() - now.getMonth());
}

/** Counts the tokens that are still valid and expire in the next twelve months, per month or per week. */
export function expiryTimeline(
  tokens: readonly { expiresMs: number | null }[],
  nowMs: number,
  step: TimelineStep,
  locale?: string,
): ExpiryTimeline {
  const slots = step === 'month' ? monthSlots(nowMs, locale) : weekSlots(nowMs, locale);
  let total = 0;
  for (const { expiresMs } of tokens) {
    if (expiresMs === null || expiresMs <= nowMs) continue;
    const index = step === 'month' ? monthIndex(expiresMs, nowMs) : Math.floor((expiresMs - nowMs) / (7 * DAY_MS));
    const slot = slots[index];
    if (!slot) continue;
    slot.count += 1;
    total += 1;
  }
  let peak: TimelineSlot | null = null;
  for (const slot of slots) if (slot.count > 0 && slot.count > (peak?.count ?? 0)) peak = slot;
  return { slots, peak, total };
}
