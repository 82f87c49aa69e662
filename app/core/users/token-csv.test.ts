import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personWith, plainTraits } from '../../api/admin/people.test-support';
import type { AdminState } from '../../sandbox/areas/admin';
import { startUsersEnv, type UsersEnv } from '../testing/users-env.test-support';
import { noTokenFilter } from '../../contract/users/token-filter';
import { DAY_MS } from '../../contract/users/token-state';

describe('users.tokenScan.exportCsv', () => {
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
    const started = await env.ok('users.tokenScan.start', { connectionId: env.connectionId, scope: { kind: 'accounts', accountIds: [person.accountId] } });
    await env.finished(started.jobId);

    const all = await env.ok('users.tokenScan.exportCsv', { connectionId: env.connectionId, jobId: started.jobId });
    const lines = all.csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFOwner,E-mail,Token label,Created (UTC),Created (local time),Last used (UTC),Last used (local time),Expires (UTC),Expires (local time),State',
    );
    expect(all.rows).toBe(env.tokensOf(person.accountId).length);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${person.displayName},${person.email},"'=HYPERLINK\\(""https://evil\\.example"",""click""\\)",2026-01-05T10:00:00\\.000Z,2026-01-0[456] \\d\\d:\\d\\d:00,Never,Never,,,Never used$`,
        ),
      ),
    );
    expect(all.fileName).toMatch(/^orgdesk-api-tokens-\d{4}-\d{2}-\d{2}\.csv$/);

    const one = await env.ok('users.tokenScan.exportCsv', { connectionId: env.connectionId, jobId: started.jobId, filter: { ...noTokenFilter, text: 'HYPERLINK' } });
    expect(one.rows).toBe(1);
    expect(one.csv.split('\r\n').filter((line) => line !== '')).toHaveLength(2);
  });

  it('exports the rows a filter of the table lets through, however many, judged as the table judges them', async () => {
    const started = await env.ok('users.tokenScan.start', { connectionId: env.connectionId, scope: { kind: 'directory' } });
    await env.finished(started.jobId);
    const { scannedAt } = await env.ok('users.tokenScan.get', { connectionId: env.connectionId, jobId: started.jobId });
    const tokens = await env.scanTokens(started.jobId);
    const neverUsed = tokens.filter((token) => token.lastUsedAt === null);
    expect(neverUsed.length).toBeGreaterThan(0);
    expect(neverUsed.length).toBeLessThan(tokens.length);

    const filter = { ...noTokenFilter, neverUsed: true };
    const exported = await env.ok('users.tokenScan.exportCsv', { connectionId: env.connectionId, jobId: started.jobId, filter });
    expect(exported.rows).toBe(neverUsed.length);

    // A search matches a hidden name by the words the table shows in its place.
    const hidden = tokens.filter((token) => token.ownerName === null);
    const byHiddenName = await env.ok('users.tokenScan.exportCsv', { connectionId: env.connectionId, jobId: started.jobId, filter: { ...noTokenFilter, text: 'hidden by privacy' } });
    expect(byHiddenName.rows).toBe(hidden.length);

    // Unused for more than 90 days at the time of the scan: a never-used token counts from its creation.
    const nowMs = Date.parse(scannedAt);
    const stale = tokens.filter((token) => Date.parse(token.lastUsedAt ?? token.createdAt) < nowMs - 90 * DAY_MS);
    const byAge = await env.ok('users.tokenScan.exportCsv', { connectionId: env.connectionId, jobId: started.jobId, filter: { ...noTokenFilter, unusedForDays: 90 } });
    expect(byAge.rows).toBe(stale.length);

    // The table's pages of a filter hold the same rows as its file.
    expect((await env.scanTokens(started.jobId, filter)).map((token) => token.id)).toEqual(neverUsed.map((token) => token.id));
  });
});
