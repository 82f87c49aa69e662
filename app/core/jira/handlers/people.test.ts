import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUsersEnv, type UsersEnv } from '../../testing/users-env.test-support';

let env: UsersEnv;
beforeAll(async () => {
  env = await startUsersEnv();
});
afterAll(() => env.close());

describe('people channels', () => {
  it('searches people with an explanation when nobody matches', async () => {
    const page = await env.ok('jira.people.search', { connectionId: env.connectionId, search: { kind: 'assignable', projectKeys: ['PLAT', 'MOB'] }, query: 'zzz-nobody' });
    expect(page.items).toEqual([]);
    expect(page.explanation).toMatch(/Nobody matched who can be assigned issues in every chosen project/);
  });
});
