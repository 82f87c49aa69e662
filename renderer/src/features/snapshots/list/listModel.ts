import type { AutoSnapshot, SnapshotSummary } from '../../../../../app/contract/snapshots/snapshots.channels';
import { plural } from '../../../../../app/contract/words';
import { allowed, refused, type Availability } from '../../../shared/availability';

const newestFirst = (a: SnapshotSummary, b: SnapshotSummary) => Date.parse(b.takenAt) - Date.parse(a.takenAt);

/**
 * The snapshots of the site this connection reaches, newest first, and apart from them those taken on another
 * site (imported, or taken through another connection), which can only be copied here.
 */
export function splitBySite(snapshots: readonly SnapshotSummary[]): { here: SnapshotSummary[]; elsewhere: SnapshotSummary[] } {
  const sorted = [...snapshots].sort(newestFirst);
  return { here: sorted.filter((snapshot) => snapshot.sameSite), elsewhere: sorted.filter((snapshot) => !snapshot.sameSite) };
}

/** Two ticked snapshots as a comparison: the older one is the base, so "added" means added since. */
export function comparedPair(ticked: readonly SnapshotSummary[]): { baseId: string; otherId: string } | null {
  if (ticked.length !== 2) return null;
  const [newer, older] = [...ticked].sort(newestFirst);
  return newer && older ? { baseId: older.id, otherId: newer.id } : null;
}

/** Whether the two ticked snapshots can be compared, and why not. */
export function comparePairAvailability(tickedCount: number, starting: boolean): Availability {
  if (starting) return refused('The comparison is starting.');
  if (tickedCount !== 2) return refused('Tick exactly two snapshots to compare them.');
  return allowed;
}

/** The automatic snapshots' settings in one sentence. */
export function autoWords(auto: AutoSnapshot): string {
  if (!auto.enabled) return 'Off: snapshots are taken only when you take one.';
  const spaces = auto.spaceKeys.length > 0 ? `, with the page restrictions of ${auto.spaceKeys.join(', ')}` : '';
  return `On: a snapshot when Orgdesk starts, at most once a day, keeping the last ${plural(auto.keep, 'snapshot')}${spaces}.`;
}

/** A snapshot being saved after its job read the site: its name, and when the job started. */
export interface AwaitedSnapshot {
  label: string;
  sinceMs: number;
}

/**
 * The snapshot the list now holds for one being saved, if it is there yet: the file is written after the job
 * that reads the site has ended, once the people it names have been looked up.
 */
export function awaitedIn(snapshots: readonly SnapshotSummary[], awaited: AwaitedSnapshot): SnapshotSummary | null {
  return snapshots.find((snapshot) => snapshot.label === awaited.label.trim() && Date.parse(snapshot.takenAt) >= awaited.sinceMs) ?? null;
}
