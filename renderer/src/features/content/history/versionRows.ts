import type { HistoryVersion } from '../../../../../app/contract/confluence/history.channels';

/** The current version is the newest: the highest number of the history. */
export function currentNumber(versions: readonly Pick<HistoryVersion, 'number'>[]): number | null {
  return versions.reduce<number | null>((highest, version) => (highest === null || version.number > highest ? version.number : highest), null);
}

/** Why a version can't be deleted, or null when it can. */
export function deleteRefusal(version: Pick<HistoryVersion, 'number' | 'createdAt'>, current: number | null): string | null {
  if (version.number === current) return 'The current version can’t be deleted. Restore an earlier one instead.';
  if (version.createdAt === null) return 'Confluence did not say when this version was saved, so Orgdesk can’t be sure which one it would delete.';
  return null;
}

/** Why a version can't be restored, or null when it can. */
export function restoreRefusal(version: Pick<HistoryVersion, 'number' | 'createdAt'>, current: number | null): string | null {
  if (version.number === current) return 'This is the current version already.';
  if (version.createdAt === null) return 'Confluence did not say when this version was saved, so Orgdesk can’t restore it safely.';
  return null;
}

/** The two picked versions, older first, or null unless exactly two are picked. */
export function comparePair(picked: readonly number[]): [number, number] | null {
  if (picked.length !== 2) return null;
  const [a = 0, b = 0] = picked;
  return a < b ? [a, b] : [b, a];
}
