import type { HistoryPerson } from '../../../../../app/contract/confluence/content';
import type { HistoryVersion } from '../../../../../app/contract/confluence/history.channels';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Version 4 · Ada Lovelace · 12 Mar 2026, 10:04": who saved a version and when. */
export function versionLine(version: Pick<HistoryVersion, 'number' | 'createdAt'>, author: HistoryPerson | undefined): string {
  const when = version.createdAt === null ? 'time unknown' : dateTime.format(new Date(version.createdAt));
  return [`Version ${version.number}`, author?.name ?? 'Unknown person', when].join(' · ');
}

export function savedAt(createdAt: string | null): string {
  return createdAt === null ? 'at an unknown time' : dateTime.format(new Date(createdAt));
}
