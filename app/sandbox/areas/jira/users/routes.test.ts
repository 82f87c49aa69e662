import { describe, expect, it } from 'vitest';
import type { Person } from '../../../kit';
import { canBeAssigned, canBrowse } from '../membership';
import { createHarness, type Harness } from '../testing/handler-harness';

interface UserBody {
  accountId: string;
  displayName: string;
  emailAddress?: string;
  active: boolean;
  avatarUrls: Record<string, string>;
}

async function users(harness: Harness, pathAndQuery: string): Promise<UserBody[]> {
  const reply = await harness.call('GET', pathAndQuery);
  expect(reply.status).toBe(200);
  return reply.body as UserBody[];
}

function firstWordOf(person: Person | undefined): string {
  return (person?.displayName.split(' ')[0] ?? '').toLowerCase();
}

describe('GET /user/search', () => {
  it('needs query, accountId or property, and refuses query with accountId', async () => {
    const { call, world } = createHarness();
    expect((await call('GET', '/rest/api/3/user/search')).status).toBe(400);
    const both = await call('GET', `/rest/api/3/user/search?query=a&accountId=${world.adminAccountId}`);
    expect(both.status).toBe(400);
    expect((both.body as { errorMessages: string[] }).errorMessages).toHaveLength(1);
  });

  it('matches a prefix of any word of the display name and returns active users only', async () => {
    const harness = createHarness();
    const active = harness.world.people.filter((person) => person.status === 'active');
    const someone = active.find((person) => person.displayName.includes(' '));
    const surname = (someone?.displayName.split(' ')[1] ?? '').slice(0, 3);
    const found = await users(harness, `/rest/api/3/user/search?query=${encodeURIComponent(surname)}&maxResults=1000`);
    expect(found.map((user) => user.accountId)).toContain(someone?.accountId);
    expect(found.every((user) => user.active)).toBe(true);
    const inactive = harness.world.people.find((person) => person.status === 'inactive');
    const byId = await users(harness, `/rest/api/3/user/search?accountId=${inactive?.accountId}`);
    expect(byId).toEqual([]);
  });

  it('hides e-mail addresses people keep private, and finds them only by the exact address', async () => {
    const harness = createHarness();
    const hidden = harness.world.people.find((person) => !person.emailVisible && person.status === 'active');
    const shown = harness.world.people.find((person) => person.emailVisible && person.status === 'active');
    const hiddenResult = await users(harness, `/rest/api/3/user/search?accountId=${hidden?.accountId}`);
    expect(hiddenResult).toHaveLength(1);
    expect(hiddenResult[0]).not.toHaveProperty('emailAddress');
    const shownResult = await users(harness, `/rest/api/3/user/search?accountId=${shown?.accountId}`);
    expect(shownResult[0]?.emailAddress).toBe(shown?.email);

    const email = hidden?.email ?? '';
    const byPrefix = await users(harness, `/rest/api/3/user/search?query=${encodeURIComponent(email.slice(0, email.length - 2))}`);
    expect(byPrefix.map((user) => user.accountId)).not.toContain(hidden?.accountId);
    const byAddress = await users(harness, `/rest/api/3/user/search?query=${encodeURIComponent(email)}`);
    expect(byAddress.map((user) => user.accountId)).toContain(hidden?.accountId);
  });

  it('pages with startAt and maxResults without overlap', async () => {
    const harness = createHarness();
    const all = await users(harness, '/rest/api/3/user/search?query=&maxResults=1000');
    const first = await users(harness, '/rest/api/3/user/search?query=&maxResults=20');
    const second = await users(harness, '/rest/api/3/user/search?query=&startAt=20&maxResults=20');
    expect(first).toHaveLength(20);
    expect([...first, ...second].map((user) => user.accountId)).toEqual(all.slice(0, 40).map((user) => user.accountId));
    expect((await users(harness, '/rest/api/3/user/search?query=')).length).toBe(Math.min(50, all.length));
    expect((await harness.call('GET', '/rest/api/3/user/search?query=a&startAt=-1')).status).toBe(400);
  });

  it('never looks past the thousandth user', async () => {
    const harness = createHarness('large');
    const tail = await users(harness, '/rest/api/3/user/search?query=&startAt=990&maxResults=50');
    expect(tail).toHaveLength(10);
    expect(await users(harness, '/rest/api/3/user/search?query=&startAt=1000')).toEqual([]);
  });

  it('accepts a property search (no sandbox user has properties) and rejects a malformed one', async () => {
    const harness = createHarness();
    expect(await users(harness, '/rest/api/3/user/search?property=team.name%3Dcore')).toEqual([]);
    expect((await harness.call('GET', '/rest/api/3/user/search?property=nonsense')).status).toBe(400);
  });
});

