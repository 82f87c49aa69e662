import { z } from 'zod';

export const ActivityOutcome = z.enum(['success', 'failure', 'dry-run']);

export const ActivityEntry = z.object({
  id: z.string(),
  /** ISO time. */
  time: z.string(),
  connectionId: z.string().nullable(),
  connectionName: z.string().nullable(),
  /** The channel or job step that acted, e.g. `app.connections.add`. */
  action: z.string(),
  /** Plain-words description of the thing acted on, e.g. "Connection “Acme”". */
  target: z.string(),
  outcome: ActivityOutcome,
  errorMessage: z.string().nullable(),
  /** The bulk change this line belongs to: on the entry that started it, on each of its writes, and on its end. */
  jobId: z.string().max(200).optional(),
  /**
   * What a line of a bulk change is: absent on the entry that started it (and on every single change),
   * `item` on each write it made, `end` on the line written when it stopped. Only the first kind is listed;
   * the others are read into it.
   */
  part: z.enum(['item', 'end']).optional(),
  /** The bulk change's title, on its writes and its end: names it when its start was not recorded. */
  jobTitle: z.string().max(1_000).optional(),
  /** On a write of a bulk change: what the thing was before and after, in words, when the change knows. */
  before: z.string().max(1_000).optional(),
  after: z.string().max(1_000).optional(),
  /** On the end of a bulk change: how many of its units were done, failed, skipped, and how it ended. */
  counts: z.object({ done: z.number().int().min(0), failed: z.number().int().min(0), skipped: z.number().int().min(0) }).optional(),
  endedAs: z.enum(['completed', 'cancelled', 'held']).optional(),
  /** On the end of a bulk change that finished, put back or retried an earlier one: that one's id and how. */
  follows: z.object({ jobId: z.string().max(200), as: z.enum(['resume', 'rollback', 'retry']) }).optional(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

/** Where a bulk change stands, as Activity lists it. */
export const JobStanding = z.enum(['running', 'completed', 'cancelled', 'paused-to-quit', 'stopped']);
export type JobStanding = z.infer<typeof JobStanding>;

/** What Activity says of a bulk change on its one entry: how far it got, and how many writes it made. */
export const ActivityJobSummary = z.object({
  jobId: z.string(),
  standing: JobStanding,
  done: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  /** Writes recorded for it: what its entry opens to. */
  writes: z.number().int(),
  /** A later bulk change finished what this one left, or put back what it did. */
  laterBy: z.enum(['resume', 'rollback']).nullable(),
});
export type ActivityJobSummary = z.infer<typeof ActivityJobSummary>;

export const ActivityFilter = z.object({
  text: z.string().trim().max(200).optional(),
  outcome: ActivityOutcome.optional(),
  connectionId: z.string().optional(),
  /** ISO dates, inclusive. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type ActivityFilter = z.infer<typeof ActivityFilter>;

/** Whether the log on disk keeps up: shown as a banner when it does not. */
export const ActivityLogStatus = z.object({
  /** Why entries can't be written now, in plain words ("the disk is full"); null while the log works. */
  writeProblem: z.string().nullable(),
  /** Entries kept in memory until the file takes them again. */
  unwritten: z.number().int(),
  /** Damaged lines (from a crash mid-write) skipped when the log was read. */
  skippedLines: z.number().int(),
});
export type ActivityLogStatus = z.infer<typeof ActivityLogStatus>;

/** The outcome of an entry in words: the same on the screen, in its filter and search, and in the CSV. */
export const outcomeLabels: Record<z.infer<typeof ActivityOutcome>, string> = {
  success: 'Succeeded',
  failure: 'Failed',
  'dry-run': 'Preview only',
};

/** An entry as listed: with its action in words (`Revoked API token`), so screens need not know every channel. */
export const ListedActivityEntry = ActivityEntry.extend({ label: z.string(), job: ActivityJobSummary.nullable() });
export type ListedActivityEntry = z.infer<typeof ListedActivityEntry>;

/** One write of a bulk change, as its entry opens to. */
export const ActivityItem = ActivityEntry.extend({ label: z.string() });
export type ActivityItem = z.infer<typeof ActivityItem>;

/** What became of a bulk change afterwards, in words that follow its standing ("; finished later"), or nothing. */
export function laterWords(job: ActivityJobSummary): string {
  return job.laterBy === 'resume' ? '; finished later' : job.laterBy === 'rollback' ? '; put back later' : '';
}

/** Standings in words: the same on the screen, in the CSV and in search. */
export const standingLabels: Record<JobStanding, string> = {
  running: 'Still running',
  completed: 'Finished',
  cancelled: 'Stopped by you',
  'paused-to-quit': 'Paused when Orgdesk quit',
  stopped: 'Stopped before the end',
};

/**
 * Where an export goes on: `upTo` lines of the log are exported (lines written since come in the next
 * export), `row` is the listed entry next, `item` the write of it next (-1: the entry's own line).
 */
export const ExportCursor = z.object({ upTo: z.number().int().min(0), row: z.number().int().min(0), item: z.number().int().min(-1) });
export type ExportCursor = z.infer<typeof ExportCursor>;

export const activityChannels = {
  'app.activity.list': {
    /** Newest first: `offset` entries are passed over, then `limit` are listed. */
    input: ActivityFilter.extend({ offset: z.number().int().min(0).default(0), limit: z.number().int().min(1).max(5000).default(500) }),
    output: z.object({ entries: z.array(ListedActivityEntry), total: z.number().int() }),
  },
  'app.activity.listItems': {
    input: z.object({
      jobId: z.string().trim().min(1).max(200),
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(1000).default(200),
    }),
    output: z.object({ items: z.array(ActivityItem), total: z.number().int() }),
  },
  'app.activity.exportCsv': {
    /**
     * `everyItem` adds, under each bulk change, a line for each write it made. A large export comes in
     * parts: an answer with `next` is followed by asking again with `continueFrom: next`, and its `csv`
     * goes on the file after the part before (only the first part has the header).
     */
    input: ActivityFilter.extend({ everyItem: z.boolean().default(false), continueFrom: ExportCursor.optional() }),
    output: z.object({ csv: z.string(), rows: z.number().int(), fileName: z.string(), next: ExportCursor.nullable() }),
  },
  'app.activityLog.get': { input: z.object({}), output: ActivityLogStatus },
} as const;
