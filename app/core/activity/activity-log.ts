import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ActivityEntry, type ActivityLogStatus } from '../../contract/app/activity.channels';
import { capText } from '../../contract/input-checks';
import { writeProblemOf } from '../../platform/write-problem';
import { MAX_WORDS } from '../../jobs/journal/records';
import { indexFile, readEntries, type FileIdentity, type IndexedFile } from './activity-file';
import { ActivityIndex, IN_MEMORY } from './activity-index';

export type NewActivity = Omit<ActivityEntry, 'id' | 'time'>;

export interface ActivityLogOptions {
  /** Told whenever the status changes: the log stops or starts working again, or finds damaged lines. */
  onStatus?(status: ActivityLogStatus): void;
  /** How long to wait before trying again to write entries the file refused. */
  retryMs?: number;
  /** How many of the newest entries stay parsed in memory (the first page is read without the file). */
  keepRecent?: number;
}

/** Longest text an entry keeps from what it was given: targets and messages may quote input. */
const MAX_TEXT = 1_000;
const MAX_ID = 100;
const DEFAULT_RETRY_MS = 15_000;

/** The newest entries kept parsed in memory: the first page shows them without reading the file. */
const KEEP_RECENT = 2_000;

/** The optional words of an entry, each cut to the length an entry keeps. */
function capOptional(input: NewActivity, keys: readonly ('jobTitle' | 'before' | 'after')[]): Partial<NewActivity> {
  return Object.fromEntries(keys.flatMap((key) => (input[key] === undefined ? [] : [[key, capText(input[key], MAX_TEXT)]])));
}

/**
 * Append-only log, one JSON line per entry. Writing it never decides the outcome of what it records: an
 * entry the file refuses (disk full, a folder in its place) is kept in memory, the problem is reported
 * through `onStatus`, and the entry is written, in order, as soon as the file takes it again. A line
 * damaged by a crash mid-write is skipped and counted, never the entry after it.
 *
 * What is kept where: the file holds every entry; memory holds an `ActivityIndex` of it (numbers and
 * searchable words, a few dozen bytes a line), the newest `keepRecent` entries parsed, and the entries the
 * file has not taken yet. Everything else is read from the file by position when a page shows it.
 */
export class ActivityLog {
  private index: ActivityIndex | null = null;
  private opening: Promise<ActivityIndex> | null = null;
  /** Parsed entries in memory by line: those not in the file (yet), and the newest `keepRecent`. */
  private held = new Map<number, ActivityEntry>();
  /** The file could not be read: what is in memory is merged with it once it can be. */
  private unread = false;
  /** A read found the file other than the index says: it is read afresh on the next open. */
  private stale = false;
  /** Entries not yet in the file, oldest first, with their line in the index. */
  private pending: { entry: ActivityEntry; line: number }[] = [];
  /** The file may end in half a line (a crash, a failed write): the next write starts a fresh one. */
  private needsNewline = false;
  /** The file as this log last left it. */
  private identity: FileIdentity | null = null;
  /** A write failed since, and may have written part of its batch: positions are read afresh. */
  private partlyWritten = false;
  private writeProblem: string | null = null;
  private skippedLines = 0;
  private writes: Promise<void> = Promise.resolve();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private lastReported = JSON.stringify(this.status());

  constructor(
    private readonly file: string,
    private readonly clock: () => Date = () => new Date(),
    private readonly options: ActivityLogOptions = {},
  ) {}

  private get keepRecent(): number {
    return this.options.keepRecent ?? KEEP_RECENT;
  }

  async append(input: NewActivity): Promise<ActivityEntry> {
    const entry = ActivityEntry.parse({
      ...input,
      connectionId: input.connectionId === null ? null : capText(input.connectionId, MAX_ID),
      connectionName: input.connectionName === null ? null : capText(input.connectionName, MAX_ID),
      // A channel's name, or a job's step in words: cut as the change journal cuts it, so the two still match.
      action: capText(input.action, MAX_WORDS),
      target: capText(input.target, MAX_TEXT),
      errorMessage: input.errorMessage === null ? null : capText(input.errorMessage, MAX_TEXT),
      ...capOptional(input, ['jobTitle', 'before', 'after']),
      id: randomUUID(),
      time: this.clock().toISOString(),
    });
    const index = await this.open();
    const line = index.add(entry, IN_MEMORY, 0);
    this.held.set(line, entry);
    this.pending.push({ entry, line });
    await this.flush();
    return entry;
  }

