import { actionLabel } from '../../contract/action-labels';
import {
  outcomeLabels,
  standingLabels,
  type ActivityEntry,
  type ActivityFilter,
  type ActivityJobSummary,
  type JobStanding,
} from '../../contract/app/activity.channels';
import { ActivityIndex, LineKind, outcomes, type JobLines } from './activity-index';
import { Column, int32s } from './columns';

/** An entry as Activity lists it: a single change, or a bulk change read together with its writes and its end. */
export interface ListedEntry {
  entry: ActivityEntry;
  job: ActivityJobSummary | null;
}

/** Whether this session is still running the job; jobs from before a restart are not. */
export type IsRunning = (jobId: string) => boolean;

/** The log as the view reads it: its index, and whole entries by line number (the index keeps only numbers and words). */
export interface IndexedLines {
  open(): Promise<ActivityIndex>;
  read(lines: readonly number[]): Promise<ActivityEntry[]>;
}

/** A page of Activity: its entries, how many match in all, and the lines it was taken from (to page on the same). */
export interface ActivityPage {
  entries: ListedEntry[];
  total: number;
  upTo: number;
}

const NO_LINE = -1;
const BULK_CHANGE = 'Bulk change';
/** A connection no line names: matches no line (lines without a connection hold -1). */
const UNKNOWN_CONNECTION = -2;

/**
 * Activity as a person reads it: one entry per single change and per bulk change. The log keeps a line for
 * each write a bulk change makes (written with its change-journal record) and one for its end; they carry
 * the job's id and are read into the entry that started the job. A job whose start was not recorded (an
 * older log, a crash before the start was logged) is listed from its own lines, under its title.
 *
 * Works on the index: a listing is the numbers of the lines that stand for its entries, newest first;
 * only the page shown is read from the file.
 */
export class ActivityView {
  /** The last listing asked for, by its filter: paging and exporting ask for the same one again and again. */
  private last: { key: string; rows: Int32Array } | null = null;
  private lastSearch: { needle: string; lines: number; hits: Uint8Array } | null = null;
  private index: ActivityIndex = new ActivityIndex();
  /** Bulk changes as the first lines of the log tell them, for the `upTo` an export in parts asks for again and again. */
  private jobsAsOf: { upTo: number; jobs: Map<JobLines, JobLines> } | null = null;

  constructor(
    private readonly log: IndexedLines,
    private readonly isRunning: IsRunning,
  ) {}

  /**
   * A page of the entries that match `filter`, newest first, from the first `upTo` lines of the log (all of
   * them when not given): a bulk change matches a text when any of its writes does.
   */
  async list(filter: ActivityFilter = {}, page: { offset?: number; limit?: number; upTo?: number } = {}): Promise<ActivityPage> {
    const { rows, upTo } = await this.rows(filter, page.upTo);
    const offset = page.offset ?? 0;
    const shown = rows.subarray(offset, offset + (page.limit ?? rows.length));
    return { entries: await this.entries(shown, upTo), total: rows.length, upTo: page.upTo ?? upTo };
  }

  private async rows(filter: ActivityFilter, upTo: number | undefined): Promise<{ rows: Int32Array; upTo: number }> {
    const index = await this.log.open();
    if (index !== this.index) {
      this.index = index;
      this.last = null;
      this.lastSearch = null;
      this.jobsAsOf = null;
    }
    const lines = Math.min(upTo ?? index.lines, index.lines);
    const key = JSON.stringify([filter, lines, index.lines, this.runningJobs()]);
    if (this.last?.key !== key) this.last = { key, rows: this.match(filter, lines) };
    return { rows: this.last.rows, upTo: lines };
  }

  private async entries(rows: Int32Array, upTo: number): Promise<ListedEntry[]> {
    const sources = Array.from(rows, (line) => this.sourceOf(line, upTo));
    const lines = await this.log.read(sources);
    return Array.from(rows, (line, at) => this.listed(line, lines[at] as ActivityEntry, upTo));
  }

