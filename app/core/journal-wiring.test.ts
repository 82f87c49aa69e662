import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Output } from '../contract/channels';
import { JournalStore } from '../jobs/journal/journal-store';
import { createTestCore, type TestCore } from './test-support';

const cores: TestCore[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) await core.cleanup();
});

async function coreIn(dataDir: string): Promise<TestCore> {
  const core = await createTestCore({ dataDir });
  cores.push(core);
  return core;
}

const templateEdit = { connectionId: 'no-such-connection', templateId: '123', name: 'Runbook', body: { value: '<p>x</p>' } };

describe('single changes and the change journal', () => {
  it('refuses upstream changes while the journal cannot be written, keeps reads and local settings working, and says so in Activity', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'orgdesk-wiring-'));
    await mkdir(join(dataDir, 'journal.jsonl'));
    const { core } = await coreIn(dataDir);
    const refused = await core.dispatch('confluence.templates.update', templateEdit);
    expect(refused).toMatchObject({ ok: false, error: { code: 'JOURNAL_UNAVAILABLE', message: expect.stringMatching(/^Orgdesk makes no changes right now: its change journal cannot be written \(a folder is in the place of its file\)/) } });
    expect((await core.dispatch('app.connections.list', {})).ok).toBe(true);
    const listed = (await core.dispatch('app.recovery.list', {})) as { ok: true; data: Output<'app.recovery.list'> };
    expect(listed.data.journal.problem).toMatch(/cannot be written/);
    const activity = (await core.dispatch('app.activity.list', {})) as { ok: true; data: Output<'app.activity.list'> };
    expect(activity.data.entries[0]).toMatchObject({ action: 'confluence.templates.update', outcome: 'failure', target: 'Nothing was changed' });

    await rm(join(dataDir, 'journal.jsonl'), { recursive: true });
    const answered = await core.dispatch('confluence.templates.update', templateEdit);
    expect(answered).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    const lines = (await readFile(join(dataDir, 'journal.jsonl'), 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as { t: string; channel?: string; ok?: boolean });
    expect(lines.filter((line) => line.t === 'edit').map((line) => line.channel)).toEqual(['confluence.templates.update']);
    await expect.poll(async () => (await readFile(join(dataDir, 'journal.jsonl'), 'utf8')).includes('"t":"edited"')).toBe(true);
  });

  it('names a single change Orgdesk stopped in the middle of, once, until the admin has checked it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'orgdesk-wiring-'));
    const store = await JournalStore.open(dataDir);
    await store.record({ t: 'edit', id: 'edit-1', channel: 'jira.notificationSchemes.update', connectionId: 'gone', at: '2026-11-27T07:00:00.000Z' }, true);
    await store.record({ t: 'edit', id: 'edit-2', channel: 'confluence.templates.delete', connectionId: null, at: '2026-11-27T07:01:00.000Z' }, true);
    await store.record({ t: 'edited', id: 'edit-2', target: 'Template “Old”', ok: true, error: null, at: '2026-11-27T07:01:01.000Z' }, false);
    await store.close();
    const { core } = await coreIn(dataDir);
    const listed = (await core.dispatch('app.recovery.list', {})) as { ok: true; data: Output<'app.recovery.list'> };
    expect(listed.data.edits).toEqual([{ id: 'edit-1', label: expect.any(String), connectionName: null, at: '2026-11-27T07:00:00.000Z' }]);
    expect(listed.data.edits[0]?.label).not.toBe('jira.notificationSchemes.update');
    expect((await core.dispatch('app.recovery.leave', { jobId: 'edit-1' })).ok).toBe(true);
    const again = (await core.dispatch('app.recovery.list', {})) as { ok: true; data: Output<'app.recovery.list'> };
    expect(again.data.edits).toEqual([]);
  });
});
