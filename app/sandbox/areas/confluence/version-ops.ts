import { bodyOf, currentVersion, findVersion } from './content';
import type { ContentRecord, VersionRecord } from './state';

/** Appends a new current version; every edit, restore or publish goes through here. */
export function appendVersion(
  content: ContentRecord,
  change: { authorId: string; createdAt: string; message: string; minorEdit: boolean; title: string; body: string },
): VersionRecord {
  const version: VersionRecord = {
    number: currentVersion(content).number + 1,
    ...change,
    body: change.body,
    bodySeed: 0,
  };
  content.versions.push(version);
  return version;
}

/** Restore makes a new latest version with the old body; the title comes back only when asked. */
export function restoreVersion(
  content: ContentRecord,
  source: VersionRecord,
  change: { authorId: string; createdAt: string; message: string; restoreTitle: boolean },
): VersionRecord {
  return appendVersion(content, {
    authorId: change.authorId,
    createdAt: change.createdAt,
    message: change.message,
    minorEdit: false,
    title: change.restoreTitle ? source.title : currentVersion(content).title,
    body: bodyOf(content, source),
  });
}

/**
 * Deleting a historical version: each version is a full snapshot, so the next version already holds
 * the combined result; the later versions shift down by one, as Confluence Cloud renumbers them.
 */
export function deleteHistoricalVersion(content: ContentRecord, number: number): void {
  const target = findVersion(content, number);
  if (target === undefined) return;
  content.versions = content.versions.filter((version) => version !== target);
  content.versions.forEach((version, index) => {
    version.number = index + 1;
  });
}
