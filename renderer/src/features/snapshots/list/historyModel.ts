import type { KindCounts } from '../../../../../app/contract/snapshots/changes';
import { snapshotKinds, type SnapshotKind } from '../../../../../app/contract/snapshots/format';

export interface HistoryInput {
  takenAt: string;
  changes: Partial<KindCounts>;
}

export interface ChangesByDay {
  /** Each day that has a snapshot, oldest first, as the reader's calendar names it. */
  days: string[];
  /** One series per kind that changed at all, in the kinds' order: the changes found on each day. */
  series: { kind: SnapshotKind; title: string; data: number[] }[];
}

const dayKey = (iso: string) => {
  const at = new Date(iso);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
};

/**
 * The changes between snapshots added up by the day the later snapshot was taken (in the reader's time zone)
 * and by kind, for a chart: several snapshots on one day make one bar, and a kind that never changed is left out.
 */
export function changesByDay(points: readonly HistoryInput[], dayLabel: (iso: string) => string): ChangesByDay {
  const byDay = new Map<string, { label: string; counts: Map<SnapshotKind, number> }>();
  const ordered = [...points].sort((a, b) => Date.parse(a.takenAt) - Date.parse(b.takenAt));
  for (const point of ordered) {
    const key = dayKey(point.takenAt);
    const day = byDay.get(key) ?? { label: dayLabel(point.takenAt), counts: new Map<SnapshotKind, number>() };
    for (const { kind } of snapshotKinds) day.counts.set(kind, (day.counts.get(kind) ?? 0) + (point.changes[kind] ?? 0));
    byDay.set(key, day);
  }
  const days = [...byDay.values()];
  const series = snapshotKinds
    .map(({ kind, title }) => ({ kind, title, data: days.map((day) => day.counts.get(kind) ?? 0) }))
    .filter((one) => one.data.some((count) => count > 0));
  return { days: days.map((day) => day.label), series };
}
