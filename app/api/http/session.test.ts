import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApiTokens } from '../admin/tokens';
import { removeGroupFromRestriction } from '../confluence/v1/restrictions';
import { failureOf, recordedRequests, sandboxSession } from '../testing/sandbox-session';
import { createApiSession } from './session';
import { createTransport } from './transport';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';

let sandbox: RecordedSandbox;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'test', scale: 'demo' });
});
afterAll(() => sandbox.close());

describe('the request builder', () => {
  it('sends nothing when parsing the path would drop or merge a segment (an id of "..", an encoded dot, a backslash)', async () => {
    const session = sandboxSession(sandbox);
    const account = encodeURIComponent(sandbox.world.adminAccountId);
    const sent = recordedRequests(sandbox.recordFile).length;
    for (const tail of ['..', '.', '%2e%2E', '.%2e', 'x\\..\\..']) {
      const failure = await failureOf(session.request({ area: 'admin', method: 'DELETE', path: `/users/${account}/manage/api-tokens/${tail}` }));
      expect(failure).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/change the address/) });
    }
    // The same rule covers links handed back by Atlassian, and the clients' own id encoding.
    await expect(failureOf(session.request({ area: 'admin', path: `${sandbox.baseUrl}/users/${account}/manage/api-tokens/..` }))).resolves.toMatchObject({ code: 'VALIDATION' });
    await expect(failureOf(removeGroupFromRestriction(session, { contentId: '1', operation: 'read', group: '..' }))).resolves.toMatchObject({ code: 'VALIDATION' });
    expect(recordedRequests(sandbox.recordFile)).toHaveLength(sent);
  });

  it('still sends ordinary paths, links and ids with dots inside them', async () => {
    const session = sandboxSession(sandbox);
    expect((await listApiTokens(session, sandbox.world.adminAccountId)).length).toBeGreaterThan(0);
    const page = await session.request({ area: 'confluence', path: '/wiki/api/v2/spaces', query: { limit: 1 } });
    expect(page.status).toBe(200);
    const dotted = await failureOf(session.request({ area: 'confluence', path: '/wiki/rest/api/group/a.b..c/member' }));
    expect(dotted.code).not.toBe('VALIDATION');
  });
});

describe('a saved key with a character no key has', () => {
  it('is reported at once as such, not as a network failure after every retry', async () => {
    let attempts = 0;
    const transport = createTransport({
      userAgent: 'Orgdesk/test',
      fetch: (url, init) => {
        attempts += 1;
        return globalThis.fetch(url, init);
      },
    });
    const { baseUrl, credentials } = sandbox;
    const session = createApiSession(transport, {
      jiraApiVersion: '3',
      admin: { baseUrl, apiKey: `${credentials.admin.apiKey}\u2019` },
      site: { url: baseUrl, email: credentials.site.email, apiToken: `${credentials.site.apiToken}\u200b` },
    });
    const admin = await failureOf(listApiTokens(session, sandbox.world.adminAccountId));
    expect(admin).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/organization API key contains a character/) });
    const site = await failureOf(session.request({ area: 'jira', path: '/rest/api/3/myself' }));
    expect(site).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/API token contains a character/) });
    expect(attempts).toBe(0);
    expect(JSON.stringify([admin, site])).not.toContain(credentials.admin.apiKey);
  });
});