  /**
   * The index of every line (see `ActivityView` for how Activity lists them), read from the file once and
   * kept current by `append`. Whole entries are read with `read`.
   */
  async open(): Promise<ActivityIndex> {
    if (this.stale) {
      this.stale = false;
      // In turn with writes: a write in flight would otherwise finish against an index read meanwhile.
      await this.inTurn(async () => {
        await this.writePending();
        // As after a write: what it holds of a file that is gone or replaced stays.
        await this.reload(replaced(this.identity, await identityOf(this.file).catch(() => this.identity)));
      });
    }
    if (this.index) return this.index;
    this.opening ??= this.firstRead();
    return this.opening;
  }

  /** The entries of the given lines, in that order: from memory, else from the file. */
  async read(lines: readonly number[]): Promise<ActivityEntry[]> {
    const index = await this.open();
    // Taken before reading: a write ending meanwhile lets go of entries that are then in the file.
    const inMemory = new Map<number, ActivityEntry>();
    for (const line of lines) {
      const entry = this.held.get(line);
      if (entry) inMemory.set(line, entry);
    }
    const fromFile = lines.filter((line) => !inMemory.has(line));
    let read: ActivityEntry[];
    try {
      read = await readEntries(this.file, fromFile.map((line) => ({ position: index.position.at(line), byteLength: index.byteLength.at(line), idHash: index.idHash.at(line) })));
    } catch (error) {
      this.stale = true;
      throw error;
    }
    const byLine = new Map(fromFile.map((line, at) => [line, read[at] as ActivityEntry]));
    return lines.map((line) => inMemory.get(line) ?? (byLine.get(line) as ActivityEntry));
  }

  /** A page of a bulk change's writes, in the order they were made, and how many it made (before line `upTo`). */
  async itemsOf(jobId: string, offset: number, limit: number, upTo = Infinity): Promise<{ items: ActivityEntry[]; total: number }> {
    const all = (await this.open()).jobOf(jobId)?.items.view() ?? new Int32Array(0);
    const before = all.findIndex((line) => line >= upTo);
    const lines = before === -1 ? all : all.subarray(0, before);
    return { items: await this.read(Array.from(lines.subarray(offset, offset + limit))), total: lines.length };
  }

  status(): ActivityLogStatus {
    return { writeProblem: this.writeProblem, unwritten: this.pending.length, skippedLines: this.skippedLines };
  }

  /** Writes what is waiting, now; also runs on a timer while the file refuses. */
  flush(): Promise<void> {
    return this.inTurn(() => this.writePending());
  }

