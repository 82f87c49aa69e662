import { z } from 'zod';
import { ReceivedDelivery } from './bitbucket/webhooks';
import { ActivityLogStatus } from './app/activity.channels';

export const JobState = z.enum(['queued', 'running', 'paused', 'cancelling', 'cancelled', 'completed']);

export const JobProgress = z.object({
  jobId: z.string(),
  kind: z.string(),
  title: z.string(),
  state: JobState,
  dryRun: z.boolean(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  /** Items finished per second over the recent window. */
  ratePerSecond: z.number(),
  etaSeconds: z.number().nullable(),
});
export type JobProgress = z.infer<typeof JobProgress>;

/** Pushes from the core to the renderer; same names on every transport. */
export const events = {
  'job.progress': JobProgress,
  'connections.changed': z.object({ activeId: z.string().nullable() }),
  'activity.appended': z.object({ id: z.string() }),
  /** A delivery reached the local receiver ("Listen for deliveries") of this connection. */
  'bitbucket.delivery.received': z.object({ connectionId: z.string(), delivery: ReceivedDelivery }),
  /** The local receiver dropped deliveries beyond what it keeps and shows: how many since it started listening. */
  'bitbucket.delivery.dropped': z.object({ connectionId: z.string(), dropped: z.number().int() }),
  /** The activity log stopped or started keeping up with the disk, or found damaged lines. */
  'activity.status': ActivityLogStatus,
} as const;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<E extends EventName> = z.output<Events[E]>;

