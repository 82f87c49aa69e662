const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The `yyyy-mm-dd` day of an ISO timestamp. */
export function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Jira's "user" rendering of a day, in the site's default `d/MMM/yyyy` format (`6/Jul/2010`). */
export function userDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date ?? 1}/${MONTHS[(month ?? 1) - 1] ?? 'Jan'}/${year ?? 1970}`;
}

/** A real calendar day written as `yyyy-mm-dd`. */
export function isValidDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
