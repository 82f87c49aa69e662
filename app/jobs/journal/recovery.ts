import { actionLabel } from '../../contract/action-labels';
import type { InterruptedEdit, InterruptedJob, RecoveredItem } from '../../contract/app/recovery.channels';
import { AppError } from '../../contract/errors';
import { plural } from '../../contract/words';
import type { JobRegistry } from '../job-registry';
import type { JobItem } from '../job-types';
import { isEditInterrupted, isInterrupted, type JobStory, type JournalStore } from './journal-store';
import type { ItemState, ResumableKind, ResumableKinds, UndoInput } from './resumable';

/** The writes a stopped job made, as the journal knows them once its uncertain items are settled. */
export interface StoppedWrites {
  jobId: string;
  title: string;
  connectionId: string;
  /** `foundInPlace`: the stop hid how the write ended, and reading the live state found it made. */
  writes: { target: string; action: string; foundInPlace: boolean }[];
}

export interface RecoveryOptions {
  /** The name of a saved connection, or null when it was removed since. */
  connectionName(connectionId: string): string | null;
  /**
   * Told, once a stopped job is settled, of every write it made: a stop can keep the end of a write from
   * Activity while the journal has it, so Activity is brought level with the journal here.
   */
  onSettled?(writes: StoppedWrites): Promise<void>;
  now?: () => Date;
}

export const recoveryWords = {
  gone: 'This interrupted change is no longer waiting for a choice.',
  unknownKind: 'Orgdesk cannot pick up this kind of change after a stop; what it did is listed here.',
  noUndo: 'This kind of change cannot be undone (a revoked token, a deleted version is gone for good).',
  connectionGone: 'The connection it ran on was removed. Add it again to resume or roll back.',
  unreadable: (count: number) => `The details of ${plural(count, 'item')} could not be read back from the journal.`,
  settleFirst: 'Orgdesk is still checking the items it was changing when it stopped.',
  nothingLeft: 'Nothing is left to do.',
  nothingDone: 'Nothing was changed, so there is nothing to roll back.',
  uncertain: 'Orgdesk stopped while changing it; it reads the live state to find out whether the change is in place.',
  foundInPlace: 'The change was found in place after the stop.',
  foundNotMade: 'The change was found not made after the stop.',
} as const;

interface ItemView {
  item: JobItem<unknown>;
  /** Whether the kind's schema read its recorded input back. */
  readable: boolean;
  state: ItemState;
  note: string | null;
}

/**
 * What Orgdesk offers for the jobs it stopped in the middle of, read from the change journal: per job what
 * was done, what did not start and what is uncertain; settling reads the uncertain items' live state; then
 * the admin resumes, rolls back or leaves each one, and the choice is journaled like any change.
 */
export class Recovery {
  private readonly now: () => Date;