  dispose(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  /** Runs `task` after every write and fresh read asked for before it, and before any asked for after. */
  private inTurn(task: () => Promise<void>): Promise<void> {
    const run = this.writes.then(task);
    this.writes = run.catch(() => undefined);
    return run;
  }

  private async firstRead(): Promise<ActivityIndex> {
    const indexed = await indexFile(this.file, this.keepRecent);
    // Entries appended meanwhile went to an index of their own; there is none before the first read ends.
    this.index = indexed?.index ?? new ActivityIndex();
    this.unread = indexed === null;
    if (indexed) this.take(indexed);
    return this.index;
  }

  private take(indexed: IndexedFile): void {
    this.index = indexed.index;
    this.held = indexed.recent;
    this.identity = indexed.identity;
    this.partlyWritten = false;
    this.needsNewline = indexed.endsMidLine;
    this.skippedLines = indexed.skippedLines;
    this.unread = false;
    this.notify();
  }

  private async writePending(): Promise<void> {
    if (this.pending.length === 0) return;
    const batch = this.pending.slice();
    const lines = batch.map(({ entry }) => `${JSON.stringify(entry)}\n`);
    const lead = this.needsNewline ? '\n' : '';
    let before: FileIdentity | null;
    let after: FileIdentity | null;
    try {
      await mkdir(dirname(this.file), { recursive: true, mode: 0o700 });
      before = await identityOf(this.file);
      await appendFile(this.file, `${lead}${lines.join('')}`, { mode: 0o600 });
      after = await identityOf(this.file);
    } catch (error) {
      // Part of the batch may be in the file already: reading drops repeated ids, so writing it again is safe.
      this.needsNewline = true;
      this.partlyWritten = true;
      this.writeProblem = writeProblemOf(error);
      this.notify();
      this.scheduleRetry();
      return;
    }
    // By identity: entries appended while the batch was written stay pending, whatever their number.
    const written = new Set(batch.map(({ entry }) => entry));
    this.pending = this.pending.filter(({ entry }) => !written.has(entry));
    this.needsNewline = false;
    this.writeProblem = null;
    // The batch just written is in the file, wherever another writer's lines put it: never held before it.
    if (this.unread || this.partlyWritten || !sameFile(this.identity, before)) await this.reload(replaced(this.identity, before), written);
    else this.place(batch, lines, (before?.size ?? 0) + lead.length, after);
    this.notify();
  }

  /** Notes where a batch just written lies in the file, and lets go of entries no longer among the newest. */
  private place(batch: readonly { line: number }[], lines: readonly string[], start: number, after: FileIdentity | null): void {
    const index = this.index;
    if (!index) return;
    let position = start;
    batch.forEach(({ line }, at) => {
      const bytes = Buffer.byteLength(lines[at] ?? '');
      index.placed(line, position, bytes - 1);
      position += bytes;
    });
    for (const line of this.held.keys()) {
      if (line >= index.lines - this.keepRecent) break;
      if (index.position.at(line) !== IN_MEMORY) this.held.delete(line);
    }
    this.identity = after;
  }

  /**
   * The file's entries, then those not written yet: also what follows a write into a file that changed since
   * it was read. When another file took its place, the entries held from the one before come first (older
   * ones are gone with it), and stay first on every later read, in the order they were made.
   */
  private async reload(fileReplaced = false, justWritten: ReadonlySet<ActivityEntry> = new Set()): Promise<void> {
    const index = this.index;
    const unwritten = new Set(this.pending.map(({ entry }) => entry));
    const held = [...this.held].sort(([a], [b]) => a - b);
    // Entries of a file replaced before are in memory only, yet were written: older than what the file has.
    const leading = index
      ? held.flatMap(([line, entry]) => (!unwritten.has(entry) && !justWritten.has(entry) && (fileReplaced || index.position.at(line) === IN_MEMORY) ? [entry] : []))
      : [];
    const indexed = await indexFile(this.file, this.keepRecent, leading);
    if (!indexed) return;
    // Entries never written stay, after the file's; those read from the file before are the file's to keep or drop.
    const memoryOnly = [...this.held].filter(([, entry]) => unwritten.has(entry) && !indexed.ids.has(entry.id));
    const moved = new Map<number, number>();
    for (const [line, entry] of memoryOnly) {
      const added = indexed.index.add(entry, IN_MEMORY, 0);
      indexed.recent.set(added, entry);
      moved.set(line, added);
    }
    this.pending = this.pending.flatMap(({ entry, line }) => {
      const now = moved.get(line);
      return now === undefined ? [] : [{ entry, line: now }];
    });
    this.take(indexed);
  }

  private scheduleRetry(): void {
    if (this.retryTimer !== undefined) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.flush();
    }, this.options.retryMs ?? DEFAULT_RETRY_MS);
    this.retryTimer.unref?.();
  }

  /** Tells `onStatus` of a status that differs from the last one it heard. */
  private notify(): void {
    const status = this.status();
    const text = JSON.stringify(status);
    if (text === this.lastReported) return;
    this.lastReported = text;
    this.options.onStatus?.(status);
  }
}

async function identityOf(file: string): Promise<FileIdentity | null> {
  try {
    const { ino, size } = await stat(file);
    return { ino, size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Another file is in the place of the one read: a new one, or one shorter than what was written to it. */
function replaced(known: FileIdentity | null, now: FileIdentity | null): boolean {
  return known !== null && (now === null || now.ino !== known.ino || now.size < known.size);
}

function sameFile(known: FileIdentity | null, now: FileIdentity | null): boolean {
  return known === null ? now === null : now !== null && known.ino === now.ino && known.size === now.size;
}
