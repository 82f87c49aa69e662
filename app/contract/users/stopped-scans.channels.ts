import { z } from 'zod';
import { OnConnection } from '../channels/common';
import { plural } from '../words';

/** Token scans Orgdesk stopped in the middle of (a crash, a quit, a power cut), read back from their logs when it starts. */

/** A stopped scan, by the job id it ran as. */
const StoppedScanRef = OnConnection.extend({ jobId: z.string().trim().min(1).max(200) });

export const StoppedScan = z.object({
  jobId: z.string(),
  /** The connection it ran on, and whether that connection still exists. */
  connectionId: z.string(),
  connectionName: z.string().nullable(),
  /** Whom it covers, in words: "whole directory". */
  scope: z.string(),
  accounts: z.number().int(),
  /** Accounts it had read (or skipped) before the stop; one whose read failed counts as not read yet, and is read again. */
  settled: z.number().int(),
  startedAt: z.string(),
  /** When its last line was written: about when Orgdesk stopped. */
  stoppedAt: z.string(),
  /** Lines of its log that could not be read back: those accounts are read again. */
  damagedLines: z.number().int(),
  /** Whether it can be continued, or the sentence saying why not (it can always be discarded). */
  resume: z.object({ offered: z.boolean(), why: z.string().nullable() }),
});
export type StoppedScan = z.infer<typeof StoppedScan>;

/** How a stopped scan is named on screen and in Activity: "Token scan of 100,000 people (whole directory)". */
export const stoppedScanName = (scan: Pick<StoppedScan, 'accounts' | 'scope'>): string => `Token scan of ${plural(scan.accounts, 'person', 'people')} (${scan.scope})`;

export const stoppedScanChannels = {
  /**
   * Every stopped scan, on any connection (each names its own; `connectionId` is the one on screen). A scan
   * only reads, so none changed anything: each is continued or discarded.
   */
  'users.stoppedScans.list': { input: OnConnection, output: z.object({ scans: z.array(StoppedScan) }) },
  /**
   * Continues a stopped scan on its own connection (`connectionId` must be it) as a new scan job: its
   * results begin with what the stopped one read, and it reads only the accounts not read yet.
   */
  'users.stoppedScans.resume': { input: StoppedScanRef, output: z.object({ jobId: z.string(), connectionId: z.string() }), mutates: true },
  /** Discards a stopped scan: what it had read is forgotten (`connectionId` must be the scan's own, even if removed since: another is refused). */
  'users.stoppedScans.remove': { input: StoppedScanRef, output: z.object({ removed: z.literal(true) }), mutates: true },
} as const;
