import { copyFile, mkdir } from 'node:fs/promises';
import type { z } from 'zod';
import { writeProblemOf } from '../../platform/write-problem';
import { join } from 'node:path';
import type { ItemOutcome } from '../../contract/channels/item-outcome';
import { FolderLockedError, lockFolder } from './folder-lock';
import { JournalFile, JournalWriteError, removeLeftovers } from './journal-file';
import { fitted, JOURNAL_FORMAT, JournalHeader, JournalRecord, type RecordOf } from './records';

/** Everything the journal knows of one job, gathered from its lines. */
export interface JobStory {
  begun: RecordOf<'job'>;
  /** Intents in the order they were recorded, per item key. */
  intents: Map<string, RecordOf<'intent'>[]>;
  /** Request outcomes by `${key}#${seq}`. */
  wrote: Map<string, RecordOf<'wrote'>>;
  items: Map<string, ItemOutcome>;
  settled: Map<string, boolean>;
  end: RecordOf<'end'> | null;
  held: boolean;
  decided: RecordOf<'decided'> | null;
  /** The time of its newest line: retention counts from here. */
  lastAt: string;
  /** The time of the newest line the run itself wrote: about when it stopped, if it did not end. */
  ranUntil: string;
}

/** A single change: begun, and ended unless Orgdesk stopped while making it. */
export interface EditStory {
  begun: RecordOf<'edit'>;
  ended: RecordOf<'edited'> | null;
  decided: RecordOf<'decided'> | null;
  lastAt: string;
}

/** True when Orgdesk stopped while making a single change and the admin has not looked at it yet. */
export function isEditInterrupted(edit: EditStory): boolean {
  return edit.ended === null && edit.decided === null;
}

/** A change Undo can put back, and whether it already was. */
export interface UndoableStory {
  kept: RecordOf<'undoable'>;
  undone: RecordOf<'undone'> | null;
}

export interface JournalStatus {
  /** Why no change can be made now (the file cannot be written, a newer format, another Orgdesk), or null. */
  problem: string | null;
  /** Lines that could not be read (a crash mid-line, damage); they are skipped, never the lines after them. */
  damagedLines: number;
  /** Where a copy of a damaged journal was kept before it was tidied, if one was. */
  damagedCopy: string | null;
}

export interface JournalStoreOptions {
  now?: () => Date;
  /** Finished jobs are kept this long for undo and for Activity's item lists. */
  retentionDays?: number;
  /** Past this size the oldest finished jobs go first, whatever their age. */
  maxBytes?: number;
}

export const JOURNAL_RETENTION_DAYS = 90;
export const JOURNAL_MAX_BYTES = 64 * 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

export const journalWords = {
  refused: (problem: string) => `Orgdesk makes no changes right now: ${problem} Reading still works.`,
  unwritable: (problem: string) => `its change journal cannot be written (${problem}), and a change it cannot record could not be rolled back after a stop.`,
  newer: (format: number) => `its change journal was written by a newer version of Orgdesk (format ${format}). Update Orgdesk to make changes with it.`,
} as const;

/** True when a job stopped without an end and without the admin's choice: recovery asks about it. */
export function isInterrupted(story: JobStory): boolean {
  return story.decided === null && (story.end === null || story.held);
}

function newStory(begun: RecordOf<'job'>): JobStory {
  return { begun, intents: new Map(), wrote: new Map(), items: new Map(), settled: new Map(), end: null, held: false, decided: null, lastAt: begun.at, ranUntil: begun.at };
}

/**
 * The change journal: `journal.jsonl` in the data folder, owner-only. Jobs record what they are about to
 * change before they change it, and what came of it after; recovery, undo after a restart and Activity's
 * item lists read it back. Opening it takes the data folder's lock, reads every line it can, and tidies it
 * (retention, size); a journal that cannot be written, is from a newer Orgdesk, or is locked by another
 * Orgdesk still reads, and refuses every new change with a sentence saying why.
 */
export class JournalStore {
  private readonly stories = new Map<string, JobStory>();
  private readonly edits = new Map<string, EditStory>();
  private readonly undoables = new Map<string, UndoableStory>();
  private problem: string | null = null;
  private damagedLines = 0;
  private damagedCopy: string | null = null;
  private release: (() => Promise<void>) | null = null;
  /** A newer format is never written over, even once the disk takes writes again. */
  private newerFormat: number | null = null;
  /** The file holds lines a rewrite would drop or lacks its header: tidy it even if no job is due to go. */
  private needsTidying = false;

  private constructor(
    private readonly file: JournalFile,
    private readonly now: () => Date,
    /** How long finished jobs and undoable changes are kept. */
    readonly retentionDays: number,
  ) {}

  static async open(dataDir: string, options: JournalStoreOptions = {}): Promise<JournalStore> {
    const now = options.now ?? (() => new Date());
    const path = join(dataDir, 'journal.jsonl');
    const store = new JournalStore(new JournalFile(path), now, options.retentionDays ?? JOURNAL_RETENTION_DAYS);
    try {
      await mkdir(dataDir, { recursive: true, mode: 0o700 });
      store.release = await lockFolder(join(dataDir, 'journal.lock'), now);
    } catch (error) {
      store.problem = error instanceof FolderLockedError ? error.message : journalWords.unwritable(errorText(error));
    }
    await store.load(path);
    if (store.problem === null) await store.compact(path, options);
    return store;
  }

