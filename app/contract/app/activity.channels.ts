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
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

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
export const ListedActivityEntry = ActivityEntry.extend({ label: z.string() });
export type ListedActivityEntry = z.infer<typeof ListedActivityEntry>;

export const activityChannels = {
  'app.activity.list': {
    input: ActivityFilter.extend({ limit: z.number().int().min(1).max(5000).default(500) }),
    output: z.object({ entries: z.array(ListedActivityEntry), total: z.number().int() }),
  },
  'app.activity.exportCsv': {
    input: ActivityFilter,
    output: z.object({ csv: z.string(), rows: z.number().int(), fileName: z.string() }),
  },
  'app.activityLog.get': { input: z.object({}), output: ActivityLogStatus },
} as const;
