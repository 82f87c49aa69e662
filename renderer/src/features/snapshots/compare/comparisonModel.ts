import type { ChangeState, ChangeSummary } from '../../../../../app/contract/snapshots/changes';
import { snapshotKinds, type SnapshotKind } from '../../../../../app/contract/snapshots/format';
import { ApplyInput, type ApplyMode, type Comparison } from '../../../../../app/contract/snapshots/snapshots.channels';
import { allowed, refused, type Availability } from '../../../shared/availability';

export const CHANGE_STATES: readonly ChangeState[] = ['added', 'removed', 'changed'];

export type StateCounts = Record<ChangeState, number>;

export interface KindGroup {
  kind: SnapshotKind;
  title: string;
  changes: ChangeSummary[];
  counts: StateCounts;
}

/**
 * The comparison's changes by kind, in the order every screen lists the kinds: each kind the comparison
 * looked at (even with no change, so "no change" is said), and any other kind that has changes. One pass
 * over the changes, however many there are.
 */
export function kindGroups(comparison: Pick<Comparison, 'kinds' | 'changes'>): KindGroup[] {
  const byKind = new Map<SnapshotKind, KindGroup>();
  for (const { kind, title } of snapshotKinds) byKind.set(kind, { kind, title, changes: [], counts: { added: 0, removed: 0, changed: 0 } });
  for (const change of comparison.changes) {
    const group = byKind.get(change.kind);
    if (!group) continue;
    group.changes.push(change);
    group.counts[change.state] += 1;
  }
  const looked = new Set(comparison.kinds);
  return [...byKind.values()].filter((group) => looked.has(group.kind) || group.changes.length > 0);
}

/**
 * What a comparison is between, which decides the words and what can be done with its changes: a snapshot
 * and the same site now (put back), a snapshot of another site and this site now (copy), or two snapshots
 * (only looked at).
 */
export type Sides = 'restore' | 'copy' | 'snapshots';

export function sidesOf(comparison: Pick<Comparison, 'crossSite' | 'other'>): Sides {
  if (comparison.other.takenAt !== null) return 'snapshots';
  return comparison.crossSite ? 'copy' : 'restore';
}

/** What each state means on screen, for the sides compared. */
export const stateWords: Record<Sides, Record<ChangeState, string>> = {
  restore: { added: 'Added since', removed: 'Removed since', changed: 'Changed since' },
  copy: { added: 'Only on this site', removed: 'Only in the snapshot', changed: 'Different here' },
  snapshots: { added: 'Added', removed: 'Removed', changed: 'Changed' },
};

/** "2 added since, 1 changed since", naming only the states that happened; "No changes" when none did. */
export function stateCountsWords(counts: StateCounts, sides: Sides): string {
  const parts = CHANGE_STATES.filter((state) => counts[state] > 0).map((state) => `${counts[state].toLocaleString('en')} ${stateWords[sides][state].toLowerCase()}`);
  return parts.length > 0 ? parts.join(', ') : 'No changes';
}

/** What the chosen changes can be used for: put back onto this site, copied onto it, or nothing (two snapshots). */
export function applyModeOf(sides: Sides): ApplyMode | null {
  return sides === 'restore' ? 'restore' : sides === 'copy' ? 'copy' : null;
}

/** The changes of one kind whose words hold the text typed (what they are, or any line of what differs). */
export function matching(changes: readonly ChangeSummary[], text: string): readonly ChangeSummary[] {
  const sought = text.trim().toLocaleLowerCase();
  if (sought === '') return changes;
  return changes.filter((change) => change.target.toLocaleLowerCase().includes(sought) || change.lines.some((line) => line.toLocaleLowerCase().includes(sought)));
}

/** What the before and after columns are called for the sides compared. */
export function sideNames(comparison: Pick<Comparison, 'base' | 'other'>, sides: Sides): { before: string; after: string } {
  if (sides === 'snapshots') return { before: comparison.base.label, after: comparison.other.label };
  return { before: 'In the snapshot', after: sides === 'copy' ? 'On this site now' : 'On the site now' };
}

/** The keys a run changed that the comparison still lists: what its undo puts back (the rest is as it was). */
export function keysStillListed(keys: readonly string[], changes: readonly ChangeSummary[]): string[] {
  const listed = new Set(changes.map((change) => change.key));
  return keys.filter((key) => listed.has(key));
}

/** Whether the chosen changes can go on to a dry run: at least one, and no more than one run takes (the contract's own limit and words). */
export function applyAvailability(chosen: ReadonlySet<string>, verb: string): Availability {
  if (chosen.size === 0) return refused(`Tick at least one change to ${verb.toLowerCase()}.`);
  const checked = ApplyInput.shape.keys.safeParse([...chosen]);
  return checked.success ? allowed : refused(checked.error.issues[0]?.message ?? 'Choose fewer changes.');
}
