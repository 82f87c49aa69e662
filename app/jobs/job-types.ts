import type { ActivityEntry } from '../contract/app/activity.channels';
import type { JobProgress } from '../contract/events';
import type { Follows } from './journal/records';
import type { ItemOutcome } from '../contract/channels/item-outcome';

/** One unit of bulk work. `key` is stable and unique within the job (an account id, a token id ...). */
export interface JobItem<I> {
  key: string;
  /** Plain words for the Activity log and the results table, e.g. "API token “CI” of Ada Lovelace". */
  target: string;
  input: I;
  /**
   * How many units of what the job counts this item stands for (default 1): a page whose clean-up deletes
   * 311 versions weighs 311 when the job counts versions, so progress moves with the real work. An item
   * that counts nothing weighs 0.
   */
  weight?: number;
}

/** What a write records besides its action: for undo after a restart, and for the admin reading Activity. */
export interface WriteDetail {
  /** The state the change replaces, as read just before it (plain JSON, never a secret): kept in the change journal. */
  before?: unknown;
  /** The thing before and after the change, in a few plain words ("Active" → "Paused"): shown in Activity. */
  words?: { before: string; after: string };
}

export interface ItemContext {
  /** Aborted when the job is cancelled; pass it to every request. */
  signal: AbortSignal;
  dryRun: boolean;
  /**
   * Every change goes through here, so it reaches the Activity log. In a dry run `perform` is not
   * called and the answer is undefined; the action is still recorded as what would have happened.
   */
  write<R>(action: string, perform: () => Promise<R>, detail?: WriteDetail): Promise<R | undefined>;
  /**
   * `units` of the item's weight are finished (done, or skipped as not needed; 1 unless said): progress
   * moves now rather than when the whole item ends. Units past the weight are ignored; what is left when
   * the item ends counts as its outcome. Resolves once the job is not paused, so a long item stops between
   * two of its units when the admin pauses.
   */
  advance(units?: number, as?: 'done' | 'skipped'): Promise<void>;
}

/** Returning `{skipped}` says the item needed nothing (already revoked, not manageable ...). */
export type ItemWork<I> = (item: JobItem<I>, ctx: ItemContext) => Promise<void | { skipped: string }>;

export interface JobDefinition<I> {
  kind: string;
  title: string;
  items: readonly JobItem<I>[];
  work: ItemWork<I>;
  dryRun?: boolean;
  /**
   * Reads only, so the change journal does not hold it: after a stop there is nothing to finish or put
   * back. (A token scan keeps a log of its own, to be continued from.)
   */
  readOnly?: boolean;
  /** Items worked on at once; the transport's per-host limiter still bounds the requests. */
  concurrency?: number;
  connectionId?: string | null;
  /** The job this one continues or undoes; the journal links them. */
  follows?: Follows | null;
}

/**
 * What `onItemWrite` receives, the shape `ActivityLog.append` takes: each write of a job (`part: 'item'`)
 * and the job's end (`part: 'end'`), both carrying the job's id so Activity lists the job as one entry.
 */
export type WriteRecord = Omit<ActivityEntry, 'id' | 'time' | 'connectionName'>;

export type ProgressListener = (progress: JobProgress) => void;
export type WriteListener = (record: WriteRecord) => void | Promise<void>;

/**
 * Where a run records itself in the change journal (`journal/run-journal.ts`). Each promise that a method
 * returns resolves once the line is on disk when the method says so, and rejects when it cannot be written.
 */
export interface RunJournal {
  /** Synced: the job and its items, before the first item starts. */
  begun(jobId: string, definition: JobDefinition<unknown>): Promise<void>;
  /** Synced: what an item is about to change; answers the intent's number for `wrote`. */
  intent(jobId: string, key: string, action: string, detail: WriteDetail): Promise<number>;
  wrote(jobId: string, key: string, seq: number, error: string | null): void;
  itemEnded(jobId: string, outcome: ItemOutcome): void;
  /** Synced. */
  ended(jobId: string, state: 'completed' | 'cancelled'): Promise<void>;
  /** Synced: the admin paused the job to quit; the next start offers it again. */
  held(jobId: string): Promise<void>;
}
