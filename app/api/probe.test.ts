import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../sandbox/server';
import type { ApiCredentials } from './http/credentials';
import { createTransport } from './http/transport';
import { probeConnection } from './probe';
import { startTestSandbox } from './testing/sandbox-fixture';

let sandbox: RunningSandbox;
let credentials: ApiCredentials;
beforeAll(async () => {
  ({ sandbox, credentials } = await startTestSandbox({ seed: 'probe-tests' }));
});
afterAll(() => sandbox.close());

const transport = () => createTransport({ fetch, userAgent: 'orgdesk-tests', timeoutMs: 2000, retry: { maxAttempts: 1 } });

describe('probeConnection', () => {
  it('reports every configured area as reachable and signed in, naming the site user', async () => {
    const checks = await probeConnection(transport(), credentials, ['site', 'admin', 'bitbucket']);
    const admin = sandbox.world.people.find((p) => p.accountId === sandbox.world.adminAccountId);
    expect(checks.map((c) => [c.area, c.configured, c.reachable, c.authenticated])).toEqual([
      ['site', true, true, true],
      ['admin', true, true, true],
      ['bitbucket', true, true, true],
    ]);
    expect(checks[0]?.summary).toBe(`Connected to Confluence and Jira as ${admin?.displayName}.`);
    expect(checks.every((c) => c.missing.length === 0)).toBe(true);
  });

  it('tells a refused key from an unreachable server', async () => {
    const wrong: ApiCredentials = {
      ...credentials,
      admin: { baseUrl: sandbox.baseUrl, apiKey: 'expired-key' },
      bitbucket: { baseUrl: 'http://127.0.0.1:9', workspace: 'acme', token: 't' },
    };
    const [admin, bitbucket] = await probeConnection(transport(), wrong, ['admin', 'bitbucket']);
    expect(admin).toMatchObject({ reachable: true, authenticated: false, summary: "Your organization API key was refused. Check it hasn't expired." });
    expect(bitbucket).toMatchObject({ reachable: false, authenticated: false });
    expect(bitbucket?.summary).toMatch(/connection to 127\.0\.0\.1:9 failed/);
  });

  it('explains that only workspace owners can manage webhooks', async () => {
    type BitbucketWorld = { workspaces: Array<{ slug: string; ownerIds: string[]; memberIds: string[] }> };
    const me = sandbox.world.adminAccountId;
    const memberOnly = (sandbox.world.areas.bitbucket as BitbucketWorld).workspaces.find(
      (w) => w.memberIds.includes(me) && !w.ownerIds.includes(me),
    );
    const bitbucket = credentials.bitbucket;
    if (!memberOnly || !bitbucket) throw new Error('the demo world has no workspace the admin only belongs to');
    const [check] = await probeConnection(transport(), { ...credentials, bitbucket: { ...bitbucket, workspace: memberOnly.slug } }, ['bitbucket']);
    expect(check).toMatchObject({ reachable: true, authenticated: true, missing: ['Only workspace owners can manage webhooks'] });
  });

  it('says an area is not set up instead of testing it', async () => {
    const [site] = await probeConnection(transport(), { jiraApiVersion: '3' }, ['site']);
    expect(site).toEqual({ area: 'site', configured: false, reachable: false, authenticated: false, summary: 'Not set up for this connection.', missing: [] });
  });
});
