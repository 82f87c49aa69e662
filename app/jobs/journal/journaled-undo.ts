import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AppError } from '../../contract/errors';
import type { JournalStore, UndoableStory } from './journal-store';

/** One change Undo can put back: what it acted on, and its state before and after, as the kind's schema reads them. */
export interface UndoableChange<S> {
  id: string;
  connectionId: string | null;
  /** What the change acted on (a scheme's id, a hook's id): the screen of that thing offers its latest change. */
  subject: string;
  at: string;
  before: S;
  after: S;
}

export const undoWords = {
  gone: (days: number) => `This change can no longer be undone here: Orgdesk keeps changes for Undo for ${days} days.`,
  undone: 'This change was already undone.',
  unreadable: 'This change can no longer be undone here: what Orgdesk wrote down about it cannot be read by this version.',
  otherConnection: 'This change was made on another connection.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Changes of one kind kept for Undo in the change journal, so Undo still works after a restart: each is on
 * disk before its id is handed out, taken back only while it is within the journal's retention and not
 * undone, and read through the caller's schema (a line another version wrote is refused, never guessed at).
 */
export class JournaledUndo<S> {
  constructor(
    private readonly journal: JournalStore,
    private readonly kind: string,
    private readonly snapshot: z.ZodType<S>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Keeps a change for Undo, synced to disk; its id is what `take` and `markUndone` are given. */
  async keep(change: Omit<UndoableChange<S>, 'id' | 'at'>): Promise<string> {
    const id = randomUUID();
    await this.journal.record({ t: 'undoable', id, kind: this.kind, at: this.now().toISOString(), ...change }, true);
    return id;
  }

  /** The change to undo, on this connection; refused with a sentence when it is gone, too old, already undone or of another connection. */
  take(id: string, connectionId: string | null): UndoableChange<S> {
    const story = this.journal.undoable(id);
    if (story === undefined || story.kept.kind !== this.kind || !this.withinRetention(story)) throw new AppError('NOT_FOUND', undoWords.gone(this.journal.retentionDays));
    if (story.undone !== null) throw new AppError('CONFLICT', undoWords.undone);
    if (story.kept.connectionId !== connectionId) throw new AppError('VALIDATION', undoWords.otherConnection);
    const change = this.read(story);
    if (change === null) throw new AppError('NOT_FOUND', undoWords.unreadable);
    return change;
  }

  /** The newest change to `subject` on this connection that can still be undone, for a screen opened after a restart. */
  latest(connectionId: string | null, subject: string): UndoableChange<S> | null {
    const stories = this.journal.allUndoables().filter(
      (story) => story.kept.kind === this.kind && story.kept.connectionId === connectionId && story.kept.subject === subject && story.undone === null && this.withinRetention(story),
    );
    for (const story of stories.reverse()) {
      const change = this.read(story);
      if (change !== null) return change;
    }
    return null;
  }

  /**
   * For a screen listing many subjects (a workspace's hooks): the newest change that can still be undone of
   * each subject on this connection that `wanted` accepts, newest first.
   */
  latestOfEach(connectionId: string | null, wanted: (change: UndoableChange<S>) => boolean): UndoableChange<S>[] {
    const newest = new Map<string, UndoableChange<S>>();
    for (const story of this.journal.allUndoables().reverse()) {
      const { kind, connectionId: of, subject } = story.kept;
      if (kind !== this.kind || of !== connectionId || story.undone !== null || newest.has(subject) || !this.withinRetention(story)) continue;
      const change = this.read(story);
      if (change !== null && wanted(change)) newest.set(subject, change);
    }
    return [...newest.values()];
  }

  /** Synced, so an undo done before a crash is never offered again. */
  async markUndone(id: string): Promise<void> {
    await this.journal.record({ t: 'undone', id, at: this.now().toISOString() }, true);
  }

  private withinRetention(story: UndoableStory): boolean {
    return Date.parse(story.kept.at) >= this.now().getTime() - this.journal.retentionDays * DAY_MS;
  }

  private read(story: UndoableStory): UndoableChange<S> | null {
    const before = this.snapshot.safeParse(story.kept.before);
    const after = this.snapshot.safeParse(story.kept.after);
    if (!before.success || !after.success) return null;
    const { id, connectionId, subject, at } = story.kept;
    return { id, connectionId, subject, at, before: before.data, after: after.data };
  }
}
