import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../contract/errors';
import type { RunningSandbox } from '../sandbox/server';
import type { ApiCredentials } from './http/credentials';
import { createApiSession, type ApiSession } from './http/session';
import { createTransport } from './http/transport';
import { fetchPage, largestPage, listAll, type ListEndpoint } from './paging';
import { resolveNextLink } from './page-styles/next-link';
import { recordingFetch, startTestSandbox } from './testing/sandbox-fixture';

let sandbox: RunningSandbox;
let credentials: ApiCredentials;
beforeAll(async () => {
  ({ sandbox, credentials } = await startTestSandbox({ seed: 'paging-tests' }));
});
afterAll(() => sandbox.close());

function sessionWithWire(overrides: Partial<ApiCredentials> = {}) {
  const wire = recordingFetch();
  const session = createApiSession(createTransport({ fetch: wire.fetch, userAgent: 'orgdesk-tests' }), { ...credentials, ...overrides });
  return { session, wire };
}

async function collect(session: ApiSession, endpoint: ListEndpoint): Promise<unknown[]> {
  const items: unknown[] = [];
  for await (const item of listAll(session, endpoint)) items.push(item);
  return items;
}

/** A stable identity per item, whatever the area calls it. */
function identity(item: unknown): string {
  if (typeof item !== 'object' || item === null) return JSON.stringify(item);
  for (const field of ['id', 'uuid', 'accountId', 'templateId']) {
    if (field in item) return String((item as Record<string, unknown>)[field]);
  }
  return JSON.stringify(item);
}

const workspace = () => credentials.bitbucket?.workspace ?? '';

const styles: Array<{ name: string; endpoint: () => ListEndpoint; pageSize: number }> = [
  { name: 'Confluence v2 cursor (Link header)', pageSize: 40, endpoint: () => ({ area: 'confluence', path: '/wiki/api/v2/pages', style: 'confluence-v2' }) },
  { name: 'Confluence v1 start/limit', pageSize: 15, endpoint: () => ({ area: 'confluence', path: '/wiki/rest/api/search/user', style: 'confluence-v1-offset', query: { cql: 'type=user' } }) },
  { name: 'Confluence v1 search cursor', pageSize: 30, endpoint: () => ({ area: 'confluence', path: '/wiki/rest/api/search', style: 'confluence-v1-search', query: { cql: 'type=page' } }) },
  { name: 'Jira PageBean', pageSize: 2, endpoint: () => ({ area: 'jira', path: '/rest/api/3/notificationscheme', style: 'jira-page-bean' }) },
  { name: 'Jira bare-array user search', pageSize: 10, endpoint: () => ({ area: 'jira', path: '/rest/api/3/user/search', style: 'jira-array', query: { query: '' } }) },
  { name: 'Bitbucket next links', pageSize: 4, endpoint: () => ({ area: 'bitbucket', path: `/2.0/workspaces/${workspace()}/hooks`, style: 'bitbucket' }) },
];

describe.each(styles)('$name', ({ endpoint, pageSize }) => {
  it('lists every item once across several pages, in as few requests as the page size allows', async () => {
    const whole = await collect(sessionWithWire().session, endpoint());
    const { session, wire } = sessionWithWire();
    const paged = await collect(session, { ...endpoint(), pageSize });

    expect(whole.length).toBeGreaterThan(pageSize);
    expect(paged.map(identity)).toEqual(whole.map(identity));
    expect(new Set(paged.map(identity)).size).toBe(paged.length);
    expect(wire.calls.length).toBeGreaterThan(1);
    // Offset styles may need one more answer to learn that the last full page was the last.
    expect(wire.calls.length).toBeLessThanOrEqual(Math.ceil(paged.length / pageSize) + 1);
  });

  it('asks for the largest page the endpoint allows', async () => {
    const { session, wire } = sessionWithWire();
    const items = await collect(session, endpoint());
    const firstUrl = new URL(wire.calls[0]?.url ?? '');
    const asked = firstUrl.searchParams.get('limit') ?? firstUrl.searchParams.get('maxResults') ?? firstUrl.searchParams.get('pagelen');
    expect(Number(asked)).toBe(largestPage[endpoint().style]);
    expect(wire.calls.length).toBe(Math.max(1, Math.ceil(items.length / largestPage[endpoint().style])));
  });

  it('hands a table one page at a time through an opaque token', async () => {
    const { session } = sessionWithWire();
    const whole = await collect(session, endpoint());
    const seen: unknown[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof fetchPage>> = await fetchPage(session, { ...endpoint(), pageSize }, token);
      seen.push(...page.items);
      token = page.nextToken;
      pages += 1;
    } while (token !== null);
    expect(pages).toBeGreaterThan(1);
    expect(seen.map(identity)).toEqual(whole.map(identity));
  });
});

describe('next links', () => {
  it('follows Jira through the API version the connection uses', async () => {
    const { session, wire } = sessionWithWire({ jiraApiVersion: '2' });
    const schemes = await collect(session, { area: 'jira', path: '/rest/api/3/notificationscheme', style: 'jira-page-bean', pageSize: 2 });
    expect(schemes.length).toBeGreaterThan(2);
    expect(wire.calls.every((call) => new URL(call.url).pathname.startsWith('/rest/api/2/'))).toBe(true);
  });

  it('resolves relative links against the Confluence base and refuses links to another origin', async () => {
    const { session } = sessionWithWire();
    const response = {
      status: 200,
      headers: new Headers(),
      url: new URL('/wiki/rest/api/search?cql=x', sandbox.baseUrl),
      body: { _links: { base: `${sandbox.baseUrl}/wiki` } },
    };
    expect(resolveNextLink(session, 'confluence', '/rest/api/search?cursor=abc', response)).toBe('/wiki/rest/api/search?cursor=abc');
    expect(resolveNextLink(session, 'confluence', '/wiki/api/v2/pages?cursor=abc', response)).toBe('/wiki/api/v2/pages?cursor=abc');
    expect(resolveNextLink(session, 'bitbucket', `${sandbox.baseUrl}/2.0/x?page=2`, response)).toBe('/2.0/x?page=2');
    for (const foreign of ['https://attacker.example/2.0/x?page=2', '//attacker.example/x', `http://user:pw@${new URL(sandbox.baseUrl).host}/x`]) {
      expect(() => resolveNextLink(session, 'bitbucket', foreign, response)).toThrow(/different address/);
    }
  });

  it('rejects a page token that was tampered with', async () => {
    const { session } = sessionWithWire();
    const error = await fetchPage(session, styles[0]!.endpoint(), 'not-a-token').catch((thrown: unknown) => thrown);
    expect(isAppError(error) && error.info.code).toBe('VALIDATION');
  });
});
