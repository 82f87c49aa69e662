import { z } from 'zod';
import { JobProgress } from '../events';
import { ItemOutcome } from '../channels/item-outcome';

const JobRef = z.object({ jobId: z.string().min(1) });

/**
 * Generic controls for every long-running job; each area has its own channel to start one, and that
 * channel takes the connection. These take none on purpose: a job is bound to its connection when it
 * starts, and a job id is a random UUID only the screen that started it learns, so pausing, stopping,
 * retrying or reading a job always acts on that job's own connection and cannot be pointed elsewhere.
 */
export const jobChannels = {
  'app.jobs.get': { input: JobRef, output: JobProgress },
  'app.jobs.pause': { input: JobRef, output: z.object({ changed: z.boolean() }) },
  'app.jobs.resume': { input: JobRef, output: z.object({ changed: z.boolean() }) },
  'app.jobs.cancel': { input: JobRef, output: z.object({ changed: z.boolean() }) },
  /** Starts a new job over only the items that failed; null when none did. */
  'app.jobs.retryFailed': { input: JobRef, output: z.object({ jobId: z.string().nullable() }) },
  'app.jobOutcomes.list': {
    input: JobRef,
    output: z.object({ progress: JobProgress, outcomes: z.array(ItemOutcome) }),
  },
  'app.jobOutcomes.exportCsv': {
    input: JobRef,
    output: z.object({ csv: z.string(), rows: z.number().int(), fileName: z.string() }),
  },
} as const;