  constructor(
    private readonly store: JournalStore,
    private readonly jobs: JobRegistry,
    private readonly kinds: ResumableKinds,
    private readonly options: RecoveryOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The jobs waiting for a choice, oldest first; jobs running in this session are not among them. */
  list(): InterruptedJob[] {
    return this.store
      .allStories()
      .filter((story) => isInterrupted(story) && !this.jobs.has(story.begun.jobId))
      .map((story) => this.view(story));
  }

  /** Single changes Orgdesk was making when it stopped, oldest first, until the admin has looked at them. */
  edits(): InterruptedEdit[] {
    return this.store
      .allEdits()
      .filter(isEditInterrupted)
      .map(({ begun }) => ({ id: begun.id, label: actionLabel(begun.channel), connectionName: begun.connectionId === null ? null : this.options.connectionName(begun.connectionId), at: begun.at }));
  }

  /** The job's title (or the single change's words), as Activity names the choice made for it. */
  titleOf(jobId: string): string {
    const edit = this.store.edit(jobId);
    if (edit && isEditInterrupted(edit)) return actionLabel(edit.begun.channel);
    return this.waiting(jobId).begun.title;
  }

  /** Reads the live state of every uncertain item of a stopped job and records what it found. */
  async settle(jobId: string, signal: AbortSignal): Promise<InterruptedJob> {
    const story = this.waiting(jobId);
    const kind = this.kinds.get(story.begun.kind);
    const connectionId = story.begun.connectionId;
    if (kind && connectionId !== null && this.options.connectionName(connectionId) !== null) {
      for (const view of this.items(story, kind)) {
        if (view.state !== 'uncertain') continue;
        const applied = await kind.settle(view.item, connectionId, signal, beforeStates(story, view.item.key));
        await this.store.record({ t: 'settled', jobId, key: view.item.key, applied, at: this.now().toISOString() }, true);
      }
      await this.options.onSettled?.({ jobId, title: story.begun.title, connectionId, writes: writesMade(this.store.story(jobId) ?? story) });
    }
    return this.view(story);
  }

  /** Runs the items that were not done as a new job; each is checked against the live state first. */
  async resume(jobId: string, signal: AbortSignal): Promise<string> {
    const story = this.waiting(jobId);
    const { kind, connectionId } = this.offered(story, 'resume');
    const remaining = this.items(story, kind).filter((view) => view.state === 'not-started');
    const work = kind.work(connectionId);
    const { jobId: newJobId } = this.jobs.start({
      kind: kind.kind,
      title: story.begun.title,
      connectionId,
      follows: { jobId, as: 'resume' },
      items: remaining.map((view) => view.item),
      work: async (item, ctx) => {
        const changedSince = await kind.recheck(item, connectionId, ctx.signal);
        if (changedSince !== null) return { skipped: changedSince };
        return work(item, ctx);
      },
    });
    signal.throwIfAborted();
    await this.decide(jobId, 'resume', newJobId);
    return newJobId;
  }

  /** Puts back what the job changed, from the before-states it recorded, as a new job. */
  async rollBack(jobId: string): Promise<string> {
    const story = this.waiting(jobId);
    const { kind, connectionId } = this.offered(story, 'rollBack');
    const undo = kind.undo;
    if (!undo) throw new AppError('CONFLICT', recoveryWords.noUndo);
    const changed = this.items(story, kind).filter((view) => view.state === 'done');
    const items: JobItem<UndoInput<unknown>>[] = changed.map((view) => ({
      key: view.item.key,
      target: view.item.target,
      input: { input: view.item.input, before: beforeStates(story, view.item.key) },
    }));
    const { jobId: newJobId } = this.jobs.start({ kind: undo.kind, title: undo.title(items.length), connectionId, follows: { jobId, as: 'rollback' }, items, work: undo.work(connectionId) });
    await this.decide(jobId, 'rollback', newJobId);
    return newJobId;
  }

  /** Records that the admin leaves the job (or looked at the single change) as it is: it is no longer offered. */
  async leave(jobId: string): Promise<void> {
    const edit = this.store.edit(jobId);
    if (!edit || !isEditInterrupted(edit)) this.waiting(jobId);
    await this.decide(jobId, 'leave', null);
  }

  private async decide(jobId: string, choice: 'resume' | 'rollback' | 'leave', by: string | null): Promise<void> {
    await this.store.record({ t: 'decided', jobId, choice, by, at: this.now().toISOString() }, true);
  }

  private waiting(jobId: string): JobStory {
    const story = this.store.story(jobId);
    if (!story || !isInterrupted(story) || this.jobs.has(jobId)) throw new AppError('NOT_FOUND', recoveryWords.gone);
    return story;
  }

  /** The kind and connection a choice needs, or the refusal the screen showed as its reason. */
  private offered(story: JobStory, choice: 'resume' | 'rollBack'): { kind: ResumableKind<unknown>; connectionId: string } {
    const offer = this.view(story)[choice];
    const kind = this.kinds.get(story.begun.kind);
    const connectionId = story.begun.connectionId;
    if (!offer.offered || !kind || connectionId === null) throw new AppError('CONFLICT', offer.why ?? recoveryWords.unknownKind);
    return { kind, connectionId };
  }

  private items(story: JobStory, kind: ResumableKind<unknown> | undefined): ItemView[] {
    return story.begun.items.map((recorded) => {
      const parsed = kind?.input.safeParse(recorded.input);
      const item: JobItem<unknown> = { key: recorded.key, target: recorded.target, input: parsed?.success ? parsed.data : undefined, ...(recorded.weight === undefined ? {} : { weight: recorded.weight }) };
      return { item, readable: parsed?.success === true, ...stateOf(story, recorded.key) };
    });
  }

  private view(story: JobStory): InterruptedJob {
    const kind = this.kinds.get(story.begun.kind);
    const views = this.items(story, kind);
    const count = (state: ItemState) => views.filter((view) => view.state === state).length;
    const counts = { done: count('done'), failed: count('failed'), skipped: count('skipped'), notStarted: count('not-started'), uncertain: count('uncertain') };
    const connectionId = story.begun.connectionId;
    const connectionName = connectionId === null ? null : this.options.connectionName(connectionId);
    const unreadable = kind ? views.filter((view) => !view.readable).length : 0;
    const blocker = !kind
      ? recoveryWords.unknownKind
      : connectionId === null || connectionName === null
        ? recoveryWords.connectionGone
        : unreadable > 0
          ? recoveryWords.unreadable(unreadable)
          : counts.uncertain > 0
            ? recoveryWords.settleFirst
            : null;
    const offer = (extra: string | null) => {
      const why = blocker ?? extra;
      return { offered: why === null, why };
    };
    return {
      jobId: story.begun.jobId,
      title: story.begun.title,
      connectionName,
      startedAt: story.begun.at,
      stoppedAt: story.ranUntil,
      paused: story.held,
      counts,
      resume: offer(counts.notStarted === 0 ? recoveryWords.nothingLeft : null),
      rollBack: offer(!kind?.undo ? recoveryWords.noUndo : counts.done === 0 ? recoveryWords.nothingDone : null),
      items: views.map((view): RecoveredItem => ({ key: view.item.key, target: view.item.target, state: view.state, note: view.note })),
    };
  }
}

/** Each write the journal says went through: answered as made, or (the last of an item's) settled as in place. */
function writesMade(story: JobStory): StoppedWrites['writes'] {
  const targets = new Map(story.begun.items.map((item) => [item.key, item.target]));
  return [...story.intents].flatMap(([key, intents]) =>
    intents.flatMap((intent, index) => {
      const answer = story.wrote.get(`${key}#${intent.seq}`);
      const foundInPlace = answer === undefined && index === intents.length - 1 && story.settled.get(key) === true;
      return answer?.ok || foundInPlace ? [{ target: targets.get(key) ?? key, action: intent.action, foundInPlace }] : [];
    }),
  );
}

/** The before-states an item's writes recorded, oldest first. */
export function beforeStates(story: JobStory, key: string): unknown[] {
  return (story.intents.get(key) ?? []).map((intent) => intent.before);
}

/** What became of an item of a job, from its journal lines: also what a finished job's undo puts back. */
export function stateOf(story: JobStory, key: string): { state: ItemState; note: string | null } {
  const outcome = story.items.get(key);
  if (outcome?.status === 'failed') return { state: 'failed', note: outcome.error.message };
  if (outcome?.status === 'skipped') return { state: 'skipped', note: outcome.reason };
  if (outcome) return { state: 'done', note: null };
  const settled = story.settled.get(key);
  if (settled !== undefined) return settled ? { state: 'done', note: recoveryWords.foundInPlace } : { state: 'not-started', note: recoveryWords.foundNotMade };
  if (story.intents.has(key)) return { state: 'uncertain', note: recoveryWords.uncertain };
  return { state: 'not-started', note: null };
}
