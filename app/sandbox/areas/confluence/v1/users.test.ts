import { beforeEach, describe, expect, it } from 'vitest';
import { AVATAR_PATH, avatarSitePath, DEFAULT_AVATAR_PATH } from '../../../data/avatars';
import { createHarness, type Harness } from '../test-harness';
import { hiddenFields } from './users';

let harness: Harness;
beforeEach(() => {
  harness = createHarness();
});

type Icon = { path: string; width: number; height: number; isDefault: boolean };
type User = { accountId: string; type: string; profilePicture: Icon | null };

async function usersFound(cql: string, extra = ''): Promise<User[]> {
  const reply = await harness.call('GET', `/wiki/rest/api/search/user?cql=${encodeURIComponent(cql)}${extra}`);
  expect(reply.status).toBe(200);
  return (reply.json.results as { user: User }[]).map((result) => result.user);
}

const defaultPicture: Icon = { path: DEFAULT_AVATAR_PATH, width: 48, height: 48, isDefault: true };

describe('v1 users: profilePicture', () => {
  it('is the default picture, never null, when the person hides theirs', async () => {
    const hidden = harness.world.people.find((person) => person.accountType === 'atlassian' && hiddenFields(person).profilePicture)!;
    const [user] = await usersFound(`user.accountid = "${hidden.accountId}"`);
    expect(user?.profilePicture).toEqual(defaultPicture);
  });

  it('is the person’s own picture, not marked default, when they show it', async () => {
    const shown = harness.world.people.find((person) => person.accountType === 'atlassian' && !hiddenFields(person).profilePicture)!;
    const [user] = await usersFound(`user.accountid = "${shown.accountId}"`);
    expect(user?.profilePicture).toEqual({ path: avatarSitePath(shown), width: 48, height: 48, isDefault: false });
  });

  it('is an object for everyone, and the default one is served by the sandbox’s own picture route', async () => {
    const users = await usersFound('type = user', '&limit=1000');
    expect(users.length).toBe(harness.world.people.filter((person) => person.accountType !== 'customer').length);
    for (const user of users) {
      expect(user.profilePicture, user.accountId).toMatchObject({ path: expect.any(String), width: 48, height: 48, isDefault: expect.any(Boolean) });
      expect(user.profilePicture?.path, user.accountId).toMatch(AVATAR_PATH);
    }
    expect(users.some((user) => user.profilePicture?.isDefault === true)).toBe(true);
    expect(DEFAULT_AVATAR_PATH).toMatch(AVATAR_PATH);
  });

  it('is the default picture for an account Confluence does not know', async () => {
    const page = Object.values(harness.state.contents).find((content) => content.type === 'page' && content.status === 'current')!;
    page.versions[0]!.authorId = '557058:00000000-0000-0000-0000-000000000000';
    const reply = await harness.call('GET', `/wiki/rest/api/content/${page.id}/version/1`);
    expect(reply.json.by).toMatchObject({ type: 'unknown', profilePicture: defaultPicture });
  });
});

describe('v1 users: names', () => {
  it('always shows an app account’s name, which has no privacy settings to hide it behind', async () => {
    // A person whose privacy hides the name, turned into an app account: the same account id, so the same hash.
    const hiddenName = harness.world.people.find((person) => person.accountType === 'atlassian' && hiddenFields(person).displayName)!;
    hiddenName.accountType = 'app';
    const [user] = (await harness.call('GET', `/wiki/rest/api/search/user?cql=${encodeURIComponent(`user.accountid = "${hiddenName.accountId}"`)}`)).json.results as { user: { displayName: string | null } }[];
    expect(user?.user.displayName).toBe(hiddenName.displayName);
  });
});
