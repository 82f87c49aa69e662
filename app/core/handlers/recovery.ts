import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

type RecoveryChannel = 'app.recovery.list' | 'app.recovery.check' | 'app.recovery.resume' | 'app.recovery.rollBack' | 'app.recovery.leave';

/** The choices for jobs Orgdesk stopped in the middle of; the work is `app/jobs/journal/recovery.ts`. */
export function recoveryHandlers({ recovery, journal }: CoreServices): HandlerSlice<RecoveryChannel> {
  return {
    'app.recovery.list': async () => ({ jobs: recovery.list(), edits: recovery.edits(), journal: journal.status() }),
    'app.recovery.check': async ({ jobId }, { signal }) => recovery.settle(jobId, signal),
    'app.recovery.resume': async ({ jobId }, { signal, describeTarget }) => {
      describeTarget(recovery.titleOf(jobId));
      return { jobId: await recovery.resume(jobId, signal) };
    },
    'app.recovery.rollBack': async ({ jobId }, { describeTarget }) => {
      describeTarget(recovery.titleOf(jobId));
      return { jobId: await recovery.rollBack(jobId) };
    },
    'app.recovery.leave': async ({ jobId }, { describeTarget }) => {
      describeTarget(recovery.titleOf(jobId));
      await recovery.leave(jobId);
      return { left: true as const };
    },
  };
}
