import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityFilter } from '../../contract/app/activity.channels';
import { ActivityLog } from './activity-log';
import { ActivityView } from './activity-view';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orgdesk-activity-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const entry = (action: string, outcome: 'success' | 'failure', target = 'Connection “Acme”') => ({
  connectionId: 'c1',
  connectionName: 'Acme',
  action,
  target,
  outcome,
  errorMessage: outcome === 'failure' ? 'It failed.' : null,
});

/** What Activity lists from the log, newest first. */
const listed = async (log: ActivityLog, filter: ActivityFilter = {}) => (await new ActivityView(log, () => false).list(filter)).entries.map((line) => line.entry);

describe('activity log', () => {
  it('survives a restart and a torn last line, newest first', async () => {
    const file = join(dir, 'activity.jsonl');
    await new ActivityLog(file).append(entry('app.connections.add', 'success'));
    await new ActivityLog(file).append(entry('app.connections.remove', 'failure'));
    await appendFile(file, '{"id":"half');
    const entries = await listed(new ActivityLog(file));
    expect(entries.map((e) => e.action)).toEqual(['app.connections.remove', 'app.connections.add']);
  });

  it('starts the next run’s first entry on a line of its own after a crash tore the last one, and reports the damaged line', async () => {
    const file = join(dir, 'activity.jsonl');
    await new ActivityLog(file).append(entry('connections.add', 'success'));
    await appendFile(file, '{"id":"torn-by-a-crash","time":"2026-');

    const nextRun = new ActivityLog(file);
    await nextRun.append(entry('connections.remove', 'success'));
    const reread = new ActivityLog(file);
    expect((await listed(reread)).map((e) => e.action)).toEqual(['app.connections.remove', 'app.connections.add']);
    expect(reread.status()).toMatchObject({ skippedLines: 1, writeProblem: null });
  });

  it('recovers an entry an earlier version glued to a torn line', async () => {
    const file = join(dir, 'activity.jsonl');
    const good = await new ActivityLog(file).append(entry('admin.revokeToken', 'success'));
    const line = await readFile(file, 'utf8');
    await writeFile(file, `{"id":"e1","time":"2026-11-0${line}`);
    const log = new ActivityLog(file);
    expect((await listed(log)).map((e) => e.id)).toEqual([good.id]);
    expect(log.status().skippedLines).toBe(1);
  });

  it('keeps entries in memory while the file cannot be written, says why, and writes them in order once it can', async () => {
    const file = join(dir, 'activity.jsonl');
    await mkdir(file);
    const heard: unknown[] = [];
    const log = new ActivityLog(file, undefined, { onStatus: (status) => heard.push(status) });
    const first = await log.append(entry('connections.add', 'success'));
    await log.append(entry('admin.revokeToken', 'success'));
    expect((await listed(log)).map((e) => e.action)).toEqual(['admin.revokeToken', 'connections.add']);
    expect(log.status()).toEqual({ writeProblem: 'a folder is in the place of its file', unwritten: 2, skippedLines: 0 });
    expect(heard.at(-1)).toEqual(log.status());

    await rm(file, { recursive: true });
    await log.flush();
    expect(log.status()).toEqual({ writeProblem: null, unwritten: 0, skippedLines: 0 });
    expect(heard.at(-1)).toEqual(log.status());
    const written = (await readFile(file, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { id: string; action: string });
    expect(written.map((line) => line.action)).toEqual(['connections.add', 'admin.revokeToken']);
    expect(written[0]?.id).toBe(first.id);
    log.dispose();
  });

  it('caps the text an entry takes from input, so no entry grows without bound', async () => {
    const log = new ActivityLog(join(dir, 'a.jsonl'));
    const stored = await log.append({ ...entry('connections.add', 'failure', 'x'.repeat(100_000)), connectionId: 'c'.repeat(100_000), errorMessage: 'e'.repeat(100_000) });
    expect(JSON.stringify(stored).length).toBeLessThan(5_000);
  });

  it('filters by outcome, text and time', async () => {
    let now = Date.parse('2026-11-01T10:00:00Z');
    const log = new ActivityLog(join(dir, 'a.jsonl'), () => new Date((now += 60_000)));
    await log.append(entry('app.connections.add', 'success', 'Connection “Globex”'));
    await log.append(entry('app.connections.remove', 'failure'));
    expect((await listed(log, { outcome: 'failure' })).map((e) => e.action)).toEqual(['app.connections.remove']);
    expect((await listed(log, { text: 'globex' })).map((e) => e.action)).toEqual(['app.connections.add']);
    // The outcome's words as the screen shows them find its entries too.
    expect((await listed(log, { text: 'failed' })).map((e) => e.action)).toEqual(['app.connections.remove']);
    expect(await listed(log, { from: '2026-11-01T10:01:30Z' })).toHaveLength(1);
  });
});

