import { z } from 'zod';
import { ErrorInfo } from '../errors';
import { JobProgress } from '../events';

export const ItemOutcome = z.discriminatedUnion('status', [
  z.object({ key: z.string(), target: z.string(), writes: z.array(z.string()), status: z.literal('done') }),
  z.object({ key: z.string(), target: z.string(), writes: z.array(z.string()), status: z.literal('failed'), error: ErrorInfo }),
  z.object({ key: z.string(), target: z.string(), writes: z.array(z.string()), status: z.literal('skipped'), reason: z.string() }),
]);
export type ItemOutcome = z.infer<typeof ItemOutcome>;

const JobRef = z.object({ jobId: z.string().min(1) });

/** Generic controls for every long-running job; each area has its own channel to start one. */
export const jobChannels = {
  'jobs.list': { input: z.object({}), output: z.object({ jobs: z.array(JobProgress) }) },
  'jobs.get': { input: JobRef, output: JobProgress },
  'jobs.pause': { input: JobRef, output: z.object({ changed: z.boolean() }) },
  'jobs.resume': { input: JobRef, output: z.object({ changed: z.boolean() }) },
  'jobs.cancel': { input: JobRef, output: z.object({ changed: z.boolean() }) },
  /** Starts a new job over only the items that failed; null when none did. */
  'jobs.retryFailed': { input: JobRef, output: z.object({ jobId: z.string().nullable() }) },
  'jobs.results': {
    input: JobRef,
    output: z.object({ progress: JobProgress, outcomes: z.array(ItemOutcome) }),
  },
  'jobs.exportCsv': {
    input: JobRef,
    output: z.object({ csv: z.string(), rows: z.number().int(), fileName: z.string() }),
  },
} as const;