  status(): JournalStatus {
    return { problem: this.problem === null ? null : journalWords.refused(this.problem), damagedLines: this.damagedLines, damagedCopy: this.damagedCopy };
  }

  /** Null when changes may be made; else the sentence that refuses them. Tries the file again first. */
  async writableProblem(): Promise<string | null> {
    if (this.problem !== null && this.release !== null && this.newerFormat === null) {
      try {
        await this.file.append(JSON.stringify({ t: 'journal', format: JOURNAL_FORMAT, at: this.now().toISOString() }), true);
        this.problem = null;
      } catch (error) {
        this.problem = journalWords.unwritable(errorText(error));
      }
    }
    return this.status().problem;
  }

  /** Appends one line; `durable` waits until the disk has it. Throws `JournalWriteError` when it cannot. */
  async record(given: JournalRecord, durable: boolean): Promise<void> {
    if (this.problem !== null) throw new JournalWriteError(this.problem);
    const record = fitted(given);
    // A line that would not read back would be skipped as damaged after a restart: refused here, loudly, instead.
    if (!JournalRecord.safeParse(record).success) throw new Error(`A ${record.t} line of the change journal would not read back.`);
    try {
      await this.file.append(JSON.stringify(record), durable);
    } catch (error) {
      if (error instanceof JournalWriteError) this.problem = journalWords.unwritable(error.problem);
      throw error;
    }
    this.apply(record);
  }

  story(jobId: string): JobStory | undefined {
    return this.stories.get(jobId);
  }

  /** Every single change kept, oldest first. */
  allEdits(): EditStory[] {
    return [...this.edits.values()];
  }

  edit(id: string): EditStory | undefined {
    return this.edits.get(id);
  }

  undoable(id: string): UndoableStory | undefined {
    return this.undoables.get(id);
  }

  /** Every undoable change kept, oldest first. */
  allUndoables(): UndoableStory[] {
    return [...this.undoables.values()];
  }

  /** Every job kept, oldest first. */
  allStories(): JobStory[] {
    return [...this.stories.values()];
  }

  async close(): Promise<void> {
    await this.file.close();
    await this.release?.();
    this.release = null;
  }

  private async load(path: string): Promise<void> {
    let text: string;
    try {
      text = await this.file.read();
    } catch (error) {
      this.problem = journalWords.unwritable(errorText(error));
      return;
    }
    const lines = text.split('\n');
    // A last line without its newline was being written when Orgdesk stopped: torn, not damage.
    const torn = text.length > 0 && !text.endsWith('\n') ? lines.pop() : undefined;
    let damaged = torn !== undefined && torn.trim() !== '' && !parses(torn) ? 1 : 0;
    for (const line of lines) {
      if (!line.trim()) continue;
      const parsed = parseLine(line);
      if (parsed === null) {
        damaged += 1;
        continue;
      }
      if (parsed.t === 'journal') {
        if (parsed.format > JOURNAL_FORMAT) {
          this.newerFormat = parsed.format;
          this.problem = journalWords.newer(parsed.format);
          this.stories.clear();
          return;
        }
        continue;
      }
      this.apply(parsed);
    }
    if (torn !== undefined && parses(torn)) this.apply(JournalRecord.parse(JSON.parse(torn)));
    this.damagedLines = damaged;
    this.needsTidying = damaged > 0 || !text.startsWith('{"t":"journal"');
    // Damage beyond a torn last line is kept aside before tidying rewrites the file without it.
    if (damaged > (torn === undefined ? 0 : 1)) {
      const copy = `${path}.damaged-${this.now().toISOString().replace(/[:.]/g, '-')}`;
      try {
        await copyFile(path, copy);
        this.damagedCopy = copy;
      } catch {
        this.damagedCopy = null;
      }
    }
  }

