import { appendFile, mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ApiTokenView } from '../../contract/users/accounts.channels';
import type { ScanOwner, TokenScanRecord } from './token-scan-record';

/*
 * A token scan's log on disk, `<data folder>/token-scans/<jobId>.jsonl`: what the scan is on its first line,
 * then one line per account as its outcome settles. A scan only reads, so the change journal does not hold
 * it; this log is what lets a scan of 100,000 accounts go on after Orgdesk stops in the middle of it. The
 * file is removed when the job ends in any way Orgdesk sees, so one that is left over means Orgdesk stopped.
 * No secret is in it: a token's value is never read, only its id, label and dates.
 */

/** The folder of the scan logs, inside Orgdesk's data folder. */
export const scanLogFolder = (dataDir: string): string => join(dataDir, 'token-scans');

const LOG_NAME = /^([A-Za-z0-9_-]{1,100})\.jsonl$/;

/** The job id a log file is named after, or null for a file that is not a scan log. */
export function jobIdOfLog(fileName: string): string | null {
  return LOG_NAME.exec(fileName)?.[1] ?? null;
}

const Owner = z.object({ accountId: z.string().min(1), name: z.string().nullable(), email: z.string().nullable(), accountType: z.string().nullable() });

/** The first line: which organization, since when, whom in words, and every account in scope in order. */
export const ScanLogHeader = z.object({
  t: z.literal('scan'),
  connectionId: z.string().min(1),
  startedAt: z.string(),
  /** Whom the scan covers, as the recovery screen says it ("whole directory"). */
  scope: z.string(),
  owners: z.array(Owner),
});
export type ScanLogHeader = z.infer<typeof ScanLogHeader>;

/** One account's outcome; a later line for the same account replaces an earlier one, as the record does. */
export const ScanOutcome = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('tokens'),
    accountId: z.string().min(1),
    tokens: z.array(ApiTokenView),
    /** The name and e-mail learned from the profile when the search hid them. */
    owner: z.object({ name: z.string().nullable(), email: z.string().nullable() }).optional(),
  }),
  z.object({ t: z.literal('failed'), accountId: z.string().min(1), message: z.string() }),
  z.object({ t: z.literal('skipped'), accountId: z.string().min(1), reason: z.string() }),
]);
export type ScanOutcome = z.infer<typeof ScanOutcome>;

/** Where a scan writes each outcome as it settles. */
export interface ScanLog {
  record(outcome: ScanOutcome): void;
}

/** For a scan that keeps no log (a retry of its failed accounts). */
export const noScanLog: ScanLog = { record: () => undefined };

/** How often the lines waiting are written, and how many make a batch written at once. */
export interface ScanLogPace {
  flushMs: number;
  maxLines: number;
}

const DEFAULT_PACE: ScanLogPace = { flushMs: 250, maxLines: 500 };

/**
 * Appends a scan's lines in order, in batches: at 100 accounts a second a write per account would cost more
 * than the scan. The lines wait until the file is named (`open`, once the job has its id), then go out every
 * `flushMs` or every `maxLines`. A later write that fails is dropped, never fatal to the scan: the log is for
 * picking up after a stop, and a line missing only means that account is read again. The first write is
 * different: it holds a continued scan's earlier results, so its failure is told (the old log must stay).
 */
export class ScanLogWriter implements ScanLog {
  private path: string | null = null;
  private waiting: string[];
  private timer: NodeJS.Timeout | null = null;
  private written: Promise<void> = Promise.resolve();
  private closed = false;
  private kept = false;

  constructor(
    private readonly folder: string,
    header: ScanLogHeader,
    earlier: readonly ScanOutcome[] = [],
    private readonly pace: ScanLogPace = DEFAULT_PACE,
  ) {
    this.waiting = [header, ...earlier].map((line) => JSON.stringify(line));
  }

  /** Names the file after the scan's job and writes what waited for it; rejects when that write fails. */
  open(jobId: string): Promise<void> {
    this.path = join(this.folder, `${jobId}.jsonl`);
    return this.write();
  }