  /** The line a listed entry is read from: the entry itself, or for a job without a start its end or first write. */
  private sourceOf(line: number, upTo: number): number {
    const job = this.jobAt(line, upTo);
    if (!job || job.head === line) return line;
    return job.end === NO_LINE ? (job.items.at(0) ?? line) : job.end;
  }

  private jobAt(line: number, upTo: number): JobLines | undefined {
    const job = this.index.kind.at(line) === LineKind.single ? undefined : this.index.jobs[this.index.job.at(line)];
    return job && this.asOf(job, upTo);
  }

  /**
   * The bulk change as its lines before `upTo` tell it: its start, writes, counts and end. Every part of an
   * export sees the change as the first part did, however it went on meanwhile.
   */
  private asOf(job: JobLines, upTo: number): JobLines {
    const lastItem = job.items.length > 0 ? job.items.at(job.items.length - 1) : NO_LINE;
    if (Math.max(job.head, job.end, lastItem) < upTo) return job;
    if (this.jobsAsOf?.upTo !== upTo) this.jobsAsOf = { upTo, jobs: new Map() };
    const known = this.jobsAsOf.jobs.get(job);
    if (known) return known;
    const items = new Column(int32s, 16);
    let succeeded = 0;
    let failed = 0;
    for (const line of job.items.view()) {
      if (line >= upTo) break;
      items.push(line);
      if (outcomes[this.index.outcome.at(line)] === 'success') succeeded += 1;
      if (outcomes[this.index.outcome.at(line)] === 'failure') failed += 1;
    }
    const ended = job.end !== NO_LINE && job.end < upTo;
    const seen: JobLines = {
      ...job,
      head: job.head < upTo ? job.head : NO_LINE,
      end: ended ? job.end : NO_LINE,
      items,
      succeeded,
      failed,
      counts: ended ? job.counts : null,
      endedAs: ended ? job.endedAs : null,
    };
    this.jobsAsOf.jobs.set(job, seen);
    return seen;
  }

  private listed(line: number, source: ActivityEntry, upTo: number): ListedEntry {
    const job = this.jobAt(line, upTo);
    if (!job) return { entry: source, job: null };
    const counted = job.counts ?? { done: job.succeeded, failed: job.failed, skipped: 0 };
    const later = this.index.laterBy.get(job.jobId);
    const laterBy = later && later.line < upTo ? later.as : null;
    const summary: ActivityJobSummary = { jobId: job.jobId, standing: this.standingOf(job), ...counted, writes: job.items.length, laterBy };
    const outcome = outcomes[this.outcomeOf(line, job)] ?? 'success';
    const entry: ActivityEntry =
      job.head === line
        ? { ...source, outcome }
        : { ...source, id: `job-${job.jobId}`, action: BULK_CHANGE, target: job.title, part: undefined, outcome, errorMessage: null };
    return { entry, job: summary };
  }

  /** The outcome a listed bulk change shows (by number): failed when any write failed, though its start succeeded. */
  private outcomeOf(line: number, job: JobLines): number {
    const failed = (job.counts?.failed ?? job.failed) > 0;
    const own = this.index.outcome.at(line);
    if (job.head !== line) return outcomes.indexOf(failed ? 'failure' : 'success');
    return outcomes[own] === 'success' && failed ? outcomes.indexOf('failure') : own;
  }

  private standingOf(job: JobLines): JobStanding {
    if (job.endedAs === 'completed') return 'completed';
    if (job.endedAs === 'cancelled') return 'cancelled';
    // Ended after the lines seen (an export began before it ended): it was running then.
    const endedLater = job.end === NO_LINE && (this.index.jobOf(job.jobId)?.end ?? NO_LINE) !== NO_LINE;
    if (this.isRunning(job.jobId) || endedLater) return 'running';
    return job.endedAs === 'held' ? 'paused-to-quit' : 'stopped';
  }

  /** Jobs this session runs now: a job ending changes what its entry says. */
  private runningJobs(): string {
    return this.index.jobs.flatMap((job) => (job.endedAs === null && this.isRunning(job.jobId) ? [job.jobId] : [])).join(',');
  }