describe('GET /user/assignable/multiProjectSearch', () => {
  it('checks its parameters: projectKeys, then query or accountId, then the projects', async () => {
    const { call } = createHarness();
    expect((await call('GET', '/rest/api/3/user/assignable/multiProjectSearch?query=a')).status).toBe(400);
    expect((await call('GET', '/rest/api/3/user/assignable/multiProjectSearch?projectKeys=PLAT')).status).toBe(400);
    const unknown = await call('GET', '/rest/api/3/user/assignable/multiProjectSearch?projectKeys=PLAT,NOPE&query=a');
    expect(unknown.status).toBe(404);
  });

  it('returns only people assignable in every listed project', async () => {
    const harness = createHarness();
    const [plat, mob] = harness.state.projects;
    const found = await users(harness, '/rest/api/3/user/assignable/multiProjectSearch?projectKeys=PLAT,MOB&query=&maxResults=1000');
    const expected = harness.world.people.filter(
      (person) => plat !== undefined && mob !== undefined && canBeAssigned(harness.state, plat, person) && canBeAssigned(harness.state, mob, person),
    );
    expect(found.map((user) => user.accountId).sort()).toEqual(expected.map((person) => person.accountId).sort());
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(harness.world.people.length);
  });

  it('cuts the page before filtering, so a page can be short while more users follow', async () => {
    const harness = createHarness();
    const all = await users(harness, '/rest/api/3/user/assignable/multiProjectSearch?projectKeys=PLAT&query=&maxResults=1000');
    const pages: UserBody[][] = [];
    for (let startAt = 0; startAt < harness.world.people.length; startAt += 10) {
      pages.push(await users(harness, `/rest/api/3/user/assignable/multiProjectSearch?projectKeys=PLAT&query=&startAt=${startAt}&maxResults=10`));
    }
    expect(pages.some((page) => page.length < 10)).toBe(true);
    expect(pages.flat().map((user) => user.accountId)).toEqual(all.map((user) => user.accountId));
  });
});

describe('GET /user/viewissue/search', () => {
  it('needs issueKey or projectKey and query or accountId', async () => {
    const { call } = createHarness();
    expect((await call('GET', '/rest/api/3/user/viewissue/search?query=a')).status).toBe(400);
    expect((await call('GET', '/rest/api/3/user/viewissue/search?projectKey=PLAT')).status).toBe(400);
    expect((await call('GET', '/rest/api/3/user/viewissue/search?projectKey=NOPE&query=a')).status).toBe(404);
    expect((await call('GET', '/rest/api/3/user/viewissue/search?issueKey=PLAT-99999&query=a')).status).toBe(404);
  });

  it('lists people who can browse the issue, filtered by the query', async () => {
    const harness = createHarness();
    const issue = harness.state.issues.find((candidate) => candidate.key.startsWith('OPS-'));
    const project = harness.state.projects.find((candidate) => candidate.id === issue?.projectId);
    const byIssue = await users(harness, `/rest/api/3/user/viewissue/search?issueKey=${issue?.key}&query=&maxResults=1000`);
    const byProject = await users(harness, `/rest/api/2/user/viewissue/search?projectKey=${project?.key}&query=&maxResults=1000`);
    expect(byIssue.map((user) => user.accountId)).toEqual(byProject.map((user) => user.accountId));
    const browsers = harness.world.people.filter((person) => project !== undefined && canBrowse(harness.state, project, person));
    expect(byIssue.map((user) => user.accountId).sort()).toEqual(browsers.map((person) => person.accountId).sort());

    const lead = harness.world.people.find((person) => person.accountId === project?.leadAccountId);
    const word = firstWordOf(lead);
    const narrowed = await users(harness, `/rest/api/3/user/viewissue/search?projectKey=${project?.key}&query=${encodeURIComponent(word)}&maxResults=1000`);
    expect(narrowed.map((user) => user.accountId)).toContain(lead?.accountId);
    expect(narrowed.length).toBeLessThan(byProject.length);
  });
});
