import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobRegistry, type JobRegistry } from '../job-registry';
import { JournalStore } from './journal-store';
import { Recovery, type StoppedWrites } from './recovery';
import { ResumableKinds, type ResumableKind } from './resumable';
import { runJournalOf } from './run-journal';

/** A tiny world of named values the jobs change from `from` to `to`; what an item wants is in its input. */
let world: Map<string, string>;
let dir: string;
const stores: JournalStore[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orgdesk-recovery-'));
  world = new Map(['a', 'b', 'c', 'd', 'e'].map((key) => [key, 'old']));
});
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  await rm(dir, { recursive: true, force: true });
});

const Change = z.object({ name: z.string(), to: z.string() });
type Change = z.infer<typeof Change>;

/** Items in this set never finish: the process "stops" while they are in flight. */
let hangAfterWrite = new Set<string>();

const setKind: ResumableKind<Change> = {
  kind: 'test.set',
  input: Change,
  work: () => async ({ input }, ctx) => {
    await ctx.write('Set value', async () => world.set(input.name, input.to), { before: world.get(input.name) });
    if (hangAfterWrite.has(input.name)) await new Promise(() => undefined);
  },
  settle: async ({ input }) => world.get(input.name) === input.to,
  recheck: async ({ input }) => (world.get(input.name) === 'old' ? null : `Changed by someone else to “${world.get(input.name)}”.`),
  undo: {
    kind: 'test.set.undo',
    title: (count) => `Put back ${count} values`,
    work: () => async ({ input }, ctx) => {
      if (world.get(input.input.name) !== input.input.to) return { skipped: `It was changed again since: it is now “${world.get(input.input.name)}”.` };
      await ctx.write('Put back value', async () => world.set(input.input.name, String(input.before[0])));
      return undefined;
    },
  },
};

interface Life {
  store: JournalStore;
  jobs: JobRegistry;
  recovery: Recovery;
}

/** One start of the app on the folder: a journal, jobs writing to it, and recovery over both. */
async function start(heard: StoppedWrites[] = []): Promise<Life> {
  const store = await JournalStore.open(dir);
  stores.push(store);
  const kinds = new ResumableKinds();
  kinds.add(setKind);
  const jobs = createJobRegistry({ onProgress: () => undefined, onItemWrite: () => undefined, journal: runJournalOf(store, (kind) => kinds.has(kind)) });
  return { store, jobs, recovery: new Recovery(store, jobs, kinds, { connectionName: (id) => (id === 'conn-1' ? 'Acme' : null), onSettled: async (writes) => void heard.push(writes) }) };
}

const items = (names: string[]) => names.map((name) => ({ key: name, target: `Value ${name}`, input: { name, to: 'new' } }));

/** Starts a five-item job, one item at a time, that stops for good while item c is in flight. */
async function stoppedAtC(life: Life): Promise<string> {
  hangAfterWrite = new Set(['c']);
  const { jobId } = life.jobs.start({ kind: 'test.set', title: 'Set five values', connectionId: 'conn-1', concurrency: 1, items: items(['a', 'b', 'c', 'd', 'e']), work: setKind.work('conn-1') });
  await expect.poll(() => world.get('c')).toBe('new');
  hangAfterWrite = new Set();
  return jobId;
}