  private match(filter: ActivityFilter, upTo: number): Int32Array {
    const { index } = this;
    const text = filter.text ? this.textMatcher(filter.text.toLowerCase(), upTo) : null;
    const from = filter.from ? Date.parse(filter.from) : -Infinity;
    const to = filter.to ? Date.parse(filter.to) : Infinity;
    const wantedOutcome = filter.outcome ? outcomes.indexOf(filter.outcome) : NO_LINE;
    // No connection (or an empty one) asked for: every connection.
    const wantedConnection = !filter.connectionId ? undefined : (index.connectionIds.find(filter.connectionId) ?? UNKNOWN_CONNECTION);
    const kind = index.kind.view();
    const jobOfLine = index.job.view();
    const rows: number[] = [];
    for (let line = upTo - 1; line >= 0; line -= 1) {
      const whole = kind[line] === LineKind.single ? undefined : index.jobs[jobOfLine[line] ?? 0];
      const job = whole && this.asOf(whole, upTo);
      if (job && (job.head === NO_LINE ? job.first !== line : job.head !== line)) continue;
      const outcome = job ? this.outcomeOf(line, job) : index.outcome.at(line);
      if (wantedOutcome !== NO_LINE && outcome !== wantedOutcome) continue;
      const source = job ? this.sourceOf(line, upTo) : line;
      if (wantedConnection !== undefined && index.connectionId.at(source) !== wantedConnection) continue;
      const time = index.time.at(source);
      if (time < from || time > to) continue;
      if (text && !text(line, job, outcome)) continue;
      rows.push(line);
    }
    return Int32Array.from(rows);
  }

  /**
   * Whether a listed entry has the text in the words the screen and the CSV show of it (action and its
   * label, target, outcome and standing as listed, connection, problem, before and after) or, for a bulk
   * change, in the words of any of its writes.
   */
  private textMatcher(needle: string, upTo: number): (line: number, job: JobLines | undefined, outcome: number) => boolean {
    const { index } = this;
    const has = (text: string) => text.toLowerCase().includes(needle);
    const hits = this.wordHits(needle);
    const actions = index.actions.flags((action) => has(action) || has(actionLabel(action)));
    const names = index.connectionNames.flags(has);
    const outcomeWords = outcomes.map((outcome) => has(outcomeLabels[outcome]));
    const bulkChange = has(BULK_CHANGE) || has(actionLabel(BULK_CHANGE));
    const ownWords = (line: number) => hits[line] === 1 || actions[index.action.at(line)] === 1 || names[index.connectionName.at(line)] === 1;
    const jobHits = new Uint8Array(index.jobs.length);
    const kind = index.kind.view();
    for (let line = 0; line < upTo; line += 1) {
      if (kind[line] === LineKind.item && (ownWords(line) || outcomeWords[index.outcome.at(line)])) jobHits[index.job.at(line)] = 1;
    }
    return (line, job, outcome) => {
      if (outcomeWords[outcome]) return true;
      if (!job) return ownWords(line);
      if (jobHits[index.job.at(line)] === 1 || has(standingLabels[this.standingOf(job)])) return true;
      if (job.head === line) return ownWords(line);
      const source = this.sourceOf(line, upTo);
      return bulkChange || has(job.title) || names[index.connectionName.at(source)] === 1;
    };
  }

  /**
   * One byte per line: 1 when its packed words hold the needle. Kept for the next page of the same search;
   * lines written since are searched on their own.
   */
  private wordHits(needle: string): Uint8Array {
    const { lastSearch, index } = this;
    if (lastSearch?.needle === needle && lastSearch.lines === index.lines) return lastSearch.hits;
    const hits = new Uint8Array(index.lines);
    const known = lastSearch?.needle === needle && lastSearch.lines < index.lines ? lastSearch : null;
    if (known) hits.set(known.hits);
    index.words.mark(needle, hits, known?.lines ?? 0);
    this.lastSearch = { needle, lines: index.lines, hits };
    return hits;
  }
}
