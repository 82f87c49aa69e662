import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OffboardRecords, recordWords, type KeptRecord } from './records';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function folder(): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), 'orgdesk-records-'));
  folders.push(made);
  return join(made, 'offboarding');
}

const record = (runId: string): KeptRecord => ({
  format: 1,
  runId,
  jobId: `job-${runId}`,
  connectionId: 'c1',
  connectionName: 'Acme',
  actor: 'Ada Admin',
  startedAt: '2026-11-27T10:00:00.000Z',
  endedAt: null,
  ended: null,
  message: '',
  leavers: [{ accountId: 'a1', name: 'Dana Whitfield', email: null, status: 'active' }],
  steps: [],
  remaining: [],
  rollbackId: null,
});

describe('offboarding records', () => {
  it('reads a record back after a restart, by its id or its job’s, and only on its own connection', async () => {
    const dir = await folder();
    await new OffboardRecords(dir).create(record('r1'));
    const again = new OffboardRecords(dir);
    expect((await again.get('r1', 'c1')).actor).toBe('Ada Admin');
    expect((await again.get('job-r1', 'c1')).runId).toBe('r1');
    await expect(again.get('r1', 'c2')).rejects.toMatchObject({ info: { message: recordWords.otherConnection } });
    await expect(again.get('nope', 'c1')).rejects.toMatchObject({ info: { code: 'NOT_FOUND' } });
  });

  it('refuses a file edited into something else, with a sentence', async () => {
    const dir = await folder();
    await new OffboardRecords(dir).create(record('r2'));
    await writeFile(join(dir, 'r2.json'), '{"format": 2}');
    await expect(new OffboardRecords(dir).get('r2', 'c1')).rejects.toMatchObject({ info: { message: recordWords.unreadable } });
  });

  it('saves what is pending when Orgdesk closes, and writes nothing into the folder after', async () => {
    const dir = await folder();
    const records = new OffboardRecords(dir);
    await records.create(record('r3'));
    await records.update('r3', (kept) => {
      kept.ended = 'completed';
    });
    await records.close();
    expect((await new OffboardRecords(dir).get('r3', 'c1')).ended).toBe('completed');
    await rm(dir, { recursive: true, force: true });
    await records.update('r3', (kept) => {
      kept.endedAt = '2026-11-27T11:00:00.000Z';
    }, true);
    await records.create(record('r4'));
    await expect(readdir(dir)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
