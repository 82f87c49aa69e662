import { ActivityOutcome, type ActivityEntry } from '../../contract/app/activity.channels';
import { Column, float64s, int32s, Interned, uint32s, uint8s } from './columns';
import { SearchWords } from './search-words';

/** What a line is: a single change, or the start, a write or the end of a bulk change. */
export const LineKind = { single: 0, head: 1, item: 2, end: 3 } as const;

/** Outcomes by number, as the outcome column stores them. */
export const outcomes = ActivityOutcome.options;

/** Not in the file (yet): the line is held in memory. */
export const IN_MEMORY = -1;
const NONE = -1;

/** A number for an entry's id (FNV-1a): a read from the file checks it found the entry it meant, at 4 bytes a line. */
export function idHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < id.length; at += 1) hash = Math.imul(hash ^ id.charCodeAt(at), 0x01000193);
  return hash >>> 0;
}

/** A bulk change as the index knows it: where its lines are, and the counts its listing shows. */
export interface JobLines {
  jobId: string;
  /** Line numbers, or -1: the entry that started it (the first such), its end. */
  head: number;
  end: number;
  /** Its first line: where it is listed when its start was not recorded. */
  first: number;
  items: Column<Int32Array>;
  succeeded: number;
  failed: number;
  /** From its end line, when there is one. */
  counts: { done: number; failed: number; skipped: number } | null;
  endedAs: 'completed' | 'cancelled' | 'held' | null;
  /** The title it is listed under when its start was not recorded: from its end, else its first write. */
  title: string;
}

/**
 * Every line of the Activity log as a few numbers (where it is in the file, its time, outcome, connection,
 * action and bulk change) plus its searchable words packed in `SearchWords`: what listing, filtering and
 * searching a million lines needs, at a few dozen bytes a line. Whole entries stay in the file and are read
 * for the page shown. Lines are numbered from 0 in the order of the log.
 */
export class ActivityIndex {
  readonly position = new Column(float64s);
  readonly byteLength = new Column(uint32s);
  readonly idHash = new Column(uint32s);
  readonly time = new Column(float64s);
  readonly outcome = new Column(uint8s);
  readonly kind = new Column(uint8s);
  readonly job = new Column(int32s);
  readonly action = new Column(int32s);
  readonly connectionId = new Column(int32s);
  readonly connectionName = new Column(int32s);
  readonly actions = new Interned();
  readonly connectionIds = new Interned();
  readonly connectionNames = new Interned();
  readonly words = new SearchWords();
  readonly jobs: JobLines[] = [];
  /** Jobs a later one finished or put back, how, and on which line it says so. */
  readonly laterBy = new Map<string, { as: 'resume' | 'rollback'; line: number }>();
  private readonly jobNumbers = new Map<string, number>();

  get lines(): number {
    return this.kind.length;
  }

  /** Adds a line; `position` is its byte offset in the file, or `IN_MEMORY`. Answers its number. */
  add(entry: ActivityEntry, position: number, byteLength: number): number {
    const line = this.lines;
    this.position.push(position);
    this.byteLength.push(byteLength);
    this.idHash.push(idHash(entry.id));
    this.time.push(Date.parse(entry.time));
    this.outcome.push(outcomes.indexOf(entry.outcome));
    this.action.push(this.actions.numberOf(entry.action));
    this.connectionId.push(entry.connectionId === null ? NONE : this.connectionIds.numberOf(entry.connectionId));
    this.connectionName.push(entry.connectionName === null ? NONE : this.connectionNames.numberOf(entry.connectionName));
    // Action, connection and outcome are searched through their small tables; the rest is packed here.
    this.words.add([entry.target, entry.errorMessage ?? '', entry.before ?? '', entry.after ?? '']);
    if (entry.follows && entry.follows.as !== 'retry') this.laterBy.set(entry.follows.jobId, { as: entry.follows.as, line });
    if (entry.jobId === undefined) {
      this.kind.push(LineKind.single);
      this.job.push(NONE);
      return line;
    }
    const number = this.jobNumberOf(entry.jobId, line);
    const job = this.jobs[number] as JobLines;
    this.job.push(number);
    if (entry.part === 'item') {
      this.kind.push(LineKind.item);
      job.items.push(line);
      if (entry.outcome === 'success') job.succeeded += 1;
      if (entry.outcome === 'failure') job.failed += 1;
      if (job.end === NONE && job.items.length === 1) job.title = entry.jobTitle ?? entry.target;
    } else if (entry.part === 'end') {
      this.kind.push(LineKind.end);
      job.end = line;
      job.counts = entry.counts ?? null;
      job.endedAs = entry.endedAs ?? null;
      job.title = entry.jobTitle ?? entry.target;
    } else {
      this.kind.push(LineKind.head);
      if (job.head === NONE) job.head = line;
    }
    return line;
  }

  jobOf(jobId: string): JobLines | undefined {
    const number = this.jobNumbers.get(jobId);
    return number === undefined ? undefined : this.jobs[number];
  }

  /** Marks the line as written to the file at `position`. */
  placed(line: number, position: number, byteLength: number): void {
    this.position.set(line, position);
    this.byteLength.set(line, byteLength);
  }

  /** Bytes held, for the bench's account of what is kept where. */
  bytes(): number {
    const columns = [this.position, this.byteLength, this.idHash, this.time, this.outcome, this.kind, this.job, this.action, this.connectionId, this.connectionName];
    const items = this.jobs.reduce((sum, job) => sum + job.items.view().byteLength, 0);
    return columns.reduce((sum, column) => sum + column.view().byteLength, 0) + items + this.words.bytes();
  }

  private jobNumberOf(jobId: string, line: number): number {
    let number = this.jobNumbers.get(jobId);
    if (number === undefined) {
      number = this.jobs.length;
      this.jobs.push({ jobId, head: NONE, end: NONE, first: line, items: new Column(int32s, 16), succeeded: 0, failed: 0, counts: null, endedAs: null, title: '' });
      this.jobNumbers.set(jobId, number);
    }
    return number;
  }
}
