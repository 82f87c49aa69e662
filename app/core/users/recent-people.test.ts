import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonSummary } from '../../contract/users/people.channels';
import { startUsersEnv, type UsersEnv } from '../testing/users-env.test-support';

let env: UsersEnv;
beforeAll(async () => {
  env = await startUsersEnv();
});
afterAll(() => env.close());

const personNumbered = (n: number): PersonSummary => ({
  accountId: `5b10ac8d82e05b22cc7d4e${String(n).padStart(2, '0')}`,
  displayName: n % 3 === 0 ? null : `Person ${n}`,
  email: null,
  avatarUrl: null,
  accountType: 'atlassian',
  active: true,
  foundIn: ['jira'],
});

describe('recently opened accounts', () => {
  it('keeps the last ten per connection, newest first, without duplicates', async () => {
    for (let n = 1; n <= 12; n++) await env.ok('users.recentPeople.add', { connectionId: env.connectionId, person: personNumbered(n) });
    await env.ok('users.recentPeople.add', { connectionId: env.connectionId, person: personNumbered(5) });

    const { people } = await env.ok('users.recentPeople.list', { connectionId: env.connectionId });
    expect(people.map((person) => person.accountId)).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3].map((n) => personNumbered(n).accountId));
    expect(people[0]).toMatchObject({ displayName: 'Person 5', foundIn: ['recent'] });
    expect(people.find((person) => person.accountId === personNumbered(9).accountId)?.displayName).toBeNull();
  });

  it('keeps each connection’s list apart', async () => {
    const other = await env.ok('app.connections.add', { name: 'Other', site: null, admin: null, bitbucket: null });
    expect((await env.ok('users.recentPeople.list', { connectionId: other.id })).people).toEqual([]);
    await env.ok('users.recentPeople.add', { connectionId: other.id, person: personNumbered(40) });
    expect((await env.ok('users.recentPeople.list', { connectionId: other.id })).people.map((p) => p.accountId)).toEqual([personNumbered(40).accountId]);
    expect((await env.ok('users.recentPeople.list', { connectionId: env.connectionId })).people).toHaveLength(10);
  });

  it('stores only a well-formed person: a real account id, an https picture, names of a sane length', async () => {
    const before = (await env.ok('users.recentPeople.list', { connectionId: env.connectionId })).people;
    const good = personNumbered(60);
    const refusals: [Partial<PersonSummary>, string][] = [
      [{ accountId: 'not an id!' }, 'person.accountId'],
      [{ avatarUrl: 'javascript:alert(1)' }, 'person.avatarUrl'],
      [{ avatarUrl: 'http://avatars.example.com/a.png' }, 'person.avatarUrl'],
      [{ displayName: 'x'.repeat(201) }, 'person.displayName'],
      [{ email: `${'x'.repeat(200)}@example.com` }, 'person.email'],
      [{ accountType: 'y'.repeat(201) }, 'person.accountType'],
    ];
    for (const [change, path] of refusals) {
      const failure = await env.fail('users.recentPeople.add', { connectionId: env.connectionId, person: { ...good, ...change } });
      expect(failure.code).toBe('VALIDATION');
      expect(failure.fields?.map((field) => field.path)).toEqual([path]);
    }
    expect((await env.ok('users.recentPeople.list', { connectionId: env.connectionId })).people).toEqual(before);

    const avatarUrl = 'https://avatar-management--avatars.us-west-2.prod.public.atl-paas.net/initials/AL-3.png';
    await env.ok('users.recentPeople.add', { connectionId: env.connectionId, person: { ...good, avatarUrl } });
    expect((await env.ok('users.recentPeople.list', { connectionId: env.connectionId })).people[0]).toMatchObject({ accountId: good.accountId, avatarUrl });
    // The demo's pictures come from its own loopback address.
    const local = 'http://127.0.0.1:4010/avatars/initials/AL-3.svg';
    await env.ok('users.recentPeople.add', { connectionId: env.connectionId, person: { ...good, avatarUrl: local } });
    expect((await env.ok('users.recentPeople.list', { connectionId: env.connectionId })).people[0]).toMatchObject({ avatarUrl: local });
  });
});
