import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityFilter, ExportCursor } from '../../contract/app/activity.channels';
import { activityCsvPart } from './activity-csv';
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

  it('lists every connection when the connection asked for is none', async () => {
    const log = new ActivityLog(join(dir, 'activity.jsonl'));
    await log.append(entry('app.connections.add', 'success'));
    expect(await listed(log, { connectionId: '' })).toHaveLength(1);
    expect(await listed(log, { connectionId: 'c2' })).toHaveLength(0);
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


describe('the log read through its index, a page at a time from the file', () => {
  /** Only the newest entry stays parsed: every other page is read from the file by position. */
  const fromFile = (file: string, options: ConstructorParameters<typeof ActivityLog>[2] = {}) => new ActivityLog(file, undefined, { keepRecent: 1, ...options });
  const page = async (log: ActivityLog, filter: ActivityFilter, offset: number, limit: number) => {
    const { entries, total } = await new ActivityView(log, () => false).list(filter, { offset, limit });
    return { targets: entries.map(({ entry }) => entry.target), total };
  };

  it('lists, pages and searches entries appended after the log was opened, read back from the file', async () => {
    const file = join(dir, 'activity.jsonl');
    const earlier = new ActivityLog(file);
    for (const name of ['Ada', 'Grace', 'Alan']) await earlier.append(entry('app.connections.add', 'success', `Connection “${name}”`));
    const log = fromFile(file);
    expect(await page(log, {}, 0, 2)).toEqual({ targets: ['Connection “Alan”', 'Connection “Grace”'], total: 3 });
    await log.append(entry('app.connections.remove', 'failure', 'Connection “Zoë”'));
    await log.append(entry('app.connections.add', 'success', 'Connection “Edsger”'));
    expect(await page(log, {}, 1, 3)).toEqual({ targets: ['Connection “Zoë”', 'Connection “Alan”', 'Connection “Grace”'], total: 5 });
    expect(await page(log, { text: 'zoë' }, 0, 10)).toEqual({ targets: ['Connection “Zoë”'], total: 1 });
    expect(await page(log, { text: 'removed connection' }, 0, 10)).toEqual({ targets: ['Connection “Zoë”'], total: 1 });
    expect(await page(log, { outcome: 'success', text: 'connection “' }, 0, 10)).toEqual({ targets: ['Connection “Edsger”', 'Connection “Alan”', 'Connection “Grace”', 'Connection “Ada”'], total: 4 });
    // A new reader of the same file finds the same, all of it from the file.
    expect(await page(fromFile(file), {}, 0, 5)).toEqual(await page(log, {}, 0, 5));
  });

  it('finds entries written after a search, when the same search is asked again', async () => {
    const log = fromFile(join(dir, 'activity.jsonl'));
    const view = new ActivityView(log, () => false);
    const search = async () => (await view.list({ text: 'kestrel' })).entries.map(({ entry }) => entry.target);
    await log.append(entry('app.connections.add', 'success', 'Connection “Kestrel”'));
    await log.append(entry('app.connections.add', 'success', 'Connection “Osprey”'));
    expect(await search()).toEqual(['Connection “Kestrel”']);
    await log.append(entry('app.connections.remove', 'success', 'Connection “Kestrel”'));
    await log.append(entry('app.connections.add', 'success', 'Connection “Osprey”'));
    expect(await search()).toEqual(['Connection “Kestrel”', 'Connection “Kestrel”']);
  });

  it('finds a bulk change by a word only one of its writes has, and opens it to its writes from the file', async () => {
    const file = join(dir, 'activity.jsonl');
    const log = fromFile(file);
    const job = { jobId: 'j1', jobTitle: 'Revoke 3 API tokens' };
    await log.append(entry('users.tokens.revokeAll', 'success', 'Revoke 3 API tokens'));
    await log.append({ ...entry('Revoke API token', 'success', 'Token “CI” of Ada'), ...job, part: 'item' });
    await log.append({ ...entry('Revoke API token', 'success', 'Token “deploy-kestrel” of Grace'), ...job, part: 'item', before: 'Active', after: 'Revoked' });
    await log.append({ ...entry('Revoke API token', 'success', 'Token “old” of Alan'), ...job, part: 'item' });
    await log.append({ ...entry('users.tokens.revokeAll', 'success', 'Revoke 3 API tokens'), ...job, part: 'end', counts: { done: 3, failed: 0, skipped: 0 }, endedAs: 'completed' });
    await log.append({ ...entry('users.tokens.revokeAll', 'success', 'Revoke 3 API tokens'), jobId: 'j1' });
    await log.append(entry('app.connections.add', 'success', 'Connection “Kestrel”'));

    const found = await new ActivityView(log, () => false).list({ text: 'DEPLOY-kestrel' });
    expect(found.total).toBe(1);
    expect(found.entries[0]?.job).toMatchObject({ jobId: 'j1', standing: 'completed', done: 3, writes: 3 });
    expect((await page(log, { text: 'kestrel' }, 0, 10)).targets).toEqual(['Connection “Kestrel”', 'Revoke 3 API tokens']);
    const { items, total } = await fromFile(file).itemsOf('j1', 1, 5);
    expect(total).toBe(3);
    expect(items.map((item) => [item.target, item.after ?? null])).toEqual([
      ['Token “deploy-kestrel” of Grace', 'Revoked'],
      ['Token “old” of Alan', null],
    ]);
  });

  it('skips damaged lines, keeps an entry glued after one, and reads every kept entry from its place in the file', async () => {
    const file = join(dir, 'activity.jsonl');
    const first = await new ActivityLog(file).append(entry('app.connections.add', 'success', 'Connection “Ada”'));
    const glued = JSON.stringify({ ...first, id: 'glued', target: 'Connection “Grace”' });
    await appendFile(file, `{"id":"torn","time":"2026-${glued}\n{"id":"half\n\n${JSON.stringify({ ...first, id: 'last', target: 'Connection “Alan”' })}\n${JSON.stringify(first)}\n`);
    const log = fromFile(file);
    expect(await page(log, {}, 0, 10)).toEqual({ targets: ['Connection “Alan”', 'Connection “Grace”', 'Connection “Ada”'], total: 3 });
    expect(log.status().skippedLines).toBe(2);
  });

  it('reads an entry glued after a fragment cut in the middle of a character from its place in the file', async () => {
    const file = join(dir, 'activity.jsonl');
    const first = await new ActivityLog(file).append(entry('app.connections.add', 'success', 'Connection “Ada”'));
    const glued = JSON.stringify({ ...first, id: 'glued', target: 'Connection “Grace”' });
    // Torn after two of the three bytes of “: the fragment decodes to a replacement character of another length.
    const torn = Buffer.concat([Buffer.from('{"id":"torn","target":"Connection '), Buffer.from('“').subarray(0, 2)]);
    await appendFile(file, Buffer.concat([torn, Buffer.from(`${glued}\n${JSON.stringify({ ...first, id: 'last', target: 'Connection “Alan”' })}\n`)]));
    const log = fromFile(file);
    expect(await page(log, {}, 0, 10)).toEqual({ targets: ['Connection “Alan”', 'Connection “Grace”', 'Connection “Ada”'], total: 3 });
    expect(await page(log, { text: 'grace' }, 0, 10)).toEqual({ targets: ['Connection “Grace”'], total: 1 });
  });

  it('lists an entry as the newest when another Orgdesk on the same folder wrote to the log since it was read', async () => {
    const file = join(dir, 'activity.jsonl');
    const first = new ActivityLog(file);
    await first.append(entry('app.connections.add', 'success'));
    expect(await listed(first)).toHaveLength(1);
    // A second core on the same data folder (a restart while the first still runs, in tests) writes twice.
    const second = new ActivityLog(file);
    await second.append(entry('app.connections.test', 'success'));
    await second.append(entry('app.connections.update', 'success'));
    await first.append(entry('app.connections.remove', 'failure'));
    expect((await listed(first)).map((e) => e.action)).toEqual(['app.connections.remove', 'app.connections.update', 'app.connections.test', 'app.connections.add']);
    expect((await listed(new ActivityLog(file))).map((e) => e.action)).toEqual(['app.connections.remove', 'app.connections.update', 'app.connections.test', 'app.connections.add']);
  });

  it('keeps refused entries in memory, lists them in order, and reads them from the file once it takes them', async () => {
    const file = join(dir, 'activity.jsonl');
    await new ActivityLog(file).append(entry('app.connections.add', 'success', 'Connection “Ada”'));
    const log = fromFile(file);
    expect((await page(log, {}, 0, 10)).total).toBe(1);
    await rm(file);
    await mkdir(file);
    await log.append(entry('app.connections.add', 'success', 'Connection “Grace”'));
    await log.append(entry('app.connections.remove', 'failure', 'Connection “Alan”'));
    expect(log.status()).toMatchObject({ writeProblem: 'a folder is in the place of its file', unwritten: 2 });
    expect((await page(log, {}, 0, 10)).targets).toEqual(['Connection “Alan”', 'Connection “Grace”', 'Connection “Ada”']);

    await rm(file, { recursive: true });
    await log.flush();
    expect(log.status()).toEqual({ writeProblem: null, unwritten: 0, skippedLines: 0 });
    // The file was replaced: it holds what was written since, and a new reader finds those; this one still
    // lists what it held of the file before, in order.
    expect((await page(fromFile(file), {}, 0, 10)).targets).toEqual(['Connection “Alan”', 'Connection “Grace”']);
    expect((await page(log, {}, 0, 10)).targets).toEqual(['Connection “Alan”', 'Connection “Grace”', 'Connection “Ada”']);
    expect((await page(log, { text: 'alan' }, 0, 10)).targets).toEqual(['Connection “Alan”']);
    await log.append(entry('app.connections.add', 'success', 'Connection “Edsger”'));
    expect((await page(fromFile(file), {}, 0, 1)).targets).toEqual(['Connection “Edsger”']);
    log.dispose();
  });

  it('keeps entries of files replaced one after another in the order they were made', async () => {
    const file = join(dir, 'activity.jsonl');
    await new ActivityLog(file).append(entry('app.connections.add', 'success', 'Ada'));
    const log = new ActivityLog(file, undefined, { keepRecent: 10, retryMs: 1e9 });
    expect((await page(log, {}, 0, 10)).targets).toEqual(['Ada']);
    const replaceWhileWriting = async (name: string) => {
      await rm(file);
      await mkdir(file);
      await log.append(entry('app.connections.add', 'success', name));
      await rm(file, { recursive: true });
      await log.flush();
    };
    await replaceWhileWriting('Grace');
    await log.append(entry('app.connections.add', 'success', 'Edsger'));
    expect((await page(log, {}, 0, 10)).targets).toEqual(['Edsger', 'Grace', 'Ada']);
    await replaceWhileWriting('Bob');
    expect((await page(log, {}, 0, 10)).targets).toEqual(['Bob', 'Edsger', 'Grace', 'Ada']);
    log.dispose();
  });

  it('exports in parts that together are the export in one part', async () => {
    const file = join(dir, 'activity.jsonl');
    const log = fromFile(file);
    const job = { jobId: 'j1', jobTitle: 'Pause 5 webhooks' };
    await log.append({ ...entry('bitbucket.bulkChanges.start', 'success', 'Pause 5 webhooks'), jobId: 'j1' });
    for (let hook = 1; hook <= 5; hook += 1) await log.append({ ...entry('Paused webhook', 'success', `Hook ${hook}`), ...job, part: 'item' });
    for (const name of ['Ada', 'Grace']) await log.append(entry('app.connections.add', 'success', `Connection “${name}”`));
    const view = new ActivityView(log, () => false);
    const whole = await activityCsvPart(view, log, { filter: {}, everyItem: true, from: undefined });
    expect(whole).toMatchObject({ rows: 8, next: null });
    let joined = '';
    let rows = 0;
    let from: ExportCursor | undefined;
    let parts = 0;
    do {
      const part = await activityCsvPart(view, log, { filter: {}, everyItem: true, from }, 3);
      joined += part.csv;
      rows += part.rows;
      from = part.next ?? undefined;
      parts += 1;
    } while (from);
    expect(parts).toBeGreaterThanOrEqual(3);
    expect(rows).toBe(8);
    expect(joined).toBe(whole.csv);
  });
});

describe('an export while a bulk change runs', () => {
  /** A bulk change that has made one write, four failed changes after it, and what the change does next. */
  const running = async () => {
    const log = new ActivityLog(join(dir, 'activity.jsonl'));
    const job = { jobId: 'J', jobTitle: 'Revoke 2 API tokens' };
    let jobRuns = true;
    const view = new ActivityView(log, (jobId) => jobRuns && jobId === 'J');
    await log.append({ ...entry('users.tokens.revokeAll', 'success', 'Revoke 2 API tokens'), jobId: 'J' });
    await log.append({ ...entry('Revoke API token', 'success', 'Token “CI” of Ada'), ...job, part: 'item' });
    for (const n of [1, 2, 3, 4]) await log.append(entry('app.connections.add', 'failure', `Connection “F${n}”`));
    const nextWriteFailsAndItEnds = async () => {
      await log.append({ ...entry('Revoke API token', 'failure', 'Token “deploy” of Grace'), ...job, part: 'item' });
      await log.append({ ...entry('users.tokens.revokeAll', 'failure', 'Revoke 2 API tokens'), ...job, part: 'end', counts: { done: 1, failed: 1, skipped: 0 }, endedAs: 'completed' });
      jobRuns = false;
    };
    return { log, view, nextWriteFailsAndItEnds };
  };

  /** The export in one part, and in parts of two rows with `meanwhile` done after the first. */
  const exported = async (setup: Awaited<ReturnType<typeof running>>, filter: ActivityFilter, everyItem: boolean) => {
    const { log, view } = setup;
    const whole = (await activityCsvPart(view, log, { filter, everyItem, from: undefined })).csv;
    let joined = '';
    let from: ExportCursor | undefined;
    do {
      const part = await activityCsvPart(view, log, { filter, everyItem, from }, 2);
      if (!from) await setup.nextWriteFailsAndItEnds();
      joined += part.csv;
      from = part.next ?? undefined;
    } while (from);
    log.dispose();
    return { whole, joined };
  };

  it('joins a filtered export’s parts without repeats or gaps while the change’s outcome changes', async () => {
    const { whole, joined } = await exported(await running(), { outcome: 'failure' }, false);
    expect(whole.trim().split('\r\n')).toHaveLength(5);
    expect(joined).toBe(whole);
  });

  it('exports the change with the counts, standing and writes it had when the export began', async () => {
    const { whole, joined } = await exported(await running(), {}, true);
    expect(whole).toContain('Still running');
    expect(joined).toBe(whole);
  });
});

describe('a log another program rewrote while Orgdesk had it open', () => {
  it('says so when a page cannot be read, then reads the file afresh', async () => {
    const file = join(dir, 'activity.jsonl');
    const earlier = new ActivityLog(file);
    for (const name of ['Ada', 'Grace', 'Alan']) await earlier.append(entry('app.connections.add', 'success', `Connection “${name}”`));
    const log = new ActivityLog(file, undefined, { keepRecent: 1 });
    const view = new ActivityView(log, () => false);
    const targets = async (offset: number) => (await view.list({}, { offset, limit: 5 })).entries.map(({ entry: line }) => line.target);
    expect(await targets(0)).toEqual(['Connection “Alan”', 'Connection “Grace”', 'Connection “Ada”']);

    await rm(file);
    await new ActivityLog(file).append(entry('app.connections.remove', 'success', 'Connection “Edsger” and more words than before'));
    await expect(targets(1)).rejects.toThrow('The activity log could not be read: it changed on disk while Orgdesk had it open. Try again to read it afresh.');
    // The new file's entries, after the one it held of the file before (as a write into a replaced file keeps it).
    expect(await targets(0)).toEqual(['Connection “Edsger” and more words than before', 'Connection “Alan”']);
  });

  it('says so when another entry is where the index put one, rather than showing it in its place', async () => {
    const file = join(dir, 'activity.jsonl');
    const earlier = new ActivityLog(file);
    for (const name of ['Ada', 'Bob', 'Eve']) await earlier.append(entry('app.connections.add', 'success', `Connection “${name}”`));
    const log = new ActivityLog(file, undefined, { keepRecent: 1 });
    const view = new ActivityView(log, () => false);
    const targets = async (offset: number) => (await view.list({}, { offset, limit: 5 })).entries.map(({ entry: line }) => line.target);
    expect(await targets(0)).toEqual(['Connection “Eve”', 'Connection “Bob”', 'Connection “Ada”']);

    // Another program swaps two lines of the same length in place: every position still holds an entry.
    const [ada, bob, eve] = (await readFile(file, 'utf8')).trim().split('\n');
    await writeFile(file, `${bob}\n${ada}\n${eve}\n`);
    await expect(targets(1)).rejects.toThrow('it changed on disk while Orgdesk had it open');
    expect(await targets(0)).toEqual(['Connection “Eve”', 'Connection “Ada”', 'Connection “Bob”']);
  });

  it('keeps the entries it holds when the file is gone, as writing does', async () => {
    const file = join(dir, 'activity.jsonl');
    const earlier = new ActivityLog(file);
    for (const name of ['Ada', 'Grace', 'Alan', 'Edsger']) await earlier.append(entry('app.connections.add', 'success', `Connection “${name}”`));
    const log = new ActivityLog(file, undefined, { keepRecent: 2 });
    const view = new ActivityView(log, () => false);
    const targets = async (offset: number) => (await view.list({}, { offset, limit: 5 })).entries.map(({ entry: line }) => line.target);
    expect(await targets(0)).toEqual(['Connection “Edsger”', 'Connection “Alan”', 'Connection “Grace”', 'Connection “Ada”']);

    await rm(file);
    await expect(targets(2)).rejects.toThrow('its file could not be opened');
    expect(await targets(0)).toEqual(['Connection “Edsger”', 'Connection “Alan”']);
  });
});
