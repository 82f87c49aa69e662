import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobRegistry, type JobRegistry } from '../job-registry';
import type { ItemWork } from '../job-types';
import { FinishedJobs } from './finished-jobs';
import { JournalStore } from './journal-store';
import { Recovery } from './recovery';
import { ResumableKinds } from './resumable';
import { runJournalOf } from './run-journal';

/** Named values the jobs set; what an item wants is in its input, what it replaced in its journal lines. */
let world: Map<string, string>;
let dir: string;
let now: Date;
const stores: JournalStore[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orgdesk-finished-'));
  world = new Map(['a', 'b', 'c'].map((key) => [key, 'old']));
  now = new Date('2026-03-01T10:00:00.000Z');
});
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  await rm(dir, { recursive: true, force: true });
});

const Change = z.object({ name: z.string(), to: z.string() });
let hang = new Set<string>();
const setValue: ItemWork<z.infer<typeof Change>> = async ({ input }, ctx) => {
  if (input.name === 'skip') return { skipped: 'Nothing to do.' };
  await ctx.write('Set value', async () => world.set(input.name, input.to), { before: world.get(input.name) });
  if (hang.has(input.name)) await new Promise(() => undefined);
  return undefined;
};

interface Life {
  jobs: JobRegistry;
  finished: FinishedJobs;
  recovery: Recovery;
}

/** One start of the app on the folder. */
async function start(): Promise<Life> {
  const store = await JournalStore.open(dir, { now: () => now });
  stores.push(store);
  const kinds = new ResumableKinds();
  kinds.add({ kind: 'test.set', input: Change, work: () => setValue, settle: async ({ input }) => world.get(input.name) === input.to, recheck: async () => null });
  const jobs = createJobRegistry({ onProgress: () => undefined, onItemWrite: () => undefined, now: () => now.getTime(), journal: runJournalOf(store, (kind) => kinds.has(kind), () => now) });
  return { jobs, finished: new FinishedJobs(store, () => now), recovery: new Recovery(store, jobs, kinds, { connectionName: () => 'Acme', now: () => now }) };
}

const items = (names: string[]) => names.map((name) => ({ key: name, target: `Value ${name}`, input: { name, to: 'new' } }));

async function finishedJob(life: Life, names: string[], connectionId = 'conn-1'): Promise<string> {
  const { jobId, finished } = life.jobs.start({ kind: 'test.set', title: 'Set values', connectionId, concurrency: 1, items: items(names), work: setValue });
  await finished;
  return jobId;
}

describe('finished jobs read back from the change journal', () => {
  it('lists a finished job after a restart with what each changed item had before, until it is put back', async () => {
    const jobId = await finishedJob(await start(), ['a', 'skip', 'b']);
    now = new Date('2026-03-01T10:05:00.000Z');
    const after = await start();
    const [listed] = after.finished.list('conn-1', ['test.set'], Change);
    expect(listed).toMatchObject({ jobId, title: 'Set values', connectionId: 'conn-1', finishedAt: '2026-03-01T10:00:00.000Z' });
    expect(listed?.changed.map(({ item, before }) => [item.key, item.input, before])).toEqual([
      ['a', { name: 'a', to: 'new' }, ['old']],
      ['b', { name: 'b', to: 'new' }, ['old']],
    ]);
    expect(after.finished.list('conn-2', ['test.set'], Change)).toEqual([]);
    expect(after.finished.list('conn-1', ['test.other'], Change)).toEqual([]);

    await after.finished.markRolledBack(jobId, 'rollback-job');
    const later = await start();
    expect(later.finished.list('conn-1', ['test.set'], Change)).toEqual([]);
    expect(() => later.finished.take(jobId, 'conn-1', Change)).toThrow('This change was already put back.');
  });

  it('reads a job stopped, then finished from the recovery screen, as one change', async () => {
    hang = new Set(['b']);
    const first = await start();
    const { jobId } = first.jobs.start({ kind: 'test.set', title: 'Set values', connectionId: 'conn-1', concurrency: 1, items: items(['a', 'b', 'c']), work: setValue });
    await expect.poll(() => world.get('b')).toBe('new');
    hang = new Set();
    const after = await start();
    expect(() => after.finished.take(jobId, 'conn-1', Change)).toThrow(/has not finished/);
    await after.recovery.settle(jobId, new AbortController().signal);
    const resumed = await after.recovery.resume(jobId, new AbortController().signal);
    await expect.poll(() => after.jobs.get(resumed).state).toBe('completed');
    const change = (await start()).finished.take(jobId, 'conn-1', Change);
    expect(change.changed.map(({ item }) => item.key)).toEqual(['a', 'b', 'c']);
  });

  it('refuses a job of another connection, one that changed nothing, and one past retention', async () => {
    const life = await start();
    const jobId = await finishedJob(life, ['a']);
    const idle = await finishedJob(life, ['skip']);
    expect(() => life.finished.take(jobId, 'conn-2', Change)).toThrow('This change was made on another connection.');
    expect(() => life.finished.take(idle, 'conn-1', Change)).toThrow('This change changed nothing, so there is nothing to put back.');
    expect(() => life.finished.take(jobId, 'conn-1', z.object({ name: z.number() }))).toThrow(/cannot be read by this version/);
    now = new Date('2026-06-01T10:00:00.000Z');
    expect(() => life.finished.take(jobId, 'conn-1', Change)).toThrow('This change can no longer be put back from here: Orgdesk keeps finished changes for 90 days.');
    expect(life.finished.list('conn-1', ['test.set'], Change)).toEqual([]);
  });
});
