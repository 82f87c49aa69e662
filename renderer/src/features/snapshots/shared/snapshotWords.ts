import type { KindCounts } from '../../../../../app/contract/snapshots/changes';
import { snapshotKinds } from '../../../../../app/contract/snapshots/format';
import type { SnapshotSummary } from '../../../../../app/contract/snapshots/snapshots.channels';
import { plural } from '../../../../../app/contract/words';

/** Who or what took a snapshot. */
export const originWords: Record<SnapshotSummary['origin'], string> = {
  admin: 'Taken by an admin',
  automatic: 'Taken automatically',
  beforeChange: 'Taken just before a change',
  imported: 'Imported from a file',
};

/** "3 notification schemes, 12 page restrictions", in the kinds' order, leaving out what it holds none of. */
export function kindCountsWords(counts: Partial<KindCounts>): string {
  const parts = snapshotKinds.flatMap(({ kind, one, many }) => {
    const count = counts[kind] ?? 0;
    return count > 0 ? [plural(count, one, many)] : [];
  });
  return parts.length > 0 ? parts.join(', ') : 'Nothing';
}

