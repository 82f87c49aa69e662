import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminState } from '../../sandbox/areas/admin';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import { personWith } from './people.test-support';
import { contractViolations, failureOf, sandboxSession } from '../testing/sandbox-session';
import { listApiTokens, revokeApiToken } from './tokens';

let sandbox: RecordedSandbox;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'test', scale: 'demo' });
});
afterAll(() => sandbox.close());

const tokensOf = (accountId: string) => (sandbox.world.areas.admin as AdminState).tokensByAccount[accountId] ?? [];

describe('listApiTokens and revokeApiToken', () => {
  it('lists every token of an account, never-used ones with no last use', async () => {
    const adminId = sandbox.world.adminAccountId;
    const tokens = await listApiTokens(sandboxSession(sandbox), adminId);
    expect(tokens.map((token) => token.id)).toEqual(tokensOf(adminId).map((token) => token.id));
    expect(tokens.some((token) => token.lastUsedAt === null)).toBe(true);
    expect(tokens.every((token) => token.expiresAt !== null && token.label !== '')).toBe(true);
  });

  it('revokes a token for good; revoking it again reports it missing', async () => {
    const adminId = sandbox.world.adminAccountId;
    const [victim] = await listApiTokens(sandboxSession(sandbox), adminId);
    if (!victim) throw new Error('the admin has no tokens');
    await revokeApiToken(sandboxSession(sandbox), adminId, victim.id);
    expect((await listApiTokens(sandboxSession(sandbox), adminId)).map((token) => token.id)).not.toContain(victim.id);
    expect(await failureOf(revokeApiToken(sandboxSession(sandbox), adminId, victim.id))).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('refuses to revoke tokens of an export-blocked account', async () => {
    const blocked = personWith(sandbox.world, { exportControlBlocked: true, domainVerified: true, accountType: 'atlassian' });
    const failure = await failureOf(revokeApiToken(sandboxSession(sandbox), blocked.accountId, 'any-token'));
    expect(failure).toMatchObject({ code: 'FORBIDDEN', reason: 'blocked.exportControl' });
  });

  it('reports a refused key without quoting it', async () => {
    const failure = await failureOf(listApiTokens(sandboxSession(sandbox, { wrong: true }), sandbox.world.adminAccountId));
    expect(failure.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(failure)).not.toContain(sandbox.credentials.admin.apiKey);
  });

  it('sends only requests that fit the Admin API contract', () => {
    expect(contractViolations(sandbox)).toEqual([]);
  });
});
