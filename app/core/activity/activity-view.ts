import { actionLabel } from '../../contract/action-labels';
import {
  outcomeLabels,
  standingLabels,
  type ActivityEntry,
  type ActivityFilter,
  type ActivityJobSummary,
  type JobStanding,
} from '../../contract/app/activity.channels';

/** An entry as Activity lists it: a single change, or a bulk change read together with its writes and its end. */
export interface ListedEntry {
  entry: ActivityEntry;
  job: ActivityJobSummary | null;
}

interface JobLines {
  head: ActivityEntry | null;
  items: ActivityEntry[];
  end: ActivityEntry | null;
  /** Position of the job's first line in the log: where a job without a recorded start is listed. */
  first: number;
}

/** Whether this session is still running the job; jobs from before a restart are not. */
export type IsRunning = (jobId: string) => boolean;

/**
 * Activity as a person reads it: one entry per single change and per bulk change. The log keeps a line for
 * each write a bulk change makes (written with its change-journal record) and one for its end; they carry
 * the job's id and are read into the entry that started the job. A job whose start was not recorded (an
 * older log, a crash before the start was logged) is listed from its own lines, under its title.
 */
export class ActivityView {
  private readonly jobs = new Map<string, JobLines>();
  private readonly listed: ListedEntry[];

  /** Jobs a later one finished or put back, and how. */
  private readonly laterBy = new Map<string, 'resume' | 'rollback'>();

  constructor(lines: readonly ActivityEntry[], isRunning: IsRunning) {
    lines.forEach((line, index) => {
      if (line.follows && line.follows.as !== 'retry') this.laterBy.set(line.follows.jobId, line.follows.as);
      if (line.jobId === undefined) return;
      const job = this.jobs.get(line.jobId) ?? { head: null, items: [], end: null, first: index };
      if (line.part === 'item') job.items.push(line);
      else if (line.part === 'end') job.end = line;
      else job.head ??= line;
      this.jobs.set(line.jobId, job);
    });
    const listed: ListedEntry[] = [];
    lines.forEach((line, index) => {
      if (line.jobId === undefined) listed.push({ entry: line, job: null });
      else {
        const job = this.jobs.get(line.jobId);
        if (job && (line === job.head || (job.head === null && index === job.first))) listed.push(this.listJob(line.jobId, job, isRunning));
      }
    });
    this.listed = listed.reverse();
  }

  /** Newest first, with what a filter asks for: a bulk change matches a text when any of its writes does. */
  list(filter: ActivityFilter = {}): ListedEntry[] {
    return this.listed.filter((listed) => matches(listed, filter, this.itemsOf(listed.job?.jobId)));
  }

  /** The writes of a bulk change, in the order they were made. */
  itemsOf(jobId: string | undefined): readonly ActivityEntry[] {
    return jobId === undefined ? [] : (this.jobs.get(jobId)?.items ?? []);
  }

  private listJob(jobId: string, lines: JobLines, isRunning: IsRunning): ListedEntry {
    const counted = lines.end?.counts ?? {
      done: lines.items.filter((item) => item.outcome === 'success').length,
      failed: lines.items.filter((item) => item.outcome === 'failure').length,
      skipped: 0,
    };
    const job: ActivityJobSummary = { jobId, standing: standingOf(lines, isRunning(jobId)), ...counted, writes: lines.items.length, laterBy: this.laterBy.get(jobId) ?? null };
    const source = lines.head ?? lines.end ?? lines.items[0];
    if (!source) throw new Error('A job is listed from one of its own lines.');
    const title = source.jobTitle ?? source.target;
    const entry: ActivityEntry = lines.head
      ? { ...lines.head, outcome: lines.head.outcome === 'success' && counted.failed > 0 ? 'failure' : lines.head.outcome }
      : { ...source, id: `job-${jobId}`, action: 'Bulk change', target: title, part: undefined, outcome: counted.failed > 0 ? 'failure' : 'success', errorMessage: null };
    return { entry, job };
  }
}

function standingOf(lines: JobLines, running: boolean): JobStanding {
  if (lines.end?.endedAs === 'completed') return 'completed';
  if (lines.end?.endedAs === 'cancelled') return 'cancelled';
  if (running) return 'running';
  return lines.end?.endedAs === 'held' ? 'paused-to-quit' : 'stopped';
}

/** The words a text search looks through: what the screen and the CSV show of a line. */
export function searchableWords(entry: ActivityEntry): string[] {
  return [entry.action, actionLabel(entry.action), entry.target, outcomeLabels[entry.outcome], entry.connectionName ?? '', entry.errorMessage ?? '', entry.before ?? '', entry.after ?? ''];
}

function matches({ entry, job }: ListedEntry, filter: ActivityFilter, items: readonly ActivityEntry[]): boolean {
  if (filter.outcome && entry.outcome !== filter.outcome) return false;
  if (filter.connectionId && entry.connectionId !== filter.connectionId) return false;
  const time = Date.parse(entry.time);
  if (filter.from && time < Date.parse(filter.from)) return false;
  if (filter.to && time > Date.parse(filter.to)) return false;
  if (!filter.text) return true;
  const needle = filter.text.toLowerCase();
  const has = (words: string[]) => words.some((field) => field.toLowerCase().includes(needle));
  return has([...searchableWords(entry), job ? standingLabels[job.standing] : '']) || items.some((item) => has(searchableWords(item)));
}
