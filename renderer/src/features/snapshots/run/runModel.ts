import type { AppliedRun } from '../../../../../app/contract/snapshots/snapshots.channels';
import { allowed, refused, type Availability } from '../../../shared/availability';

/** Whether a restore or copy run can be undone now, and why not. */
export function undoAvailability(finished: boolean, run: AppliedRun | undefined, starting: boolean): Availability {
  if (!finished) return refused('Wait until the run has ended.');
  if (!run) return refused('Reading what this run changed.');
  if (run.undoneBy !== null) return refused('This run has been undone already.');
  if (run.keys.length === 0) return refused('This run changed nothing, so there is nothing to undo.');
  if (starting) return refused('Comparing the site with how it was before the run.');
  return allowed;
}
