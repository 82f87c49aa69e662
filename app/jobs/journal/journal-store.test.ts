import { spawn } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobRegistry } from '../job-registry';
import { isInterrupted, JournalStore } from './journal-store';
import { runJournalOf } from './run-journal';

let dir: string;
const opened: JournalStore[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orgdesk-journal-'));
});

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  await rm(dir, { recursive: true, force: true });
});

async function open(options: Parameters<typeof JournalStore.open>[1] = {}): Promise<JournalStore> {
  const store = await JournalStore.open(dir, options);
  opened.push(store);
  return store;
}

async function closeAll(): Promise<void> {
  for (const store of opened.splice(0)) await store.close();
}

const journalText = () => readFile(join(dir, 'journal.jsonl'), 'utf8');

/** Runs a three-item job through the registry with the journal, the way the core does. */
async function runJob(store: JournalStore, work: (key: string) => Promise<void> = async () => undefined, now = () => new Date()) {
  const jobs = createJobRegistry({ onProgress: () => undefined, onItemWrite: () => undefined, now: () => now().getTime(), journal: runJournalOf(store, () => true, now) });
  const items = ['a', 'b', 'c'].map((key) => ({ key, target: `Item ${key}`, input: { key } }));
  const started = jobs.start({ kind: 'test.kind', title: 'Change three things', connectionId: 'conn-1', items, work: (item, ctx) => ctx.write('test.write', () => work(item.key), { before: { was: item.key } }).then(() => undefined) });
  await started.finished;
  return started.jobId;
}