  record(outcome: ScanOutcome): void {
    if (this.closed) return;
    this.waiting.push(JSON.stringify(outcome));
    if (this.waiting.length >= this.pace.maxLines) void this.flush();
    else if (this.timer === null) {
      this.timer = setTimeout(() => void this.flush(), this.pace.flushMs);
      this.timer.unref();
    }
  }

  /** Writes the lines waiting, after every batch before them; a batch that fails is dropped. */
  flush(): Promise<void> {
    return this.write().catch(() => undefined);
  }

  /** Writes the lines waiting after every batch before them (`written` never rejects); rejects if this batch fails. */
  private write(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const path = this.path;
    if (path === null || this.waiting.length === 0) return this.written;
    const text = `${this.waiting.join('\n')}\n`;
    this.waiting = [];
    const batch = this.written.then(() => writeBatch(path, text));
    this.written = batch.catch(() => undefined);
    return batch;
  }

  /** The scan ended and Orgdesk saw it end: the log has done its work and goes. */
  async end(): Promise<void> {
    if (this.kept) return;
    this.closed = true;
    this.waiting = [];
    await this.flush();
    if (this.path !== null) await rm(this.path, { force: true }).catch(() => undefined);
  }

  /** Orgdesk is closing with the scan unfinished: what is waiting is written and the file stays, to continue it on the next start. */
  async keep(): Promise<void> {
    this.kept = true;
    this.closed = true;
    await this.flush();
  }
}

async function writeBatch(path: string, text: string): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
  await appendFile(path, text, { mode: 0o600 });
}

export interface ReadScanLog {
  header: ScanLogHeader;
  outcomes: ScanOutcome[];
  /** Lines that could not be read (torn by the stop, or damaged) and were skipped. */
  damaged: number;
}

/** A scan log read back: null when there is none, or its first line cannot be read (nothing to continue from). */
export async function readScanLog(path: string): Promise<ReadScanLog | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return null;
  }
  const [first = '', ...rest] = text.split('\n');
  const header = ScanLogHeader.safeParse(parseJson(first));
  if (!header.success) return null;
  const outcomes: ScanOutcome[] = [];
  let damaged = 0;
  for (const line of rest) {
    if (line.trim() === '') continue;
    const outcome = ScanOutcome.safeParse(parseJson(line));
    if (outcome.success) outcomes.push(outcome.data);
    else damaged += 1;
  }
  return { header: header.data, outcomes, damaged };
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/**
 * The accounts of the scope the log settled, each once: read or skipped. One whose last outcome is a failure
 * is not settled: a continued scan reads it again, as "Try again" would have.
 */
export function settledAccounts(log: { header: Pick<ScanLogHeader, 'owners'>; outcomes: readonly Pick<ScanOutcome, 't' | 'accountId'>[] }): Set<string> {
  const inScope = new Set(log.header.owners.map((owner) => owner.accountId));
  const last = new Map<string, ScanOutcome['t']>();
  for (const outcome of log.outcomes) if (inScope.has(outcome.accountId)) last.set(outcome.accountId, outcome.t);
  return new Set([...last].flatMap(([accountId, t]) => (t === 'failed' ? [] : [accountId])));
}

/** What a continued scan begins with: the outcomes of the accounts the log settled, in order. */
export function settledOutcomes(log: Pick<ReadScanLog, 'outcomes'>, settled: ReadonlySet<string>): ScanOutcome[] {
  return log.outcomes.filter((outcome) => settled.has(outcome.accountId));
}

/** Puts what a log holds into a new record, so a continued scan's results include what was read before the stop. */
export function replayOutcomes(scan: TokenScanRecord, outcomes: readonly ScanOutcome[]): void {
  for (const outcome of outcomes) {
    if (outcome.t === 'tokens') {
      if (outcome.owner) scan.learnOwner(outcome.accountId, outcome.owner);
      scan.recordTokens(outcome.accountId, outcome.tokens);
    } else if (outcome.t === 'failed') scan.recordFailure(outcome.accountId, outcome.message);
    else scan.recordSkipped(outcome.accountId, outcome.reason);
  }
}

/** What the first line says of a scan's scope. */
export function logHeader(connectionId: string, scope: string, owners: readonly ScanOwner[], startedAt = new Date().toISOString()): ScanLogHeader {
  return { t: 'scan', connectionId, startedAt, scope, owners: [...owners] };
}
