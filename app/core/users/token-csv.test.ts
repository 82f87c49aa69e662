import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personWith, plainTraits } from '../../api/admin/people.test-support';
import type { AdminState } from '../../sandbox/areas/admin';
import { tokenState } from './token-csv';
import { startUsersEnv, type UsersEnv } from './users-core.test-support';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

describe('token state', () => {
  it('puts expiry first, then whether the token was ever used', () => {
    expect(tokenState({ lastUsedAt: '2026-11-01T00:00:00Z', expiresAt: '2026-11-21T00:00:00Z' }, NOW)).toBe('Expired');
    expect(tokenState({ lastUsedAt: null, expiresAt: '2026-12-10T00:00:00Z' }, NOW)).toBe('Expiring soon');
    expect(tokenState({ lastUsedAt: null, expiresAt: '2027-06-01T00:00:00Z' }, NOW)).toBe('Never used');
    expect(tokenState({ lastUsedAt: '2026-11-20T00:00:00Z', expiresAt: null }, NOW)).toBe('Active');
  });
});

describe('tokens.exportCsv', () => {
  let env: UsersEnv;
  beforeAll(async () => {
    env = await startUsersEnv();
  });
  afterAll(() => env.close());

  it('exports the scan table with formula-looking cells kept as text', async () => {
    const person = personWith(env.sandbox.world, plainTraits);
    const state = env.sandbox.world.areas.admin as AdminState;
    (state.tokensByAccount[person.accountId] ??= []).push({
      id: 'formula-token',
      label: '=HYPERLINK("https://evil.example","click")',
      createdAt: '2026-01-05T10:00:00.000Z',
    });
    const started = await env.ok('tokens.scanStart', { scope: { kind: 'accounts', accountIds: [person.accountId] } });
    await env.finished(started.jobId);

    const all = await env.ok('tokens.exportCsv', { jobId: started.jobId });
    const lines = all.csv.split('\r\n');
    expect(lines[0]).toBe('Owner,E-mail,Token label,Created,Last used,Expires,State');
    expect(all.rows).toBe(env.tokensOf(person.accountId).length);
    expect(lines).toContain(
      `${person.displayName},${person.email},"'=HYPERLINK(""https://evil.example"",""click"")",2026-01-05T10:00:00.000Z,Never,,Never used`,
    );
    expect(all.fileName).toMatch(/^orgdesk-api-tokens-\d{4}-\d{2}-\d{2}\.csv$/);

    const one = await env.ok('tokens.exportCsv', { jobId: started.jobId, tokens: [{ accountId: person.accountId, tokenId: 'formula-token' }] });
    expect(one.rows).toBe(1);
    expect(one.csv.split('\r\n').filter((line) => line !== '')).toHaveLength(2);
  });
});
