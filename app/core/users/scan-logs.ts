import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../contract/errors';
import type { StoppedScan } from '../../contract/users/stopped-scans.channels';
import type { StartedJob } from '../../jobs/job-registry';
import { jobIdOfLog, readScanLog, ScanLogWriter, settledAccounts, summarizeScanLog, type ReadScanLog, type ScanLog, type ScanLogHeader, type ScanLogSummary, type ScanOutcome } from './token-scan-log';

/** A scan Orgdesk stopped in the middle of, as the recovery screen and Activity tell it. */
export interface StoppedScanSummary extends ScanLogSummary {
  jobId: string;
  /** When its last line was written: about when Orgdesk stopped. */
  stoppedAt: string;
}

/** A stopped scan's whole log, to continue it. */
export interface StoppedScanLog extends ReadScanLog {
  /** Accounts of the scope settled before the stop: the continued scan does not read them again. */
  settled: Set<string>;
}

const GONE = 'This stopped scan is no longer there: it was continued or discarded already.';

/**
 * The scan logs of one data folder: a log for each scan that runs, and the ones left over from before the
 * start (scans Orgdesk stopped in the middle of), to list, continue or discard.
 */
export class ScanLogs {
  /** Logs in the folder when Orgdesk started: no scan of this run had started yet, so each is a stopped one. */
  private readonly leftover: Promise<Set<string>>;
  private readonly live = new Map<string, ScanLogWriter>();
  /** Scans this run started: never a stopped one, even when the folder was read after one began. */
  private readonly startedHere = new Set<string>();
  /** Each stopped log summed up once: nothing writes to it, so it is read again only if its file changed. */
  private readonly summaries = new Map<string, { size: number; mtimeMs: number; summary: StoppedScanSummary }>();

  constructor(private readonly folder: string) {
    this.leftover = readdir(folder).then(
      (names) => new Set(names.flatMap((name) => jobIdOfLog(name) ?? [])),
      () => new Set<string>(),
    );
  }

  /**
   * Starts a scan's job with a log: its first line, the outcomes it begins with (a continued scan's), then each
   * one as it settles. The log is removed once the job ends; it stays if Orgdesk stops first. `written` rejects
   * when the first write fails.
   */
  start(header: ScanLogHeader, earlier: readonly ScanOutcome[], startJob: (log: ScanLog) => StartedJob): { jobId: string; written: Promise<void> } {
    const log = new ScanLogWriter(this.folder, header, earlier);
    const { jobId, finished } = startJob(log);
    this.startedHere.add(jobId);
    this.live.set(jobId, log);
    const written = log.open(jobId);
    // A new scan goes on without its log when the first write fails; only a continued one waits on it.
    void written.catch(() => undefined);
    const ended = () => {
      this.live.delete(jobId);
      return log.end();
    };
    void finished.then(ended, ended);
    return { jobId, written };
  }

  /** The scans Orgdesk stopped in the middle of and no one has continued or discarded yet, oldest first. */
  async stopped(): Promise<StoppedScanSummary[]> {
    const found: StoppedScanSummary[] = [];
    for (const jobId of await this.stoppedIds()) {
      const summary = await this.summary(jobId).catch(() => null);
      if (summary) found.push(summary);
    }
    return found.sort((a, b) => a.header.startedAt.localeCompare(b.header.startedAt));
  }

  /**
   * One stopped scan, from its first line and a count of its outcomes; a log whose first line cannot be read
   * holds nothing to continue from, and is removed.
   */
  async summary(jobId: string): Promise<StoppedScanSummary> {
    await this.mustBeStopped(jobId);
    const path = this.pathOf(jobId);
    const written = await stat(path).catch(() => null);
    const kept = this.summaries.get(jobId);
    if (written !== null && kept?.size === written.size && kept.mtimeMs === written.mtimeMs) return kept.summary;
    const summary = written === null ? null : await summarizeScanLog(path);
    if (summary === null || written === null) {
      await this.discard(jobId);
      throw new AppError('NOT_FOUND', GONE);
    }
    const stopped = { ...summary, jobId, stoppedAt: written.mtime.toISOString() };
    this.summaries.set(jobId, { size: written.size, mtimeMs: written.mtimeMs, summary: stopped });
    return stopped;
  }

  /** A connection was removed: its stopped scans go too, with the names and e-mails they hold. */
  async forgetConnection(connectionId: string): Promise<void> {
    for (const scan of await this.stopped()) if (scan.header.connectionId === connectionId) await this.discard(scan.jobId);
  }

  /**
   * Continues a stopped scan once: `continueWith` gets its log (a second call meanwhile is refused), and the
   * file goes once it succeeded; if it fails, the scan stays stopped, to be continued or discarded.
   */
  async continueScan<T>(jobId: string, continueWith: (log: StoppedScanLog) => Promise<T>): Promise<T> {
    await this.mustBeStopped(jobId);
    const log = await readScanLog(this.pathOf(jobId));
    if (log === null) {
      await this.discard(jobId);
      throw new AppError('NOT_FOUND', GONE);
    }
    const leftover = await this.leftover;
    if (!leftover.has(jobId)) throw new AppError('NOT_FOUND', GONE);
    leftover.delete(jobId);
    try {
      const continued = await continueWith({ ...log, settled: settledAccounts(log) });
      this.summaries.delete(jobId);
      await rm(this.pathOf(jobId), { force: true });
      return continued;
    } catch (error) {
      leftover.add(jobId);
      throw error;
    }
  }

  async discard(jobId: string): Promise<void> {
    const leftover = await this.leftover;
    if (!leftover.has(jobId)) throw new AppError('NOT_FOUND', GONE);
    leftover.delete(jobId);
    this.summaries.delete(jobId);
    await rm(this.pathOf(jobId), { force: true });
  }

  /** Orgdesk is closing: each running scan's log is written out and kept, to be continued on the next start. Answers their jobs. */
  async keepRunning(): Promise<string[]> {
    const running = [...this.live];
    this.live.clear();
    await Promise.all(running.map(([, log]) => log.keep()));
    return running.map(([jobId]) => jobId);
  }

  private async stoppedIds(): Promise<string[]> {
    return [...(await this.leftover)].filter((jobId) => !this.startedHere.has(jobId));
  }

  private async mustBeStopped(jobId: string): Promise<void> {
    if (!(await this.stoppedIds()).includes(jobId)) throw new AppError('NOT_FOUND', GONE);
  }

  private pathOf(jobId: string): string {
    return join(this.folder, `${jobId}.jsonl`);
  }
}

/** A stopped scan as the recovery screen shows it; `connectionName` is null when its connection is gone. */
export function stoppedScanView(scan: StoppedScanSummary, connection: { exists: boolean; name: string | null }): StoppedScan {
  const { header } = scan;
  return {
    jobId: scan.jobId,
    connectionId: header.connectionId,
    connectionName: connection.name,
    scope: header.scope,
    accounts: header.accounts,
    settled: scan.settled,
    startedAt: header.startedAt,
    stoppedAt: scan.stoppedAt,
    damagedLines: scan.damaged,
    resume: connection.exists
      ? { offered: true, why: null }
      : { offered: false, why: 'Its connection was removed, so there is no organization to continue it on. Discard it, then scan again from a connection.' },
  };
}