describe('recovery after a stop', () => {
  it('lists what was done, what is uncertain and what did not start, settles from the live state, and resumes the rest rechecked', async () => {
    const jobId = await stoppedAtC(await start());
    const heard: StoppedWrites[] = [];
    const after = await start(heard);
    const [found] = after.recovery.list();
    expect(found).toMatchObject({ jobId, title: 'Set five values', connectionName: 'Acme', paused: false, counts: { done: 2, uncertain: 1, notStarted: 2, failed: 0, skipped: 0 } });
    expect(found?.resume).toEqual({ offered: false, why: 'Orgdesk is still checking the items it was changing when it stopped.' });
    const settled = await after.recovery.settle(jobId, new AbortController().signal);
    expect(settled.counts).toEqual({ done: 3, uncertain: 0, notStarted: 2, failed: 0, skipped: 0 });
    // Activity is told every write the job made, item c's too (its write answered; the item stopped after), so it can list them all.
    expect(heard).toEqual([
      {
        jobId,
        title: 'Set five values',
        connectionId: 'conn-1',
        writes: [
          { target: 'Value a', action: 'Set value', foundInPlace: false },
          { target: 'Value b', action: 'Set value', foundInPlace: false },
          { target: 'Value c', action: 'Set value', foundInPlace: false },
        ],
      },
    ]);
    world.set('e', 'someone else’s');
    const resumed = await after.recovery.resume(jobId, new AbortController().signal);
    await expect.poll(() => after.jobs.get(resumed).state).toBe('completed');
    expect(after.jobs.results(resumed).map((outcome) => [outcome.key, outcome.status])).toEqual([['d', 'done'], ['e', 'skipped']]);
    expect(world.get('d')).toBe('new');
    expect(world.get('e')).toBe('someone else’s');
    const later = await start();
    expect(later.recovery.list()).toEqual([]);
    expect(later.store.story(resumed)?.begun.follows).toEqual({ jobId, as: 'resume' });
  });

  it('rolls back what was done from the recorded before-states, and leaves alone what changed again since', async () => {
    const jobId = await stoppedAtC(await start());
    const after = await start();
    await after.recovery.settle(jobId, new AbortController().signal);
    world.set('b', 'edited since');
    const rollback = await after.recovery.rollBack(jobId);
    await expect.poll(() => after.jobs.get(rollback).state).toBe('completed');
    expect(Object.fromEntries(world)).toEqual({ a: 'old', b: 'edited since', c: 'old', d: 'old', e: 'old' });
    const outcomes = after.jobs.results(rollback);
    expect(outcomes.find((outcome) => outcome.key === 'b')).toMatchObject({ status: 'skipped', reason: 'It was changed again since: it is now “edited since”.' });
    expect(after.jobs.get(rollback).title).toBe('Put back 3 values');
  });

  it('offers a job paused when quitting, with its in-flight items uncertain, and forgets one the admin leaves', async () => {
    const first = await start();
    hangAfterWrite = new Set(['b']);
    const { jobId } = first.jobs.start({ kind: 'test.set', title: 'Set three values', connectionId: 'conn-1', concurrency: 1, items: items(['a', 'b', 'c']), work: setKind.work('conn-1') });
    await expect.poll(() => world.get('b')).toBe('new');
    expect(first.jobs.unfinished().map((job) => job.jobId)).toEqual([jobId]);
    await first.jobs.holdUnfinished();
    const after = await start();
    expect(after.recovery.list()[0]).toMatchObject({ paused: true, counts: { done: 1, uncertain: 1, notStarted: 1 } });
    await after.recovery.leave(jobId);
    expect(after.recovery.list()).toEqual([]);
    expect((await start()).recovery.list()).toEqual([]);
  });

  it('says why a job cannot be picked up: its kind is unknown, or its connection was removed', async () => {
    const first = await start();
    hangAfterWrite = new Set(['a', 'b']);
    first.jobs.start({ kind: 'test.unknown', title: 'Something old', connectionId: 'conn-1', items: items(['a']), work: setKind.work('conn-1') });
    first.jobs.start({ kind: 'test.set', title: 'On a removed connection', connectionId: 'conn-gone', items: items(['b']), work: setKind.work('conn-gone') });
    await expect.poll(() => world.get('b')).toBe('new');
    const listed = (await start()).recovery.list();
    expect(listed.find((job) => job.title === 'Something old')?.resume.why).toBe('Orgdesk cannot pick up this kind of change after a stop; what it did is listed here.');
    expect(listed.find((job) => job.title === 'On a removed connection')?.rollBack.why).toBe('The connection it ran on was removed. Add it again to resume or roll back.');
  });
});
