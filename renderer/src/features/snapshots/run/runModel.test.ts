import { describe, expect, it } from 'vitest';
import type { AppliedRun } from '../../../../../app/contract/snapshots/snapshots.channels';
import { undoAvailability } from './runModel';

const run = (extra: Partial<AppliedRun> = {}): AppliedRun => ({ jobId: 'j', mode: 'restore', beforeSnapshotId: 's', keys: ['scheme:1'], undoneBy: null, ...extra });

describe('undoing a run', () => {
  it('is offered once the run has ended with something changed, and only once', () => {
    expect(undoAvailability(false, run(), false)).toEqual({ allowed: false, reason: 'Wait until the run has ended.' });
    expect(undoAvailability(true, undefined, false).allowed).toBe(false);
    expect(undoAvailability(true, run({ undoneBy: 'k' }), false)).toEqual({ allowed: false, reason: 'This run has been undone already.' });
    expect(undoAvailability(true, run({ keys: [] }), false)).toEqual({ allowed: false, reason: 'This run changed nothing, so there is nothing to undo.' });
    expect(undoAvailability(true, run(), true).allowed).toBe(false);
    expect(undoAvailability(true, run(), false).allowed).toBe(true);
  });
});
