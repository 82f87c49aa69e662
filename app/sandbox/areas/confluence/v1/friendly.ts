/** Confluence's human phrasing of a past time, relative to the sandbox clock. */
export function friendlyWhen(iso: string, now: string): string {
  const days = Math.floor((Date.parse(now) - Date.parse(iso)) / 86_400_000);
  if (days < 1) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 30) return `${days} days ago`;
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
