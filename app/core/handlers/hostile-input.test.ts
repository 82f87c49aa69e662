import { readFile, stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedRequests } from '../../api/testing/sandbox-session';
import type { AdminState } from '../../sandbox/areas/admin/state';
import { connectionPartsFor } from '../../sandbox/kit';
import { sandboxSecrets, startCoreOnSandbox, type CoreOnSandbox } from '../testing/sandbox-core.test-support';

/** Input an attacker or an unlucky paste would send: each gets a clear answer and changes nothing. */
let env: CoreOnSandbox;
beforeAll(async () => {
  env = await startCoreOnSandbox();
});
afterAll(() => env.close());

const requestsSoFar = () => recordedRequests(env.sandbox.recordFile).length;
const tokensOf = (accountId: string) => (env.sandbox.world.areas.admin as AdminState).tokensByAccount[accountId] ?? [];

describe('hostile input on the channels', () => {
  it('answers VALIDATION, never INTERNAL, to text with a lone surrogate (token id, project key, group name)', async () => {
    const accountId = env.sandbox.world.adminAccountId;
    const sent = requestsSoFar();
    const connectionId = env.connectionId;
    const token = await env.fail('users.tokens.revoke', { connectionId, accountId, tokenId: 'abc\uD800' });
    expect(token).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'tokenId' }] });
    expect(await env.fail('jira.versions.list', { connectionId, projectIdOrKey: 'PRJ\uDC00' })).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'projectIdOrKey' }] });
    expect(await env.fail('confluence.groups.search', { connectionId, query: 'admins\uD83D' })).toMatchObject({
      code: 'VALIDATION',
      fields: [{ path: 'query' }],
    });
    // A key with a broken character is refused as well, even on a channel that would drop unknown keys.
    expect(await env.fail('jira.versions.list', { connectionId, projectIdOrKey: 'PRJ', ['x\uD800']: 1 } as never)).toMatchObject({ code: 'VALIDATION' });
    expect(requestsSoFar()).toBe(sent);
  });

  it('refuses an id of "." or "..": a token revoke never becomes a request on the account’s manage path', async () => {
    const { connectionId } = env;
    const accountId = env.sandbox.world.adminAccountId;
    const sent = requestsSoFar();
    for (const tokenId of ['.', '..', '%2e%2e', '.%2E']) {
      expect(await env.fail('users.tokens.revoke', { connectionId, accountId, tokenId })).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'tokenId' }] });
    }
    expect(await env.fail('jira.versions.list', { connectionId, projectIdOrKey: '..' })).toMatchObject({ code: 'VALIDATION' });
    expect(await env.fail('users.tokens.revokeAll', { connectionId, accountId: '..' })).toMatchObject({ code: 'VALIDATION' });
    expect(requestsSoFar()).toBe(sent);
  });

  it('refuses a key a write does not know: a misspelt token field keeps the saved secret and says which field', async () => {
    const listed = await env.ok('app.connections.list', {});
    const connection = listed.connections[0];
    if (!connection?.site) throw new Error('the sandbox connection has no site');
    const draft = { name: connection.name, site: { url: connection.site.url, email: connection.site.email, apitoken: 'new-secret' }, admin: null, bitbucket: null };
    const refused = await env.fail('app.connections.update', { id: connection.id, draft } as never);
    expect(refused).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'draft.site.apitoken', message: expect.stringMatching(/does not know this field/) }] });
    // Nothing changed: the admin and Bitbucket parts are still there, and the site still signs in.
    expect((await env.ok('app.connections.list', {})).connections[0]).toEqual(connection);
    expect((await env.ok('app.connections.test', { id: connection.id, areas: ['site'] })).checks[0]).toMatchObject({ authenticated: true });
    // Reads keep their leniency: an unknown key is ignored there.
    expect(await env.ok('app.connections.list', { extra: true } as never)).toEqual(await env.ok('app.connections.list', {}));
  });

  it('logs a refused call’s input cut to size: a 1 MB connection id adds a few hundred bytes, not a megabyte', async () => {
    const file = `${env.dataDir}/activity.jsonl`;
    const before = (await stat(file)).size;
    const connectionId = 'c'.repeat(1024 * 1024);
    expect(await env.fail('users.tokens.revoke', { connectionId, accountId: 'not an id', tokenId: 't' })).toMatchObject({ code: 'VALIDATION' });
    const added = (await stat(file)).size - before;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThan(2_000);
    // Nor does the answer quote the id back at length.
    const [entry] = await env.activity('users.tokens.revoke');
    expect(entry?.connectionId?.length).toBeLessThanOrEqual(100);
  });

  it('refuses a key or token with a character no key contains, at once, on its field, sending nothing', async () => {
    const { baseUrl, credentials } = env.sandbox;
    const parts = connectionPartsFor(baseUrl, credentials);
    const sent = requestsSoFar();
    const add = await env.fail('app.connections.add', { name: 'Pasted', ...parts, admin: { baseUrl, apiKey: `${credentials.admin.apiKey}€` } });
    expect(add).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'admin.apiKey', message: expect.stringMatching(/character/) }] });
    const site = await env.fail('app.connections.add', { name: 'Pasted', ...parts, site: { url: baseUrl, email: credentials.site.email, apiToken: 'tök' } });
    expect(site).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'site.apiToken' }] });
    expect(requestsSoFar()).toBe(sent);
    expect(JSON.stringify([add, site])).not.toContain(credentials.admin.apiKey);
  });

  it('keeps the tokens and secrets where they were', async () => {
    expect(tokensOf(env.sandbox.world.adminAccountId).length).toBeGreaterThan(0);
    const shown = await env.everythingShown();
    for (const secret of sandboxSecrets(env.sandbox)) expect(shown).not.toContain(secret);
    expect(await readFile(`${env.dataDir}/activity.jsonl`, 'utf8')).not.toMatch(/\uD800|c{1000}/);
  });
});
