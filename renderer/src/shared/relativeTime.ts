const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Building a formatter costs far more than using one, and a table formats a time in every row. */
function cached<F>(make: (locale: string | undefined) => F): (locale: string | undefined) => F {
  const made = new Map<string | undefined, F>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const relativeFormat = cached((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const exactFormat = cached((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'medium' }));
const dayFormat = cached((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'full' }));
const clockFormat = cached((locale) => new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }));

/** "just now", "5 minutes ago", "yesterday": the largest unit that fits. */
export function relativeTime(iso: string, now: Date = new Date(), locale?: string): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Math.abs(seconds) < 45) return 'just now';
  const format = relativeFormat(locale);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds / 60), 'minute');
}

export function exactTime(iso: string, locale?: string): string {
  return exactFormat(locale).format(new Date(iso));
}

/**
 * A second moment after `first`, worded without the day when it is the same day: "at 9:45:05 AM", else in
 * full as `exactTime` says it ("Saturday, November 28, 2026 at 8:02:11 AM").
 */
export function laterTime(first: string, later: string, locale?: string): string {
  const sameDay = dayFormat(locale).format(new Date(first)) === dayFormat(locale).format(new Date(later));
  return sameDay ? `at ${clockFormat(locale).format(new Date(later))}` : exactTime(later, locale);
}
