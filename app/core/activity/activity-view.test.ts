import { describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityFilter } from '../../contract/app/activity.channels';
import { ActivityIndex, IN_MEMORY } from './activity-index';
import { ActivityView, type IndexedLines } from './activity-view';

let clock = Date.parse('2026-11-20T09:00:00Z');
function line(fields: Partial<ActivityEntry> & Pick<ActivityEntry, 'action' | 'target'>): ActivityEntry {
  clock += 60_000;
  return { id: `line-${clock}`, time: new Date(clock).toISOString(), connectionId: 'c1', connectionName: 'Acme', outcome: 'success', errorMessage: null, ...fields };
}

const single = line({ action: 'users.profile.update', target: 'Profile of Ada' });
const firstWrite = line({ action: 'Paused webhook', target: 'Hook A', jobId: 'j1', part: 'item', jobTitle: 'Pause 2 webhooks', before: 'Active', after: 'Paused' });
const failedWrite = line({ action: 'Paused webhook', target: 'Hook B', jobId: 'j1', part: 'item', jobTitle: 'Pause 2 webhooks', outcome: 'failure', errorMessage: 'Bitbucket refused.' });
const firstEnd = line({ action: 'webhooks.pause', target: 'Pause 2 webhooks', jobId: 'j1', part: 'end', jobTitle: 'Pause 2 webhooks', counts: { done: 1, failed: 1, skipped: 0 }, endedAs: 'completed' });
// The call that started the job is recorded once it answered, after the job's first lines.
const firstStart = line({ action: 'bitbucket.bulkChanges.start', target: 'Pause 2 webhooks', jobId: 'j1' });
// A job whose start never reached the log (the app stopped): listed from its own lines.
const orphanWrite = line({ action: 'Revoke API token', target: 'Token “CI” of Ada', jobId: 'j2', part: 'item', jobTitle: 'Revoke 3 API tokens' });
const heldStart = line({ action: 'users.bulkRevoke.start', target: 'Revoke 9 API tokens', jobId: 'j3' });
const held = line({ action: 'tokens.revoke', target: 'Revoke 9 API tokens', jobId: 'j3', part: 'end', counts: { done: 4, failed: 0, skipped: 0 }, endedAs: 'held' });

const lines = [single, firstWrite, failedWrite, firstEnd, firstStart, orphanWrite, heldStart, held];

/** A log held in memory: the view reads it as it reads the file. */
function inMemory(all: readonly ActivityEntry[]): IndexedLines & { index: ActivityIndex } {
  const index = new ActivityIndex();
  for (const entry of all) index.add(entry, IN_MEMORY, 0);
  return { index, open: () => Promise.resolve(index), read: (numbers) => Promise.resolve(numbers.map((number) => all[number] as ActivityEntry)) };
}

const listOf = async (all: readonly ActivityEntry[], isRunning: (jobId: string) => boolean = () => false, filter = {}) => (await new ActivityView(inMemory(all), isRunning).list(filter)).entries;

describe('Activity as a person reads it', () => {
  it('lists one entry per bulk change, newest first, with its counts and how it ended, and opens it to its writes', async () => {
    const listed = await listOf(lines);
    expect(listed.map(({ entry }) => entry.target)).toEqual(['Revoke 9 API tokens', 'Revoke 3 API tokens', 'Pause 2 webhooks', 'Profile of Ada']);
    expect(listed.map(({ job }) => job?.standing ?? null)).toEqual(['paused-to-quit', 'stopped', 'completed', null]);
    // A write failed: the change as a whole reads as failed, though its start succeeded.
    expect(listed[2]).toMatchObject({ entry: { id: firstStart.id, outcome: 'failure' }, job: { jobId: 'j1', done: 1, failed: 1, skipped: 0, writes: 2 } });
    expect(listed[1]).toMatchObject({ entry: { id: 'job-j2', action: 'Bulk change', outcome: 'success' }, job: { done: 1, failed: 0, writes: 1 } });
    const { index } = inMemory(lines);
    const items = Array.from(index.jobOf('j1')?.items.view() ?? [], (number) => lines[number] as ActivityEntry);
    expect(items.map((item) => [item.target, item.before ?? null, item.after ?? null])).toEqual([
      ['Hook A', 'Active', 'Paused'],
      ['Hook B', null, null],
    ]);
  });

  it('says when a later bulk change finished a stopped one', async () => {
    const finish = line({ action: 'tokens.revoke', target: 'Revoke 3 API tokens', jobId: 'j4', part: 'end', counts: { done: 2, failed: 0, skipped: 0 }, endedAs: 'completed', follows: { jobId: 'j2', as: 'resume' } });
    const listed = await listOf([...lines, finish]);
    expect(listed.find(({ job }) => job?.jobId === 'j2')?.job).toMatchObject({ standing: 'stopped', laterBy: 'resume' });
    expect(listed.find(({ job }) => job?.jobId === 'j1')?.job?.laterBy).toBeNull();
  });

  it('says a job this session still runs is running, not stopped', async () => {
    expect((await listOf(lines, (jobId) => jobId === 'j2')).find(({ job }) => job?.jobId === 'j2')?.job?.standing).toBe('running');
  });

  it('finds a bulk change by the words of any of its writes, and filters by the outcome of the whole change', async () => {
    const list = (filter: ActivityFilter) => listOf(lines, () => false, filter);
    expect((await list({ text: 'hook b' })).map(({ entry }) => entry.target)).toEqual(['Pause 2 webhooks']);
    expect((await list({ text: 'paused' })).map(({ entry }) => entry.target)).toEqual(['Revoke 9 API tokens', 'Pause 2 webhooks']);
    expect((await list({ outcome: 'failure' })).map(({ entry }) => entry.target)).toEqual(['Pause 2 webhooks']);
    expect((await list({ from: heldStart.time })).map(({ entry }) => entry.target)).toEqual(['Revoke 9 API tokens']);
  });
});
