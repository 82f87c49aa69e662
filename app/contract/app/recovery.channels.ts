import { z } from 'zod';

/** What an item of a job that Orgdesk stopped in the middle of reads as, from the change journal. */
export const RecoveredItemState = z.enum(['done', 'failed', 'skipped', 'not-started', 'uncertain']);

export const RecoveredItem = z.object({
  key: z.string(),
  target: z.string(),
  state: RecoveredItemState,
  /** Why it failed or was skipped, or how its state was found. */
  note: z.string().nullable(),
});
export type RecoveredItem = z.infer<typeof RecoveredItem>;

/** A choice offered for a stopped job, or the sentence saying why it is not. */
const Offer = z.object({ offered: z.boolean(), why: z.string().nullable() });

export const InterruptedJob = z.object({
  jobId: z.string(),
  title: z.string(),
  connectionName: z.string().nullable(),
  startedAt: z.string(),
  /** When its last line was written: about when Orgdesk stopped. */
  stoppedAt: z.string(),
  /** Paused by the admin when quitting, rather than stopped by a crash. */
  paused: z.boolean(),
  counts: z.object({ done: z.number().int(), failed: z.number().int(), skipped: z.number().int(), notStarted: z.number().int(), uncertain: z.number().int() }),
  resume: Offer,
  rollBack: Offer,
  items: z.array(RecoveredItem),
});
export type InterruptedJob = z.infer<typeof InterruptedJob>;

/** A single change Orgdesk was making when it stopped: whether it went through cannot be known without looking. */
export const InterruptedEdit = z.object({
  id: z.string(),
  /** What the change was, in Activity's words ("Edited template"). */
  label: z.string(),
  connectionName: z.string().nullable(),
  at: z.string(),
});
export type InterruptedEdit = z.infer<typeof InterruptedEdit>;

export const JournalStatus = z.object({
  /** Why no change can be made now, or null. */
  problem: z.string().nullable(),
  damagedLines: z.number().int(),
  damagedCopy: z.string().nullable(),
});
export type JournalStatus = z.infer<typeof JournalStatus>;

/** A stopped job, or for `leave` a stopped single change too (by its id). */
const StoppedJobRef = z.object({ jobId: z.string().trim().min(1).max(200) });

/**
 * Jobs that Orgdesk stopped in the middle of (a crash, a power cut, a pause when quitting), read back from
 * the change journal when it starts. Each is settled (items whose outcome is unknown are read from the live
 * state), then the admin resumes it, rolls back what it did, or leaves it; the choice is recorded.
 */
export const recoveryChannels = {
  'app.recovery.list': { input: z.object({}), output: z.object({ jobs: z.array(InterruptedJob), edits: z.array(InterruptedEdit), journal: JournalStatus }) },
  'app.recovery.check': { input: StoppedJobRef, output: InterruptedJob },
  'app.recovery.resume': { input: StoppedJobRef, output: z.object({ jobId: z.string() }), mutates: true },
  'app.recovery.rollBack': { input: StoppedJobRef, output: z.object({ jobId: z.string() }), mutates: true },
  'app.recovery.leave': { input: StoppedJobRef, output: z.object({ left: z.literal(true) }), mutates: true },
} as const;
