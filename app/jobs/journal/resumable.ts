import type { z } from 'zod';
import type { ItemWork, JobItem } from '../job-types';

/** What an item of a stopped job reads as, once its journal lines are read back. */
export type ItemState = 'done' | 'failed' | 'skipped' | 'not-started' | 'uncertain';

/** An item to put back: its input, and the before-states its writes recorded, oldest first. */
export interface UndoInput<I> {
  input: I;
  before: unknown[];
}

/**
 * A kind of job that can be picked up after Orgdesk stopped in the middle of it. The journal keeps its
 * items' inputs (validated by `input` when read back); each method gets the connection the job ran on.
 */
export interface ResumableKind<I> {
  kind: string;
  input: z.ZodType<I>;
  /** The job's work, built again after a restart. */
  work(connectionId: string): ItemWork<I>;
  /**
   * Reads whether an item's change is in place now, for an item whose outcome a stop left unknown; `before`
   * holds the before-states its writes recorded, oldest first (what a check of the change may compare with).
   */
  settle(item: JobItem<I>, connectionId: string, signal: AbortSignal, before: unknown[]): Promise<boolean>;
  /**
   * Before an item that was not done runs after a restart: null to go ahead, or why it is skipped (someone
   * changed it since the preview), as the dry run would have said.
   */
  recheck(item: JobItem<I>, connectionId: string, signal: AbortSignal): Promise<string | null>;
  /**
   * How the items this kind changed are put back, from their recorded before-states. Its work refuses an
   * item changed again since (and says what differs). Absent where a change cannot be undone (a revoked
   * token is gone for good): then the job is only resumed or left.
   */
  undo?: { kind: string; title(count: number): string; work(connectionId: string): ItemWork<UndoInput<I>> };
}

/** The kinds of job that outlive a restart, by name; every area adds its own when it starts. */
export class ResumableKinds {
  private readonly kinds = new Map<string, ResumableKind<unknown>>();

  add<I>(kind: ResumableKind<I>): void {
    if (this.kinds.has(kind.kind)) throw new Error(`The job kind ${kind.kind} was added twice.`);
    this.kinds.set(kind.kind, kind as unknown as ResumableKind<unknown>);
  }

  get(kind: string): ResumableKind<unknown> | undefined {
    return this.kinds.get(kind);
  }

  has(kind: string): boolean {
    return this.kinds.has(kind);
  }
}
