import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JiraUserView } from '../../contract/jira/models';
import type { JiraState } from '../../sandbox/areas/jira';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import { contractViolations, failureOf, recordedRequests, sandboxSession } from '../testing/sandbox-session';
import type { OffsetPage, PageWindow } from './paging';
import { searchAssignableUsers, searchUsers, searchUsersWithBrowsePermission } from './users';

let sandbox: RecordedSandbox;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'test', scale: 'demo' });
});
afterAll(() => sandbox.close());

const projectKeys = () => (sandbox.world.areas.jira as JiraState).projects.map((project) => project.key);

/** Follows `nextStartAt` from the first page to the last, as a table loading page after page would. */
async function everyPage(fetchPage: (window: PageWindow) => Promise<OffsetPage<JiraUserView>>, maxResults: number) {
  const pages: OffsetPage<JiraUserView>[] = [];
  let startAt: number | null = 0;
  while (startAt !== null) {
    const page = await fetchPage({ startAt, maxResults });
    pages.push(page);
    startAt = page.nextStartAt;
  }
  return pages;
}

const ids = (users: JiraUserView[]) => users.map((user) => user.accountId);

describe('user searches', () => {
  it('pages through a name search, two at a time, to the same people as one large page', async () => {
    const api = sandboxSession(sandbox);
    const everyone = await searchUsers(api, { query: 'a', startAt: 0, maxResults: 1000 });
    expect(everyone.items.length).toBeGreaterThan(4);
    expect(everyone.nextStartAt).toBeNull();

    const pages = await everyPage((window) => searchUsers(api, { query: 'a', ...window }), 2);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.flatMap((page) => ids(page.items))).toEqual(ids(everyone.items));
    expect(pages[1]?.startAt).toBe(2);
  });

  it('gives each user the fields the Users screen needs, with hidden e-mail as null', async () => {
    const hidden = sandbox.world.people.find((person) => !person.emailVisible && person.status === 'active');
    if (!hidden) throw new Error('nobody hides their e-mail in this world');
    const page = await searchUsers(sandboxSession(sandbox), { accountId: hidden.accountId, startAt: 0, maxResults: 50 });
    expect(page.items).toEqual([
      {
        accountId: hidden.accountId,
        accountType: hidden.accountType,
        displayName: hidden.displayName,
        emailAddress: null,
        avatarUrl: expect.stringContaining('size=48'),
        active: true,
      },
    ]);
    expect(page.total).toBeNull();
  });

  it('pages assignable users of several projects to the same result as one window', async () => {
    const api = sandboxSession(sandbox);
    const keys = projectKeys().slice(0, 2);
    const whole = await searchAssignableUsers(api, { projectKeys: keys, query: '', startAt: 0, maxResults: 1000 });
    const before = recordedRequests(sandbox.recordFile).length;
    const pages = await everyPage((window) => searchAssignableUsers(api, { projectKeys: keys, query: '', ...window }), 7);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flatMap((page) => ids(page.items))).toEqual(ids(whole.items));
    expect(pages.at(-1)?.items).toEqual([]);
    // Skipping empty windows must stay cheap: 1,000 / 7 would be 143 requests without doubling the window.
    expect(recordedRequests(sandbox.recordFile).length - before).toBeLessThan(30);
    const asked = recordedRequests(sandbox.recordFile).at(-1);
    expect(new URLSearchParams(asked?.query).get('projectKeys')).toBe(keys.join(','));
  });

  it('finds who may browse a project and reports an unknown project', async () => {
    const api = sandboxSession(sandbox);
    const [key] = projectKeys();
    const page = await searchUsersWithBrowsePermission(api, { projectKey: key, query: '', startAt: 0, maxResults: 1000 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((user) => user.active)).toBe(true);
    const missing = await failureOf(searchUsersWithBrowsePermission(api, { projectKey: 'NOPE', query: 'a', startAt: 0, maxResults: 10 }));
    expect(missing).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('passes on Jira’s refusal of a search by both text and account, and refused credentials', async () => {
    const both = await failureOf(
      searchAssignableUsers(sandboxSession(sandbox), {
        projectKeys: projectKeys().slice(0, 1),
        query: 'a',
        accountId: sandbox.world.adminAccountId,
        startAt: 0,
        maxResults: 10,
      }),
    );
    expect(both).toMatchObject({ code: 'VALIDATION', status: 400 });
    const refused = await failureOf(searchUsers(sandboxSession(sandbox, { wrong: true }), { query: 'a', startAt: 0, maxResults: 10 }));
    expect(refused).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('sends only requests that fit the Jira contract', () => {
    expect(contractViolations(sandbox)).toEqual([]);
  });
});
