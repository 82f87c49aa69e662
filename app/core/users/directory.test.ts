import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUsersEnv, type UsersEnv } from '../testing/users-env.test-support';

/** Confluence users a page can hold that are no real accounts; the people search leaves them out. */
const FILLER = 3;
const fillerUser = (n: number) => ({
  user: { type: 'unknown', accountId: `unknown-${n}`, accountType: '', displayName: null, publicName: 'Unknown user', email: null },
  title: 'Unknown user',
  entityType: 'user',
});

describe('the directory scope', () => {
  let env: UsersEnv;
  beforeAll(async () => {
    // Confluence's first page of `type = user` holds only users that are filtered out, but says more follow.
    env = await startUsersEnv({
      intercept: (url) => {
        if (url.pathname !== '/wiki/rest/api/search/user' || url.searchParams.get('cql') !== 'type = user') return undefined;
        if ((url.searchParams.get('start') ?? '0') !== '0') return undefined;
        const limit = Number(url.searchParams.get('limit') ?? '25');
        return Response.json({
          results: Array.from({ length: FILLER }, (_, n) => fillerUser(n)),
          start: 0,
          limit,
          size: FILLER,
          totalSize: null,
          _links: { base: `${url.origin}/wiki`, context: '/wiki', next: `/rest/api/search/user?cql=type%20%3D%20user&start=${FILLER}&limit=${limit}` },
        });
      },
    });
  });
  afterAll(() => env.close());

  it('keeps reading after a page that is empty once filtered, until there is no next page', async () => {
    // The real people the filler pushed aside: the sandbox's own first page, which the core never sees.
    const { baseUrl, credentials } = env.sandbox;
    const authorization = `Basic ${Buffer.from(`${credentials.site.email}:${credentials.site.apiToken}`).toString('base64')}`;
    const shadowed = (await (
      await fetch(`${baseUrl}/wiki/rest/api/search/user?cql=${encodeURIComponent('type = user')}&start=0&limit=${FILLER}`, { headers: { authorization } })
    ).json()) as { results: { user: { accountId: string } }[] };
    const pushedAside = new Set(shadowed.results.map((hit) => hit.user.accountId));

    // Jira lists active users only: deactivated accounts come from Confluence's later pages alone.
    const onlyInConfluence = env.sandbox.world.people.filter((person) => person.status !== 'active' && !pushedAside.has(person.accountId));
    expect(onlyInConfluence.length).toBeGreaterThan(0);

    const started = await env.ok('users.tokenScan.start', { connectionId: env.connectionId, scope: { kind: 'directory' } });
    expect(started.sources.map((source) => source.state)).toEqual(['ok', 'ok']);
    await env.finished(started.jobId);
    const scanned = new Set((await env.ok('app.jobOutcomes.list', { jobId: started.jobId })).outcomes.map((outcome) => outcome.key));
    for (const person of onlyInConfluence) expect(scanned.has(person.accountId), person.displayName).toBe(true);
    expect([...scanned].some((accountId) => accountId.startsWith('unknown-'))).toBe(false);
  });
});
