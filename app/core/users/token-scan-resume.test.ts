import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, Input, Output } from '../../contract/channels';
import { createTestCore, waitForJob, type TestCore } from '../test-support';
import { JsonFileSettingsStore } from '../settings/json-file-settings-store';
import { readScanTokens, startUsersEnv, type UsersEnv } from '../testing/users-env.test-support';
import type { ReviewToken } from '../../contract/users/token-review.channels';
import { readScanLog, scanLogFolder, settledAccounts } from './token-scan-log';
import { connectionPartsFor } from '../../sandbox/kit';

/** The account whose tokens a request lists, for the Admin API's token listing; null for any other request. */
function tokenListingOf(input: Parameters<typeof fetch>[0]): string | null {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return /\/users\/([^/]+)\/manage\/api-tokens$/.exec(url.pathname)?.[1] ?? null;
}

async function ok<C extends Channel>(testCore: TestCore, channel: C, input: Input<C>): Promise<Output<C>> {
  const result = await testCore.core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.code} ${result.error.message}`);
  return result.data as Output<C>;
}

const tokenIds = (tokens: readonly ReviewToken[]) => tokens.map((token) => `${token.accountId}/${token.id}`).sort();

describe('a directory token scan stopped in the middle', () => {
  let env: UsersEnv;
  let uninterrupted: Output<'users.tokenScan.get'>;
  let uninterruptedTokens: ReviewToken[];
  beforeAll(async () => {
    // Slow answers, so the stop lands while the scan runs.
    env = await startUsersEnv({ sandbox: { latencyMs: 40 } });
    const started = await env.ok('users.tokenScan.start', { connectionId: env.connectionId, scope: { kind: 'directory' } });
    await env.finished(started.jobId);
    uninterrupted = await env.ok('users.tokenScan.get', { connectionId: env.connectionId, jobId: started.jobId });
    uninterruptedTokens = await env.scanTokens(started.jobId);
  });
  /** A new core on the data folder of the one stopped. */
  const restart = (fetchWith: typeof fetch = fetch) => {
    const { dataDir, secrets } = env.testCore;
    return createTestCore({ dataDir, secretStore: secrets, settingsStore: new JsonFileSettingsStore(join(dataDir, 'settings.json')), fetch: fetchWith });
  };
  /** Starts a directory scan on `testCore` and stops Orgdesk once some accounts are read. */
  const stopMidScan = async (testCore: TestCore) => {
    const started = await ok(testCore, 'users.tokenScan.start', { connectionId: env.connectionId, scope: { kind: 'directory' } });
    await expect.poll(async () => (await ok(testCore, 'app.jobs.get', { jobId: started.jobId })).done, { timeout: 20_000 }).toBeGreaterThanOrEqual(10);
    await testCore.core.dispose();
    return started;
  };
  afterAll(async () => {
    await env.sandbox.close();
    await rm(env.testCore.dataDir, { recursive: true, force: true });
  });

  it('leaves no log once a scan ends', async () => {
    await expect.poll(() => readdir(scanLogFolder(env.testCore.dataDir)).catch(() => [])).toEqual([]);
  });

  it('is listed after a restart, and continued: the same tokens as a scan that was never stopped, no account read twice', async () => {
    const { dataDir } = env.testCore;
    const accounts = env.sandbox.world.people.length;
    const started = await stopMidScan(env.testCore);

    const [logName] = await readdir(scanLogFolder(dataDir));
    const stopped = await readScanLog(join(scanLogFolder(dataDir), logName ?? ''));
    const readBefore = stopped ? settledAccounts(stopped) : new Set<string>();
    expect(readBefore.size).toBeGreaterThanOrEqual(10);
    expect(readBefore.size).toBeLessThan(accounts);

    const listings: string[] = [];
    const countingFetch: typeof fetch = async (input, init) => {
      const accountId = tokenListingOf(input);
      if (accountId !== null) listings.push(decodeURIComponent(accountId));
      return fetch(input, init);
    };
    const second = await restart(countingFetch);
    try {
      const { scans } = await ok(second, 'users.stoppedScans.list', { connectionId: env.connectionId });
      expect(scans).toEqual([
        expect.objectContaining({
          jobId: started.jobId,
          connectionId: env.connectionId,
          connectionName: 'Sandbox',
          scope: 'whole directory',
          accounts,
          settled: readBefore.size,
          damagedLines: 0,
          resume: { offered: true, why: null },
        }),
      ]);

      // A scan changed nothing: the change journal has nothing of it to finish or put back.
      expect((await ok(second, 'app.recovery.list', {})).jobs).toEqual([]);
      // Continued once, even when asked twice at once (a double click): the second is refused.
      const asked = await Promise.all([0, 1].map(() => second.core.dispatch('users.stoppedScans.resume', { connectionId: env.connectionId, jobId: started.jobId })));
      expect(asked.filter((answer) => answer.ok)).toHaveLength(1);
      expect(asked.find((answer) => !answer.ok)).toMatchObject({ error: { code: 'NOT_FOUND' } });
      const resumed = await ok(second, 'app.jobs.get', { jobId: asked.flatMap((answer) => (answer.ok ? [(answer.data as Output<'users.stoppedScans.resume'>).jobId] : []))[0] ?? '' });
      const progress = await waitForJob(second.core, resumed.jobId);
      expect(resumed.title).toBe(`Finish the scan of the API tokens of ${accounts} people`);
      expect(progress).toMatchObject({ state: 'completed', total: accounts - readBefore.size });
      const result = await ok(second, 'users.tokenScan.get', { connectionId: env.connectionId, jobId: resumed.jobId });
      expect(result.accounts).toBe(accounts);
      expect(tokenIds(await readScanTokens((channel, input) => ok(second, channel, input), env.connectionId, resumed.jobId))).toEqual(tokenIds(uninterruptedTokens));
      expect(result.failures).toEqual([]);
      expect(result.skipped.map((entry) => entry.accountId).sort()).toEqual(uninterrupted.skipped.map((entry) => entry.accountId).sort());

      // The accounts read before the stop are not read again; every other managed one is read once.
      expect(listings.filter((accountId) => readBefore.has(accountId))).toEqual([]);
      expect(new Set(listings).size).toBe(listings.length);
      // The stopped scan is settled: not listed again, and its log and the new one's are gone.
      expect((await ok(second, 'users.stoppedScans.list', { connectionId: env.connectionId })).scans).toEqual([]);
      await expect.poll(() => readdir(scanLogFolder(dataDir))).toEqual([]);
      const { entries } = await ok(second, 'app.activity.list', {});
      expect(entries.find((entry) => entry.action === 'users.stoppedScans.resume')).toMatchObject({ outcome: 'success', target: `Token scan of ${accounts} people (whole directory)` });
    } finally {
      await second.core.dispose();
    }
  });

  it('reads again, when continued, the accounts whose tokens could not be listed before the stop', async () => {
    const { dataDir } = env.testCore;
    const accounts = env.sandbox.world.people.length;
    // The first accounts listed fail (Atlassian answers "not found"), the others are read, then Orgdesk stops.
    const failing = new Set<string>();
    const failingFetch: typeof fetch = async (input, init) => {
      const accountId = tokenListingOf(input);
      if (accountId !== null && (failing.has(accountId) || failing.size < 5)) {
        failing.add(accountId);
        return new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'content-type': 'application/json' } });
      }
      return fetch(input, init);
    };
    const started = await stopMidScan(await restart(failingFetch));
    const stopped = await readScanLog(join(scanLogFolder(dataDir), `${started.jobId}.jsonl`));
    const failedBefore = new Set(stopped?.outcomes.flatMap((outcome) => (outcome.t === 'failed' ? [outcome.accountId] : [])));
    expect(failedBefore.size).toBe(5);
    const readBefore = new Set(stopped?.outcomes.flatMap((outcome) => (outcome.t === 'failed' ? [] : [outcome.accountId])));

    const listings: string[] = [];
    const countingFetch: typeof fetch = async (input, init) => {
      const accountId = tokenListingOf(input);
      if (accountId !== null) listings.push(decodeURIComponent(accountId));
      return fetch(input, init);
    };
    const second = await restart(countingFetch);
    try {
      // The accounts that failed count as not read yet.
      const [scan] = (await ok(second, 'users.stoppedScans.list', { connectionId: env.connectionId })).scans;
      expect(scan).toMatchObject({ jobId: started.jobId, accounts, settled: readBefore.size });

      const { jobId } = await ok(second, 'users.stoppedScans.resume', { connectionId: env.connectionId, jobId: started.jobId });
      expect(await waitForJob(second.core, jobId)).toMatchObject({ state: 'completed', total: accounts - readBefore.size, failed: 0 });
      expect(listings.filter((accountId) => failedBefore.has(accountId)).sort()).toEqual([...failedBefore].sort());
      const result = await ok(second, 'users.tokenScan.get', { connectionId: env.connectionId, jobId });
      expect(result.failures).toEqual([]);
      expect(tokenIds(await readScanTokens((channel, input) => ok(second, channel, input), env.connectionId, jobId))).toEqual(tokenIds(uninterruptedTokens));
    } finally {
      await second.core.dispose();
    }
  });

  it('is discarded only by naming its own connection, and goes when its connection is removed', async () => {
    const started = await stopMidScan(await restart());
    const third = await restart();
    try {
      const other = await ok(third, 'app.connections.add', { name: 'Other', ...connectionPartsFor(env.sandbox.baseUrl, env.sandbox.credentials), jiraApiVersion: '3' });
      const refused = await third.core.dispatch('users.stoppedScans.remove', { connectionId: other.id, jobId: started.jobId });
      expect(refused).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
      expect(await readdir(scanLogFolder(env.testCore.dataDir))).toEqual([`${started.jobId}.jsonl`]);

      // Removing a connection removes its stopped scans (names and e-mails of its people), not another's.
      await ok(third, 'app.connections.remove', { id: other.id });
      expect((await ok(third, 'users.stoppedScans.list', { connectionId: env.connectionId })).scans).toMatchObject([{ jobId: started.jobId }]);
      await ok(third, 'app.connections.remove', { id: env.connectionId });
      expect((await ok(third, 'users.stoppedScans.list', { connectionId: env.connectionId })).scans).toEqual([]);
      expect(await readdir(scanLogFolder(env.testCore.dataDir))).toEqual([]);
    } finally {
      await third.core.dispose();
    }
  });
});
