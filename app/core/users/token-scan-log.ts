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

/** What the recovery screen tells of a log: its first line without the accounts, and how far it got. */
export interface ScanLogSummary {
  header: Omit<ScanLogHeader, 'owners'> & { accounts: number };
  /** Accounts of the scope settled (see `settledAccounts`). */
  settled: number;
  damaged: number;
}

/**
 * The first line checked only as far as the summary needs it: each of 100,000 accounts checked in full costs
 * a fifth of a second, and the full read (`readScanLog`) checks them before a scan is continued.
 */
const SummaryHeader = ScanLogHeader.extend({ owners: z.array(z.object({ accountId: z.string().min(1) }).passthrough()) });

const NEWLINE = 0x0a;
const QUOTE = 0x22;
const COMMA = 0x2c;
const BACKSLASH = 0x5c;
const CLOSING_BRACE = 0x7d;
/** How every outcome line begins; nowhere else in a line, since a quote inside a value is escaped. */
const OUTCOME_START = Buffer.from('{"t":"');
/** What follows an outcome's kind: the writer always puts the account second. */
const ACCOUNT_KEY = Buffer.from('","accountId":"');
const OUTCOME_KINDS: readonly string[] = ['tokens', 'failed', 'skipped'] satisfies ScanOutcome['t'][];

/**
 * A log summed up for the recovery screen without validating each outcome in full: 100,000 accounts make
 * 80 MB, which take two seconds to read back line by line, in the core's one thread. A whole line is taken
 * by its first fields; only a line a stop tore (the last, with no line end) is read in full. A line damaged
 * inside is counted as read here and read again once the scan is continued (`readScanLog` decides).
 */
export async function summarizeScanLog(path: string): Promise<ScanLogSummary | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    return null;
  }
  const firstEnd = lineEnd(bytes, 0);
  const header = SummaryHeader.safeParse(parseJson(bytes.toString('utf8', 0, firstEnd)));
  if (!header.success) return null;
  const outcomes: Pick<ScanOutcome, 't' | 'accountId'>[] = [];
  let damaged = 0;
  for (let start = firstEnd + 1; start < bytes.length; ) {
    const end = lineEnd(bytes, start);
    // An outcome line is far longer than this: only a short one is looked at for being blank.
    const blank = end - start < 4 && bytes.toString('utf8', start, end).trim() === '';
    if (!blank) {
      const outcome = end === bytes.length ? ScanOutcome.safeParse(parseJson(bytes.toString('utf8', start, end))).data : outcomeFields(bytes, start, end);
      if (outcome) outcomes.push(outcome);
      else damaged += 1;
    }
    start = end + 1;
  }
  const { owners, ...rest } = header.data;
  return { header: { ...rest, accounts: owners.length }, settled: settledAccounts({ header: header.data, outcomes }).size, damaged };
}

function lineEnd(bytes: Buffer, start: number): number {
  const end = bytes.indexOf(NEWLINE, start);
  return end === -1 ? bytes.length : end;
}

/**
 * An outcome line's kind and account, read from its bytes without decoding the rest; undefined when the line
 * is not whole (not closed, or two lines run together) or does not begin as the writer begins every line.
 */
function outcomeFields(bytes: Buffer, start: number, end: number): Pick<ScanOutcome, 't' | 'accountId'> | undefined {
  // Compared in place: a copy of each of 100,000 lines would keep the collector busy.
  const next = bytes.indexOf(OUTCOME_START, start + 1);
  if (bytes[end - 1] !== CLOSING_BRACE || OUTCOME_START.compare(bytes, start, start + OUTCOME_START.length) !== 0 || (next !== -1 && next < end)) return undefined;
  const kindEnd = bytes.indexOf(QUOTE, start + OUTCOME_START.length);
  const t = bytes.toString('utf8', start + OUTCOME_START.length, kindEnd);
  const idStart = kindEnd + ACCOUNT_KEY.length;
  if (!OUTCOME_KINDS.includes(t) || ACCOUNT_KEY.compare(bytes, kindEnd, idStart) !== 0) return undefined;
  const idEnd = bytes.indexOf(QUOTE, idStart);
  if (idEnd <= idStart || idEnd >= end || bytes[idEnd + 1] !== COMMA) return undefined;
  // An account id never holds a quote or a backslash; one that does is left to the full read.
  for (let at = idStart; at < idEnd; at += 1) if (bytes[at] === BACKSLASH) return undefined;
  return { t: t as ScanOutcome['t'], accountId: bytes.toString('utf8', idStart, idEnd) };
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
export function settledAccounts(log: { header: { owners: readonly Pick<ScanOwner, 'accountId'>[] }; outcomes: readonly Pick<ScanOutcome, 't' | 'accountId'>[] }): Set<string> {
  const inScope = new Set(log.header.owners.map((owner) => owner.accountId));
  const last = new Map<string, ScanOutcome['t']>();
  for (const { t, accountId } of log.outcomes) if (inScope.has(accountId)) last.set(accountId, t);
  const settled = new Set<string>();
  for (const [accountId, t] of last) if (t !== 'failed') settled.add(accountId);
  return settled;
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
