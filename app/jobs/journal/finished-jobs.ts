import type { z } from 'zod';
import { AppError } from '../../contract/errors';
import { plural } from '../../contract/words';
import type { JobItem } from '../job-types';
import type { JobStory, JournalStore } from './journal-store';
import { beforeStates, stateOf } from './recovery';

/** An item a finished job changed, with the states its writes replaced, oldest first. */
export interface ChangedItem<I> {
  item: JobItem<I>;
  before: unknown[];
}

/**
 * A job that ended, as the change journal keeps it: with the jobs that resumed it after a stop or retried its
 * failures, since together they are the one change the admin made.
 */
export interface FinishedJob<I> {
  jobId: string;
  kind: string;
  title: string;
  connectionId: string;
  /** When the last of its runs ended: how old the change is. */
  finishedAt: string;
  /** Every item it changed, in the job's order. */
  changed: ChangedItem<I>[];
}

export const finishedJobWords = {
  gone: (days: number) => `This change can no longer be put back from here: Orgdesk keeps finished changes for ${days} days.`,
  otherConnection: 'This change was made on another connection.',
  unfinished: 'This change has not finished: let it finish, or decide about it on the recovery screen, then put it back.',
  rolledBack: 'This change was already put back.',
  nothingChanged: 'This change changed nothing, so there is nothing to put back.',
  unreadable: (count: number) => `What Orgdesk wrote down about ${plural(count, 'item')} of this change cannot be read by this version, so it cannot be put back from here.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How the journal's jobs link up: who continued whom, and which were put back. */
interface Links {
  continuedBy: Map<string, JobStory[]>;
  putBack: Set<string>;
}

/**
 * Finished jobs read back from the change journal, so a change can still be put back after a restart: what
 * each item had before its write is on disk with the job, for as long as the journal keeps finished jobs.
 * A job put back once is marked so on disk, and not offered again.
 */
export class FinishedJobs {
  constructor(
    private readonly store: JournalStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The finished job to put back, its items read with `input`; refused with a sentence saying why not. */
  take<I>(jobId: string, connectionId: string, input: z.ZodType<I>): FinishedJob<I> {
    const root = this.store.story(jobId);
    const links = this.links();
    const chain = root ? chainOf(root, links) : [];
    if (!root || root.begun.follows !== null || !this.withinRetention(chain)) throw new AppError('NOT_FOUND', finishedJobWords.gone(this.store.retentionDays));
    if (root.begun.connectionId !== connectionId) throw new AppError('VALIDATION', finishedJobWords.otherConnection);
    const refusal = refusalOf(chain, links, input);
    if (refusal !== null) throw new AppError('CONFLICT', refusal);
    return read(chain, connectionId, input);
  }

  /** Finished jobs of these kinds on this connection that can still be put back, newest first. */
  list<I>(connectionId: string, kinds: readonly string[], input: z.ZodType<I>): FinishedJob<I>[] {
    const wanted = new Set(kinds);
    const links = this.links();
    return this.store
      .allStories()
      .filter((story) => story.begun.follows === null && story.begun.connectionId === connectionId && wanted.has(story.begun.kind))
      .map((story) => chainOf(story, links))
      .filter((chain) => this.withinRetention(chain) && refusalOf(chain, links, input) === null)
      .map((chain) => read(chain, connectionId, input))
      .sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));
  }

  /** Synced: the job was put back by `byJobId`, so it is never offered again, also after a restart. */
  async markRolledBack(jobId: string, byJobId: string): Promise<void> {
    await this.store.record({ t: 'decided', jobId, choice: 'rollback', by: byJobId, at: this.now().toISOString() }, true);
  }

  private links(): Links {
    const links: Links = { continuedBy: new Map(), putBack: new Set() };
    for (const story of this.store.allStories()) {
      const follows = story.begun.follows;
      if (follows?.as === 'rollback') links.putBack.add(follows.jobId);
      else if (follows) links.continuedBy.set(follows.jobId, [...(links.continuedBy.get(follows.jobId) ?? []), story]);
    }
    return links;
  }

  private withinRetention(chain: readonly JobStory[]): boolean {
    return chain.length > 0 && Date.parse(finishedAt(chain)) >= this.now().getTime() - this.store.retentionDays * DAY_MS;
  }
}

/** The job and every job that resumed or retried it (and those that continued them), in the order they ran. */
function chainOf(root: JobStory, links: Links): JobStory[] {
  const chain = [root];
  // The loop also walks the runs it adds: a resume of a resume belongs to the same change.
  for (const story of chain) chain.push(...(links.continuedBy.get(story.begun.jobId) ?? []));
  return chain;
}

function refusalOf(chain: readonly JobStory[], links: Links, input: z.ZodType<unknown>): string | null {
  if (chain.some((story) => story.decided?.choice === 'rollback' || links.putBack.has(story.begun.jobId))) return finishedJobWords.rolledBack;
  if (!chain.every(hasEnded)) return finishedJobWords.unfinished;
  const changed = changedIn(chain);
  if (changed.length === 0) return finishedJobWords.nothingChanged;
  const unreadable = changed.filter((item) => !input.safeParse(item.input).success).length;
  return unreadable > 0 ? finishedJobWords.unreadable(unreadable) : null;
}

function read<I>(chain: readonly JobStory[], connectionId: string, input: z.ZodType<I>): FinishedJob<I> {
  const changed = changedIn(chain).flatMap(({ story, key, target, input: recorded }) => {
    const parsed = input.safeParse(recorded);
    return parsed.success ? [{ item: { key, target, input: parsed.data }, before: beforeStates(story, key) }] : [];
  });
  const [root] = chain;
  if (!root) throw new Error('A finished job is read from its own lines.');
  const { jobId, kind, title } = root.begun;
  return { jobId, kind, title, connectionId, finishedAt: finishedAt(chain), changed };
}

/** Each item done in one of the chain's runs, with the run that did it. */
function changedIn(chain: readonly JobStory[]): { story: JobStory; key: string; target: string; input: unknown }[] {
  return chain.flatMap((story) => story.begun.items.filter((item) => stateOf(story, item.key).state === 'done').map(({ key, target, input }) => ({ story, key, target, input })));
}

/** A run ended on its own, or the admin decided about it after a stop (a resume carries it on). */
function hasEnded(story: JobStory): boolean {
  return (story.end !== null && !story.held) || story.decided !== null;
}

function finishedAt(chain: readonly JobStory[]): string {
  return chain.map((story) => story.end?.at ?? story.ranUntil).reduce((latest, at) => (at > latest ? at : latest));
}
