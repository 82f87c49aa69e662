import type { ItemOutcome } from '../contract/channels/item-outcome';
import type { JobRegistry } from './job-registry';
import type { JobDefinition } from './job-types';

/**
 * Runs a job and waits for it, for actions the admin waits on (revoke all of one person's tokens). Going
 * through the job runner gives them progress, and puts every write in the Activity log. Cancelling the
 * call cancels the job; what was already done stays done and is reported.
 */
export async function runJobToEnd<I>(jobs: JobRegistry, definition: JobDefinition<I>, signal: AbortSignal): Promise<ItemOutcome[]> {
  const { jobId, finished } = jobs.start(definition);
  const cancel = () => jobs.cancel(jobId);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    await finished;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  return jobs.results(jobId);
}
