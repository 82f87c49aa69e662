import { appendFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logHeader, readScanLog, replayOutcomes, ScanLogWriter, settledAccounts, summarizeScanLog, type ScanOutcome } from './token-scan-log';
import { TokenScanRecord } from './token-scan-record';
import { ScanLogs } from './scan-logs';
import { TokenReview } from './token-review';
import { createJobRegistry } from '../../jobs/job-registry';
import type { ApiSession } from '../../api/http/session';
import { AppError } from '../../contract/errors';

const owners = ['a1', 'a2', 'a3', 'a4'].map((accountId) => ({ accountId, name: `Person ${accountId}`, email: null, accountType: 'atlassian' }));
const header = logHeader('connection-1', 'whole directory', owners, '2026-11-27T10:00:00.000Z');
const token = (id: string) => ({ id, label: `Token ${id}`, createdAt: '2026-01-01T00:00:00.000Z', lastUsedAt: null, expiresAt: null });
const tokensOf = (accountId: string, ...ids: string[]): ScanOutcome => ({ t: 'tokens', accountId, tokens: ids.map(token) });

let folder: string;
const logPath = (jobId = 'job-1') => join(folder, `${jobId}.jsonl`);
const lines = async () => (await readFile(logPath(), 'utf8')).split('\n').filter((line) => line !== '');

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'orgdesk-scan-log-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('a token scan log', () => {
  it('writes outcomes in batches, not a write per account: nothing until a batch is full', async () => {
    const log = new ScanLogWriter(folder, header, [], { flushMs: 60_000, maxLines: 3 });
    await log.open('job-1');
    expect(await lines()).toHaveLength(1);
    log.record(tokensOf('a1', 't1'));
    log.record(tokensOf('a2'));
    // Two lines wait for the timer or a full batch: nothing was written for them yet.
    await new Promise((resolve) => setImmediate(resolve));
    expect(await lines()).toHaveLength(1);
    log.record(tokensOf('a3'));
    await vi.waitFor(async () => expect(await lines()).toHaveLength(4));
    await log.end();
  });

  it('writes what waited once its timer fires', async () => {
    const log = new ScanLogWriter(folder, header, [], { flushMs: 20, maxLines: 500 });
    await log.open('job-1');
    log.record(tokensOf('a1', 't1'));
    expect(await lines()).toHaveLength(1);
    await vi.waitFor(async () => expect(await lines()).toHaveLength(2));
  });

  it('keeps outcomes in the order they settled, and a later line for an account replaces an earlier one', async () => {
    const log = new ScanLogWriter(folder, header, [tokensOf('a1', 't1')], { flushMs: 10, maxLines: 2 });
    log.record({ t: 'failed', accountId: 'a2', message: 'Atlassian did not answer.' });
    await log.open('job-1');
    log.record(tokensOf('a3', 't3', 't4'));
    log.record({ t: 'skipped', accountId: 'a4', reason: 'An app account.' });
    log.record(tokensOf('a2', 't2'));
    await log.keep();

    const read = await readScanLog(logPath());
    expect(read?.header).toEqual(header);
    expect(read?.outcomes.map((outcome) => `${outcome.t} ${outcome.accountId}`)).toEqual(['tokens a1', 'failed a2', 'tokens a3', 'skipped a4', 'tokens a2']);
    expect(read?.damaged).toBe(0);
    // a2 failed, then was read: settled. An account whose last outcome is a failure is not.
    expect(read && [...settledAccounts(read)].sort()).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(read && [...settledAccounts({ header, outcomes: [...read.outcomes, { t: 'failed', accountId: 'a3', message: 'Atlassian did not answer.' }] })].sort()).toEqual(['a1', 'a2', 'a4']);

    const scan = new TokenScanRecord('connection-1', owners);
    replayOutcomes(scan, read?.outcomes ?? []);
    const summary = scan.summary();
    expect(scan.table().rows(null).map((row) => row.id)).toEqual(['t1', 't2', 't3', 't4']);
    expect(summary.failures).toEqual([]);
    expect(summary.skipped.map((entry) => entry.accountId)).toEqual(['a4']);
  });

  it('skips and counts a torn last line and a damaged line, and reads the rest', async () => {
    const log = new ScanLogWriter(folder, header, [], { flushMs: 10, maxLines: 500 });
    log.record(tokensOf('a1', 't1'));
    await log.open('job-1');
    await appendFile(logPath(), '{"t":"tokens","accountId":"a2","tokens":[{"id":"x"}]}\n');
    await appendFile(logPath(), 'not json at all\n');
    await appendFile(logPath(), `${JSON.stringify({ t: 'skipped', accountId: 'a3', reason: 'An app account.' })}\n`);
    await appendFile(logPath(), '{"t":"tokens","accountId":"a4","tok');

    const read = await readScanLog(logPath());
    expect(read?.outcomes.map((outcome) => outcome.accountId)).toEqual(['a1', 'a3']);
    expect(read?.damaged).toBe(3);
    expect(read && [...settledAccounts(read)]).toEqual(['a1', 'a3']);
  });

  it('is summed up for the recovery list from its first line and the first fields of each line, as the full read counts it', async () => {
    const log = new ScanLogWriter(folder, header);
    await log.open('job-1');
    log.record(tokensOf('a1', 't1'));
    log.record({ t: 'failed', accountId: 'a2', message: 'Atlassian did not answer.' });
    log.record({ t: 'failed', accountId: 'a3', message: 'Atlassian did not answer.' });
    log.record(tokensOf('a3', 't3'));
    log.record({ t: 'skipped', accountId: 'a4', reason: 'An app account.' });
    log.record(tokensOf('someone-else', 't9'));
    await log.keep();
    // A batch torn by a full disk, the next one written after it on the same line; then a line torn by the stop.
    await appendFile(logPath(), `{"t":"tokens","accountId":"a2","tok${JSON.stringify(tokensOf('a2'))}\nnot json at all\n`);
    await appendFile(logPath(), JSON.stringify(tokensOf('a2', 't2')).slice(0, -2));

    const full = await readScanLog(logPath());
    const summary = await summarizeScanLog(logPath());
    expect(summary).toEqual({ header: { t: 'scan', connectionId: 'connection-1', startedAt: header.startedAt, scope: 'whole directory', accounts: 4 }, settled: 3, damaged: 3 });
    expect(full && { settled: settledAccounts(full).size, damaged: full.damaged }).toEqual({ settled: 3, damaged: 3 });
    expect(await summarizeScanLog(join(folder, 'missing.jsonl'))).toBeNull();
  });

  it('is gone once its scan ends, and stays when Orgdesk closes in the middle of the scan', async () => {
    const ended = new ScanLogWriter(folder, header);
    await ended.open('job-1');
    ended.record(tokensOf('a1', 't1'));
    await ended.end();
    ended.record(tokensOf('a2'));
    await ended.flush();
    expect(await readdir(folder)).toEqual([]);

    const kept = new ScanLogWriter(folder, header);
    await kept.open('job-2');
    kept.record(tokensOf('a1', 't1'));
    await kept.keep();
    await kept.end();
    expect((await readScanLog(logPath('job-2')))?.outcomes).toHaveLength(1);
  });

  it('is not read back when its first line is damaged, and holds no more than ids, labels and dates', async () => {
    const log = new ScanLogWriter(folder, header);
    await log.open('job-1');
    log.record(tokensOf('a1', 't1'));
    await log.keep();
    const text = await readFile(logPath(), 'utf8');
    expect(Object.keys(JSON.parse(text.split('\n')[1] ?? '{}').tokens[0])).toEqual(['id', 'label', 'createdAt', 'lastUsedAt', 'expiresAt']);
    await rm(logPath());
    await appendFile(logPath(), `{"t":"scan","connectionId":"c"}\n${JSON.stringify(tokensOf('a1', 't1'))}\n`);
    expect(await readScanLog(logPath())).toBeNull();
    expect(await readScanLog(join(folder, 'missing.jsonl'))).toBeNull();
  });
});