describe('the change journal', () => {
  it('has each intent on disk before its change is made, and reads the whole job back after a reopen', async () => {
    const store = await open();
    const seenBeforeWrite: boolean[] = [];
    const jobId = await runJob(store, async (key) => {
      const text = await journalText();
      seenBeforeWrite.push(text.split('\n').some((line) => line.includes('"t":"intent"') && line.includes(`"key":"${key}"`)));
    });
    expect(seenBeforeWrite).toEqual([true, true, true]);
    await closeAll();
    const again = await open();
    const story = again.story(jobId);
    expect(story?.begun.items.map((item) => item.input)).toEqual([{ key: 'a' }, { key: 'b' }, { key: 'c' }]);
    expect([...(story?.items.values() ?? [])].map((outcome) => outcome.status)).toEqual(['done', 'done', 'done']);
    expect(story?.intents.get('b')?.[0]?.before).toEqual({ was: 'b' });
    expect(story && isInterrupted(story)).toBe(false);
    expect((await stat(join(dir, 'journal.jsonl'))).mode & 0o777).toBe(0o600);
  });

  it('reads back the intent of a change described at length, so a restart still knows it was begun', async () => {
    const store = await open();
    const jobs = createJobRegistry({ onProgress: () => undefined, onItemWrite: () => undefined, journal: runJournalOf(store, () => true) });
    // A restriction change over many people is described in more words than a line's limit; it is cut, not lost.
    const action = `Restrictions: view: ${Array.from({ length: 200 }, (_, index) => `Person ${index}`).join(', ')}`;
    const started = jobs.start({ kind: 'test.kind', title: 'Change one thing', connectionId: 'conn-1', items: [{ key: 'a', target: 'Item a', input: {} }], work: (_item, ctx) => ctx.write(action, async () => undefined).then(() => undefined) });
    await started.finished;
    await closeAll();
    const again = await open();
    expect(again.status().damagedLines).toBe(0);
    expect(again.story(started.jobId)?.intents.get('a')?.[0]?.action).toMatch(/^Restrictions: view: Person 0, .*…$/);
  });

  it('reads past a line torn by a crash, and the next line written after it is whole', async () => {
    const store = await open();
    const jobId = await runJob(store);
    await closeAll();
    await appendFile(join(dir, 'journal.jsonl'), '{"t":"intent","jobId":"x","ke');
    const again = await open();
    expect(again.status().damagedLines).toBe(1);
    expect(again.status().damagedCopy).toBeNull();
    const second = await runJob(again);
    await closeAll();
    const third = await open();
    expect(third.story(jobId)?.end?.state).toBe('completed');
    expect(third.story(second)?.end?.state).toBe('completed');
    expect(third.status().damagedLines).toBe(0);
  });

  it('skips a damaged line inside the file, keeps the lines after it, and keeps a copy of the damaged file', async () => {
    const store = await open();
    const jobId = await runJob(store);
    await closeAll();
    const lines = (await journalText()).split('\n');
    lines.splice(3, 0, 'garbage that is not JSON');
    await writeFile(join(dir, 'journal.jsonl'), lines.join('\n'));
    const again = await open();
    expect(again.status().damagedLines).toBe(1);
    expect(again.story(jobId)?.end?.state).toBe('completed');
    const copies = (await readdir(dir)).filter((name) => name.startsWith('journal.jsonl.damaged-'));
    expect(copies).toHaveLength(1);
    expect(await readFile(join(dir, copies[0] ?? ''), 'utf8')).toContain('garbage that is not JSON');
  });

  it('refuses to write a journal from a newer Orgdesk, and leaves it as it was', async () => {
    const newer = '{"t":"journal","format":99,"at":"2026-11-27T00:00:00.000Z"}\n{"t":"something-new"}\n';
    await writeFile(join(dir, 'journal.jsonl'), newer);
    const store = await open();
    expect(store.status().problem).toMatch(/newer version of Orgdesk \(format 99\)/);
    expect(await store.writableProblem()).toMatch(/newer version/);
    await expect(store.record({ t: 'held', jobId: 'x', at: '2026-11-27T00:00:00.000Z' }, true)).rejects.toThrow();
    expect(await journalText()).toBe(newer);
  });

  it('refuses changes while the journal cannot be written, and takes them again once it can', async () => {
    await mkdir(join(dir, 'journal.jsonl'));
    const store = await open();
    expect(store.status().problem).toMatch(/Orgdesk makes no changes right now: its change journal cannot be written \(a folder is in the place of its file\)/);
    const jobs = createJobRegistry({ onProgress: () => undefined, onItemWrite: () => undefined, journal: runJournalOf(store, () => true) });
    let changed = 0;
    const started = jobs.start({ kind: 'test.kind', title: 'T', items: [{ key: 'a', target: 'A', input: null }], work: (_item, ctx) => ctx.write('w', async () => void (changed += 1)).then(() => undefined) });
    await started.finished;
    expect(changed).toBe(0);
    expect(jobs.results(started.jobId)[0]).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/^Not started: the change journal could not be written/) });
    await rm(join(dir, 'journal.jsonl'), { recursive: true });
    expect(await store.writableProblem()).toBeNull();
    await runJob(store);
  });

  it('will not be written by two Orgdesks on one data folder, and takes over the lock of one that is gone', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      await writeFile(join(dir, 'journal.lock'), JSON.stringify({ pid: other.pid, host: hostname(), since: '2026-11-27T06:00:00.000Z' }));
      const store = await open();
      expect(store.status().problem).toMatch(/Another Orgdesk \(process \d+, started 2026-11-27T06:00:00.000Z\) is using this data folder/);
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    await closeAll();
    const store = await open();
    expect(store.status().problem).toBeNull();
  });

  it('refuses a line that comes after it was closed, rather than opening its file again', async () => {
    const store = await JournalStore.open(dir);
    await store.close();
    await expect(store.record({ t: 'held', jobId: 'late', at: '2026-11-27T07:00:00.000Z' }, false)).rejects.toThrow(/Orgdesk is closing/);
    expect(await journalText()).not.toContain('late');
  });

  it('forgets finished jobs past their retention or beyond its size, and keeps the interrupted ones', async () => {
    let now = new Date('2026-01-01T00:00:00.000Z');
    const store = await open({ now: () => now });
    const oldJob = await runJob(store, undefined, () => now);
    await store.record({ t: 'job', jobId: 'stopped', kind: 'test.kind', title: 'Stopped', connectionId: null, at: now.toISOString(), items: [], follows: null }, true);
    await closeAll();
    now = new Date('2026-06-01T00:00:00.000Z');
    const later = await open({ now: () => now, retentionDays: 90 });
    expect(later.story(oldJob)).toBeUndefined();
    expect(later.story('stopped')).toBeDefined();
    const recent = await runJob(later, undefined, () => now);
    const recentToo = await runJob(later, undefined, () => now);
    await closeAll();
    const full = Buffer.byteLength(await journalText());
    const small = await open({ now: () => now, maxBytes: full - 200 });
    expect(small.story(recent)).toBeUndefined();
    expect(small.story(recentToo)).toBeDefined();
    expect(small.story('stopped')).toBeDefined();
    expect(Buffer.byteLength(await journalText())).toBeLessThan(full - 200);
  });
});
