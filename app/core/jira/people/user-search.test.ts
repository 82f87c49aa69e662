import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJiraSandbox, type JiraSandbox } from '../testing/jira-sandbox.test-support';
import { explainPage, searchPeople, userSearchOf } from './user-search';

let env: JiraSandbox;
beforeAll(async () => {
  env = await startJiraSandbox();
});
afterAll(() => env.close());

describe('people searches with explanations', () => {
  it('finds people by text with their account type, and explains nothing when all is well', async () => {
    const someone = env.sandbox.world.people.find((person) => person.status === 'active' && person.accountType === 'app');
    const page = await searchPeople(env.api, { kind: 'text', criteria: { query: someone?.displayName.split(' ')[0] ?? '' } }, { startAt: 0, maxResults: 50 });
    expect(page.items.find((user) => user.accountId === someone?.accountId)?.accountType).toBe('app');
    expect(page.explanation).toBeNull();
  });

  it('explains an empty result: prefixes, hidden addresses, and the permission that empties every search', async () => {
    const page = await searchPeople(env.api, { kind: 'text', criteria: { query: 'zzzz-nobody' } }, { startAt: 0, maxResults: 50 });
    expect(page.items).toEqual([]);
    expect(page.explanation).toMatch(/Nobody matched\. .*hides matches only when typed in full\. .*Browse users and groups/);
    env.jira().siteUser.browseUsersAndGroups = false;
    try {
      const blind = await searchPeople(env.api, { kind: 'assignable', criteria: { query: 'a' }, projectKeys: ['PLAT'] }, { startAt: 0, maxResults: 20 });
      expect(blind.items).toEqual([]);
      expect(blind.explanation).toMatch(/who can be assigned issues in every chosen project.*about 1,000 users at a time.*Browse users and groups/);
    } finally {
      env.jira().siteUser.browseUsersAndGroups = true;
    }
  });

  it('explains a short page of a filtered search, and the end of the 1,000-user window', () => {
    const user = { accountId: 'a', accountType: 'atlassian' as const, displayName: 'A', emailAddress: null, avatarUrl: null, active: true };
    const search = { kind: 'can-see' as const, criteria: { query: 'a' }, projectKey: 'PLAT' };
    expect(explainPage(search, { startAt: 0, maxResults: 20 }, { items: [user], startAt: 0, maxResults: 20, total: null, nextStartAt: 20 })).toMatch(/short because Jira picks about 1,000 users first/);
    expect(explainPage(search, { startAt: 980, maxResults: 20 }, { items: [user], startAt: 980, maxResults: 20, total: null, nextStartAt: null })).toMatch(/stops at the 1,000th user/);
  });
});

describe('a search as the window asks for it', () => {
  it('carries the typed text into each kind, with only the projects or issue it names', () => {
    expect(userSearchOf({ kind: 'text' }, 'ada')).toEqual({ kind: 'text', criteria: { query: 'ada' } });
    expect(userSearchOf({ kind: 'assignable', projectKeys: ['PLAT'] }, 'ada')).toEqual({ kind: 'assignable', criteria: { query: 'ada' }, projectKeys: ['PLAT'] });
    expect(userSearchOf({ kind: 'can-see', issueKey: 'PLAT-1' }, 'ada')).toEqual({ kind: 'can-see', criteria: { query: 'ada' }, issueKey: 'PLAT-1' });
    expect(userSearchOf({ kind: 'can-see', projectKey: 'OPS' }, 'ada')).toEqual({ kind: 'can-see', criteria: { query: 'ada' }, projectKey: 'OPS' });
  });
});