  private async compact(path: string, options: JournalStoreOptions): Promise<void> {
    const maxBytes = options.maxBytes ?? JOURNAL_MAX_BYTES;
    const cutoff = this.now().getTime() - this.retentionDays * DAY_MS;
    const kept = () => this.stories.size + this.edits.size + this.undoables.size;
    const before = kept();
    for (const [jobId, story] of this.stories) {
      if (!isInterrupted(story) && Date.parse(story.lastAt) < cutoff) this.stories.delete(jobId);
    }
    for (const [id, edit] of this.edits) {
      if (!isEditInterrupted(edit) && Date.parse(edit.lastAt) < cutoff) this.edits.delete(id);
    }
    // Undo needs a change only until it is undone or past retention.
    for (const [id, undoable] of this.undoables) {
      if (undoable.undone !== null || Date.parse(undoable.kept.at) < cutoff) this.undoables.delete(id);
    }
    // Each job's lines are serialized once: the oldest finished ones go, whole, until the rest fits.
    const size = (lines: readonly string[]) => lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0);
    const jobLines = new Map([...this.stories].map(([jobId, story]) => [jobId, storyLines(story).map((record) => JSON.stringify(record))]));
    const rest = this.otherLines();
    let bytes = size(rest) + [...jobLines.values()].reduce((sum, lines) => sum + size(lines), 0);
    for (const [jobId, story] of this.stories) {
      if (bytes <= maxBytes) break;
      if (isInterrupted(story)) continue;
      bytes -= size(jobLines.get(jobId) ?? []);
      this.stories.delete(jobId);
      jobLines.delete(jobId);
    }
    try {
      await removeLeftovers(path);
      if (kept() === before && !this.needsTidying) return;
      await this.file.replace([...rest.slice(0, 1), ...[...jobLines.values()].flat(), ...rest.slice(1)]);
    } catch (error) {
      this.problem = journalWords.unwritable(errorText(error));
    }
  }

  /** The header, then the lines that are not a job's: single changes and what undo keeps. */
  private otherLines(): string[] {
    const records: JournalRecord[] = [];
    for (const edit of this.edits.values()) records.push(...[edit.begun, edit.ended, edit.decided].filter((record) => record !== null));
    for (const undoable of this.undoables.values()) records.push(...[undoable.kept, undoable.undone].filter((record) => record !== null));
    return [JSON.stringify({ t: 'journal', format: JOURNAL_FORMAT, at: this.now().toISOString() }), ...records.map((record) => JSON.stringify(record))];
  }

  private apply(record: JournalRecord): void {
    if (record.t === 'job') {
      this.stories.set(record.jobId, newStory(record));
      return;
    }
    if (record.t === 'edit') {
      this.edits.set(record.id, { begun: record, ended: null, decided: null, lastAt: record.at });
      return;
    }
    if (record.t === 'undoable') {
      this.undoables.set(record.id, { kept: record, undone: null });
      return;
    }
    if (record.t === 'undone') {
      const undoable = this.undoables.get(record.id);
      if (undoable) undoable.undone = record;
      return;
    }
    if (record.t === 'edited') {
      const edit = this.edits.get(record.id);
      if (edit) Object.assign(edit, { ended: record, lastAt: record.at });
      return;
    }
    const decidedEdit = record.t === 'decided' ? this.edits.get(record.jobId) : undefined;
    if (decidedEdit && record.t === 'decided') {
      Object.assign(decidedEdit, { decided: record, lastAt: record.at });
      return;
    }
    const story = this.stories.get(record.jobId);
    // A line of a job whose beginning was tidied away or damaged tells nothing usable on its own.
    if (!story) return;
    switch (record.t) {
      case 'intent': {
        const list = story.intents.get(record.key) ?? [];
        list.push(record);
        story.intents.set(record.key, list);
        touch(story, record.at, true);
        break;
      }
      case 'wrote':
        story.wrote.set(`${record.key}#${record.seq}`, record);
        touch(story, record.at, true);
        break;
      case 'item':
        story.items.set(record.outcome.key, record.outcome);
        touch(story, record.outcome.at, true);
        break;
      case 'end':
        story.end = record;
        touch(story, record.at, true);
        break;
      case 'held':
        story.held = true;
        touch(story, record.at, true);
        break;
      case 'settled':
        story.settled.set(record.key, record.applied);
        touch(story, record.at);
        break;
      case 'decided':
        story.decided = record;
        touch(story, record.at);
        break;
    }
  }
}

/** A job's lines, as a tidied journal writes them back. */
function storyLines(story: JobStory): JournalRecord[] {
  const { jobId } = story.begun;
  const records: JournalRecord[] = [story.begun];
  for (const intents of story.intents.values()) records.push(...intents);
  records.push(...story.wrote.values());
  for (const outcome of story.items.values()) records.push({ t: 'item', jobId, outcome });
  for (const [key, applied] of story.settled) records.push({ t: 'settled', jobId, key, applied, at: story.lastAt });
  if (story.end) records.push(story.end);
  if (story.held) records.push({ t: 'held', jobId, at: story.ranUntil });
  if (story.decided) records.push(story.decided);
  return records;
}

function touch(story: JobStory, at: string, byTheRun = false): void {
  if (at > story.lastAt) story.lastAt = at;
  if (byTheRun && at > story.ranUntil) story.ranUntil = at;
}

type Line = JournalRecord | z.infer<typeof JournalHeader>;

function parseLine(line: string): Line | null {
  try {
    const value: unknown = JSON.parse(line);
    const header = JournalHeader.safeParse(value);
    if (header.success) return header.data;
    const record = JournalRecord.safeParse(value);
    return record.success ? record.data : null;
  } catch {
    return null;
  }
}

function parses(line: string): boolean {
  const parsed = parseLine(line);
  return parsed !== null && parsed.t !== 'journal';
}

function errorText(error: unknown): string {
  return error instanceof JournalWriteError ? error.problem : writeProblemOf(error);
}