describe('a token scan log that cannot be written', () => {
  it('rejects its first write (the copy of earlier results), and drops later ones without failing the scan', async () => {
    // A file where the folder should be: nothing can be written under it, as on a full or read-only disk.
    const blocked = join(folder, 'token-scans');
    await writeFile(blocked, '');
    const log = new ScanLogWriter(blocked, header, [tokensOf('a1', 't1')], { flushMs: 10, maxLines: 1 });
    await expect(log.open('job-1')).rejects.toThrow();
    log.record(tokensOf('a2'));
    await expect(log.flush()).resolves.toBeUndefined();
    await expect(log.end()).resolves.toBeUndefined();
  });

  it('is kept when a continued scan cannot copy it, and the continue is refused with a sentence', async () => {
    const stopped = new ScanLogWriter(folder, header);
    await stopped.open('stopped');
    stopped.record(tokensOf('a1', 't1'));
    await stopped.keep();
    // A folder where the continued scan's log should go: writing it fails.
    await mkdir(join(folder, 'continued.jsonl'));
    const jobs = createJobRegistry({ onProgress: () => undefined, onItemWrite: () => undefined, newJobId: () => 'continued' });
    const logs = new ScanLogs(folder);
    // Atlassian never answers: the continued scan's job ends only when it is cancelled.
    const unanswered = ({ signal }: { signal?: AbortSignal }) => new Promise<never>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new AppError('CANCELLED', 'Stopped.'))));
    const offline: ApiSession = { jiraApiVersion: '3', isConfigured: () => true, resolve: (_area, path) => new URL(path, 'https://offline.invalid'), request: unanswered, download: unanswered };

    await expect(new TokenReview(jobs, Date.now, logs).resumeScan(offline, 'connection-1', 'stopped')).rejects.toThrow(/could not be continued/);
    await vi.waitFor(() => expect(jobs.get('continued').state).toBe('cancelled'));
    expect((await readScanLog(logPath('stopped')))?.outcomes).toEqual([tokensOf('a1', 't1')]);
    expect((await logs.stopped()).map((scan) => scan.jobId)).toEqual(['stopped']);
  });
});
