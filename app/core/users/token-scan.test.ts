import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Output } from '../../contract/channels';
import { startUsersEnv, type UsersEnv } from '../testing/users-env.test-support';
import { SCAN_CONCURRENCY } from './token-scan';
import type { ReviewToken } from '../../contract/users/token-review.channels';

/** A scan's summary with every token it found, read a page at a time. */
type ScanResult = Output<'users.tokenScan.get'> & { tokens: ReviewToken[] };

const managed = (env: UsersEnv) => env.sandbox.world.people.filter((person) => person.domainVerified && person.accountType === 'atlassian');

/** token id → owner, as the sandbox holds them, for the managed accounts (the only ones an admin can list). */
function tokensInWorld(env: UsersEnv, exceptOwners: ReadonlySet<string> = new Set()): Map<string, string> {
  const held = new Map<string, string>();
  for (const person of managed(env)) {
    if (exceptOwners.has(person.accountId)) continue;
    for (const token of env.tokensOf(person.accountId)) held.set(token.id, person.accountId);
  }
  return held;
}

function tokensFound(result: ScanResult): Map<string, string> {
  return new Map(result.tokens.map((token) => [token.id, token.accountId]));
}

/** Runs a directory scan to its end; checks each account got exactly one outcome, and returns what it found. */
async function scanDirectory(env: UsersEnv): Promise<ScanResult> {
  const started = await env.ok('users.tokenScan.start', { connectionId: env.connectionId, scope: { kind: 'directory' } });
  expect(started.accounts).toBe(env.sandbox.world.people.length);
  const progress = await env.finished(started.jobId);
  expect(progress).toMatchObject({ state: 'completed', total: started.accounts });

  const { outcomes } = await env.ok('app.jobOutcomes.list', { jobId: started.jobId });
  expect(outcomes.map((outcome) => outcome.key).sort()).toEqual(env.sandbox.world.people.map((person) => person.accountId).sort());

  const summary = await env.ok('users.tokenScan.get', { connectionId: env.connectionId, jobId: started.jobId });
  const result = { ...summary, tokens: await env.scanTokens(started.jobId) };
  expect(result.accounts).toBe(started.accounts);
  expect(result.overview.tokens).toBe(result.tokens.length);
  expect(result.overview.people).toBe(new Set(result.tokens.map((token) => token.accountId)).size);
  const failed = new Set(result.failures.map((failure) => failure.accountId));
  const skipped = new Set(result.skipped.map((entry) => entry.accountId));
  const withTokens = new Set(result.tokens.map((token) => token.accountId));
  for (const accountId of failed) expect(skipped.has(accountId) || withTokens.has(accountId)).toBe(false);
  for (const accountId of skipped) expect(withTokens.has(accountId)).toBe(false);
  return result;
}

describe('users.tokenScan.start over the directory', () => {
  let env: UsersEnv;
  beforeAll(async () => {
    env = await startUsersEnv();
  });
  afterAll(() => env.close());

  it('finds every token of every managed account, and says why the others were not listed', async () => {
    const result = await scanDirectory(env);
    expect(result.failures).toEqual([]);
    expect(tokensFound(result)).toEqual(tokensInWorld(env));

    const unmanaged = env.sandbox.world.people.filter((person) => !person.domainVerified || person.accountType !== 'atlassian');
    expect(result.skipped.map((entry) => entry.accountId).sort()).toEqual(unmanaged.map((person) => person.accountId).sort());
    const app = unmanaged.find((person) => person.accountType === 'app');
    expect(result.skipped.find((entry) => entry.accountId === app?.accountId)?.reason).toMatch(/app account/);

    // Names and e-mails the searches hide come from the Admin profile.
    for (const token of result.tokens) {
      const owner = env.person(token.accountId);
      expect({ ownerName: token.ownerName, ownerEmail: token.ownerEmail }).toEqual({ ownerName: owner.displayName, ownerEmail: owner.email });
    }
    // Every request the core sent, and every answer, fits the official API descriptions.
    expect(env.sandbox.contractViolations()).toEqual([]);
  });

  it('scans pasted ids once each, naming owners from their profile and reporting unknown ids', async () => {
    const person = managed(env).find((candidate) => env.tokensOf(candidate.accountId).length > 0 && !candidate.emailVisible);
    const outsider = env.sandbox.world.people.find((candidate) => !candidate.domainVerified && candidate.accountType === 'atlassian');
    if (!person || !outsider) throw new Error('the demo world lacks the accounts this test needs');
    const unknown = '5b10ac8d82e05b22cc7d4eff';
    const started = await env.ok('users.tokenScan.start', {connectionId: env.connectionId, 
      scope: { kind: 'accounts', accountIds: [person.accountId, outsider.accountId, person.accountId, unknown] },
    });
    expect(started).toMatchObject({ accounts: 3, sources: [] });
    await env.finished(started.jobId);

    const result = await env.ok('users.tokenScan.get', { connectionId: env.connectionId, jobId: started.jobId });
    const tokens = await env.scanTokens(started.jobId);
    expect(tokens.map((token) => token.id).sort()).toEqual(env.tokensOf(person.accountId).map((token) => token.id).sort());
    expect(tokens[0]).toMatchObject({ ownerName: person.displayName, ownerEmail: person.email });
    expect(result.skipped).toEqual([{ accountId: outsider.accountId, ownerName: null, reason: expect.stringMatching(/verified domain/) }]);
    expect(result.failures).toEqual([{ accountId: unknown, ownerName: null, message: expect.stringMatching(/wasn.t found/) }]);
  });

  it('refuses a scan of nobody, and an unknown scan', async () => {
    expect(await env.fail('users.tokenScan.start', { connectionId: env.connectionId, scope: { kind: 'search', query: 'Zzyzx-nobody' } })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await env.fail('users.tokenScan.get', { connectionId: env.connectionId, jobId: 'no-such-scan' })).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('users.tokenScan.start under a 429 storm', () => {
  let env: UsersEnv;
  beforeAll(async () => {
    env = await startUsersEnv({ sandbox: { rateLimit: { capacity: 10, refillPerSecond: 30 } } });
  });
  afterAll(() => env.close());

  it('is slowed down but accounts for every account exactly once, losing no token', { timeout: 60_000 }, async () => {
    const result = await scanDirectory(env);
    expect(env.answersWithStatus(429)).toBeGreaterThan(0);
    // Whatever still failed after the transport's retries is reported with the reason; everything else is complete.
    for (const failure of result.failures) expect(failure.message).toMatch(/limiting/);
    const failed = new Set(result.failures.map((failure) => failure.accountId));
    expect(tokensFound(result)).toEqual(tokensInWorld(env, failed));
  });
});

describe('users.tokenScan.start at the pace the Admin API allows', () => {
  it('lists more accounts at once than the six requests every other screen shares a host with', async () => {
    const env = await startUsersEnv({ sandbox: { latencyMs: 100 } });
    try {
      const started = await env.ok('users.tokenScan.start', { connectionId: env.connectionId, scope: { kind: 'directory' } });
      await env.finished(started.jobId);
      const most = env.mostAtOnce('/manage/api-tokens');
      expect(most).toBeGreaterThan(6);
      expect(most).toBeLessThanOrEqual(SCAN_CONCURRENCY);
    } finally {
      await env.close();
    }
  });
});
