import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ActivityEntry, type ActivityLogStatus } from '../../contract/app/activity.channels';
import { capText } from '../../contract/input-checks';
import { currentActionName } from '../../contract/renamed-channels';
import { writeProblemOf } from '../../platform/write-problem';
import { MAX_WORDS } from '../../jobs/journal/records';

export type NewActivity = Omit<ActivityEntry, 'id' | 'time'>;

export interface ActivityLogOptions {
  /** Told whenever the status changes: the log stops or starts working again, or finds damaged lines. */
  onStatus?(status: ActivityLogStatus): void;
  /** How long to wait before trying again to write entries the file refused. */
  retryMs?: number;
}

/** Longest text an entry keeps from what it was given: targets and messages may quote input. */
const MAX_TEXT = 1_000;
const MAX_ID = 100;
const DEFAULT_RETRY_MS = 15_000;

/** Where an entry starts inside a line that is not one: what an earlier version glued after a torn line. */
const ENTRY_START = '{"id":';

/** The optional words of an entry, each cut to the length an entry keeps. */
function capOptional(input: NewActivity, keys: readonly ('jobTitle' | 'before' | 'after')[]): Partial<NewActivity> {
  return Object.fromEntries(keys.flatMap((key) => (input[key] === undefined ? [] : [[key, capText(input[key], MAX_TEXT)]])));
}

function parseEntry(text: string): ActivityEntry | null {
  try {
    const parsed = ActivityEntry.safeParse(JSON.parse(text));
    // Logs written before the channels were renamed read under today's names (and so today's words).
    return parsed.success ? { ...parsed.data, action: currentActionName(parsed.data.action) } : null;
  } catch {
    return null;
  }
}

/**
 * Append-only log, one JSON line per entry. Writing it never decides the outcome of what it records: an
 * entry the file refuses (disk full, a folder in its place) is kept in memory, the problem is reported
 * through `onStatus`, and the entry is written, in order, as soon as the file takes it again. A line
 * damaged by a crash mid-write is skipped and counted, never the entry after it.
 */
export class ActivityLog {
  private entries: ActivityEntry[] | null = null;
  /** The file could not be read: what is in memory is merged with it once it can be. */
  private unread = false;
  /** Entries not yet in the file, oldest first. */
  private readonly pending: ActivityEntry[] = [];
  /** The file may end in half a line (a crash, a failed write): the next write starts a fresh one. */
  private needsNewline = false;
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
    const all = await this.load();
    all.push(entry);
    this.pending.push(entry);
    await this.flush();
    return entry;
  }

  /** Every line, oldest first (see `ActivityView` for how Activity lists them). */
  async all(): Promise<readonly ActivityEntry[]> {
    return this.load();
  }

  status(): ActivityLogStatus {
    return { writeProblem: this.writeProblem, unwritten: this.pending.length, skippedLines: this.skippedLines };
  }

  /** Writes what is waiting, now; also runs on a timer while the file refuses. */
  flush(): Promise<void> {
    const run = this.writes.then(() => this.writePending());
    this.writes = run.catch(() => undefined);
    return run;
  }

  dispose(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private async writePending(): Promise<void> {
    if (this.pending.length === 0) return;
    const batch = this.pending.slice();
    const lines = batch.map((entry) => `${JSON.stringify(entry)}\n`).join('');
    try {
      await mkdir(dirname(this.file), { recursive: true, mode: 0o700 });
      await appendFile(this.file, this.needsNewline ? `\n${lines}` : lines, { mode: 0o600 });
    } catch (error) {
      // Part of the batch may be in the file already: reading drops repeated ids, so writing it again is safe.
      this.needsNewline = true;
      this.writeProblem = writeProblemOf(error);
      this.notify();
      this.scheduleRetry();
      return;
    }
    this.pending.splice(0, batch.length);
    this.needsNewline = false;
    this.writeProblem = null;
    if (this.unread) await this.reload();
    this.notify();
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

  private async load(): Promise<ActivityEntry[]> {
    if (this.entries) return this.entries;
    const text = await this.readText();
    const loaded = text === null ? [] : this.parse(text);
    this.entries ??= loaded;
    return this.entries;
  }

  /** The file's entries, then those only this run holds (the file could not be read before). */
  private async reload(): Promise<void> {
    const text = await this.readText();
    if (text === null) return;
    const fromFile = this.parse(text);
    const known = new Set(fromFile.map((entry) => entry.id));
    this.entries = [...fromFile, ...(this.entries ?? []).filter((entry) => !known.has(entry.id))];
  }

  /** Null when the file exists but cannot be read; then the log starts from memory and reads it later. */
  private async readText(): Promise<string | null> {
    try {
      const text = await readFile(this.file, 'utf8');
      this.unread = false;
      this.needsNewline = text.length > 0 && !text.endsWith('\n');
      return text;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        this.unread = false;
        return '';
      }
      this.unread = true;
      return null;
    }
  }

  private parse(text: string): ActivityEntry[] {
    const seen = new Set<string>();
    const loaded: ActivityEntry[] = [];
    let skipped = 0;
    const keep = (entry: ActivityEntry | null) => {
      if (!entry || seen.has(entry.id)) return;
      seen.add(entry.id);
      loaded.push(entry);
    };
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      const entry = parseEntry(line);
      if (entry) {
        keep(entry);
        continue;
      }
      skipped += 1;
      // A fragment from a crash with a whole entry written after it on the same line: keep the entry.
      const start = line.lastIndexOf(ENTRY_START);
      if (start > 0) keep(parseEntry(line.slice(start)));
    }
    this.skippedLines = skipped;
    this.notify();
    return loaded;
  }
}
