import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JournaledUndo } from './journaled-undo';
import { JournalStore } from './journal-store';

const Snapshot = z.object({ name: z.string(), members: z.array(z.string()) });
const before = { name: 'Team', members: ['ana', 'bo'] };
const after = { name: 'Team', members: ['ana'] };

let dir: string;
const opened: JournalStore[] = [];
let now = new Date('2026-03-01T10:00:00.000Z');

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orgdesk-undo-'));
  now = new Date('2026-03-01T10:00:00.000Z');
});

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** Opens the journal as a fresh start of Orgdesk would, after closing the one open before. */
async function restart(): Promise<JournaledUndo<z.infer<typeof Snapshot>>> {
  for (const store of opened.splice(0)) await store.close();
  const store = await JournalStore.open(dir, { now: () => now });
  opened.push(store);
  return new JournaledUndo(store, 'test.group', Snapshot, () => now);
}

describe('undo kept in the change journal', () => {
  it('is on disk once kept, and can be taken after Orgdesk starts again', async () => {
    const undo = await restart();
    const id = await undo.keep({ connectionId: 'conn-1', subject: 'group-7', before, after });
    expect(await readFile(join(dir, 'journal.jsonl'), 'utf8')).toContain(`"id":"${id}"`);
    const again = await restart();
    expect(again.take(id, 'conn-1')).toMatchObject({ id, subject: 'group-7', before, after });
    expect(again.latest('conn-1', 'group-7')?.id).toBe(id);
    expect(again.latest('conn-2', 'group-7')).toBeNull();
    expect(again.latest('conn-1', 'group-8')).toBeNull();
  });

  it('offers the newest change of a subject', async () => {
    const undo = await restart();
    await undo.keep({ connectionId: 'conn-1', subject: 'group-7', before, after });
    now = new Date('2026-03-01T11:00:00.000Z');
    const newer = await undo.keep({ connectionId: 'conn-1', subject: 'group-7', before: after, after: before });
    expect((await restart()).latest('conn-1', 'group-7')?.id).toBe(newer);
  });

  it('offers the newest change of each subject a screen lists, newest first, and the one before once that is undone', async () => {
    const undo = await restart();
    const older = await undo.keep({ connectionId: 'conn-1', subject: 'group-7', before, after });
    now = new Date('2026-03-01T10:01:00.000Z');
    await undo.keep({ connectionId: 'conn-1', subject: 'group-8', before, after });
    now = new Date('2026-03-01T10:02:00.000Z');
    const newest = await undo.keep({ connectionId: 'conn-1', subject: 'group-7', before: after, after: before });
    await undo.keep({ connectionId: 'conn-2', subject: 'group-9', before, after });
    const again = await restart();
    const offered = (wanted: (change: { subject: string }) => boolean) => again.latestOfEach('conn-1', wanted).map((change) => [change.subject, change.id]);
    expect(offered(() => true).map(([subject]) => subject)).toEqual(['group-7', 'group-8']);
    expect(offered((change) => change.subject === 'group-7')).toEqual([['group-7', newest]]);
    await again.markUndone(newest);
    expect(offered((change) => change.subject === 'group-7')).toEqual([['group-7', older]]);
  });

  it('refuses a change already undone, before and after a restart, and the tidying then drops it', async () => {
    const undo = await restart();
    const id = await undo.keep({ connectionId: 'conn-1', subject: 'group-7', before, after });
    await undo.markUndone(id);
    expect(() => undo.take(id, 'conn-1')).toThrow('This change was already undone.');
    expect(undo.latest('conn-1', 'group-7')).toBeNull();
    const again = await restart();
    // The restart tidied the journal: the undone change is gone from it, and so refused as gone.
    expect(() => again.take(id, 'conn-1')).toThrow(/no longer be undone here/);
    expect(await readFile(join(dir, 'journal.jsonl'), 'utf8')).not.toContain(id);
  });

  it('forgets a change past the journal’s retention, even before the journal is tidied', async () => {
    const undo = await restart();
    const id = await undo.keep({ connectionId: 'conn-1', subject: 'group-7', before, after });
    now = new Date('2026-06-01T10:00:00.000Z');
    expect(() => undo.take(id, 'conn-1')).toThrow('This change can no longer be undone here: Orgdesk keeps changes for Undo for 90 days.');
    expect(undo.latest('conn-1', 'group-7')).toBeNull();
    await restart();
    expect(await readFile(join(dir, 'journal.jsonl'), 'utf8')).not.toContain(id);
  });

  it('keeps a change within retention through the tidying that drops old jobs', async () => {
    const undo = await restart();
    const store = opened[0];
    if (!store) throw new Error('no journal open');
    await store.record({ t: 'job', jobId: 'old-job', kind: 'test.kind', title: 'Old', connectionId: null, at: now.toISOString(), items: [], follows: null }, true);
    await store.record({ t: 'end', jobId: 'old-job', state: 'completed', at: now.toISOString() }, true);
    now = new Date('2026-04-01T10:00:00.000Z');
    const id = await undo.keep({ connectionId: 'conn-1', subject: 'group-7', before, after });
    now = new Date('2026-06-15T10:00:00.000Z');
    await restart();
    const text = await readFile(join(dir, 'journal.jsonl'), 'utf8');
    expect(text).not.toContain('old-job');
    expect((await restart()).take(id, 'conn-1').before).toEqual(before);
  });

  it('refuses a change of another connection, of another kind, or one its schema cannot read', async () => {
    const undo = await restart();
    const id = await undo.keep({ connectionId: 'conn-1', subject: 'group-7', before, after });
    expect(() => undo.take(id, 'conn-2')).toThrow('This change was made on another connection.');
    const store = opened[0];
    if (!store) throw new Error('no journal open');
    expect(() => new JournaledUndo(store, 'other.kind', Snapshot).take(id, 'conn-1')).toThrow(/no longer be undone here/);
    const stricter = new JournaledUndo(store, 'test.group', Snapshot.extend({ owner: z.string() }), () => now);
    expect(() => stricter.take(id, 'conn-1')).toThrow(/cannot be read by this version/);
    expect(stricter.latest('conn-1', 'group-7')).toBeNull();
  });
});
