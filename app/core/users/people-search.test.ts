import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenFields } from '../../sandbox/areas/confluence/v1/users';
import type { Person } from '../../sandbox/kit';
import { looksLikeAccountId } from '../../contract/channels/common';
import { startUsersEnv, type UsersEnv } from '../testing/users-env.test-support';

const lastName = (person: Person) => person.displayName.split(' ').at(-1) ?? person.displayName;

function someone(env: UsersEnv, test: (person: Person) => boolean): Person {
  const found = env.sandbox.world.people.find((person) => person.accountId !== env.sandbox.world.adminAccountId && test(person));
  if (!found) throw new Error('the demo world has nobody like that');
  return found;
}

describe('users.people.search', () => {
  let env: UsersEnv;
  beforeAll(async () => {
    env = await startUsersEnv();
  });
  afterAll(() => env.close());

  it('merges Jira and Confluence by account id, filling a name Confluence hides from Jira', async () => {
    const person = someone(env, (p) => p.status === 'active' && p.accountType === 'atlassian' && hiddenFields(p).displayName);
    const { people, sources } = await env.ok('users.people.search', { connectionId: env.connectionId, query: lastName(person) });
    expect(sources).toEqual([
      { source: 'jira', state: 'ok', message: null },
      { source: 'confluence', state: 'ok', message: null },
    ]);
    const found = people.filter((p) => p.accountId === person.accountId);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ displayName: person.displayName, active: true, foundIn: ['jira', 'confluence'] });
  });

  it('keeps a hidden e-mail null, and shows people only Confluence lists (deactivated) with unknown status', async () => {
    const hidden = someone(env, (p) => p.status === 'active' && !p.emailVisible && p.accountType === 'atlassian');
    const { people } = await env.ok('users.people.search', { connectionId: env.connectionId, query: lastName(hidden) });
    expect(people.find((p) => p.accountId === hidden.accountId)).toMatchObject({ email: null, foundIn: ['jira', 'confluence'] });

    const inactive = someone(env, (p) => p.status === 'inactive' && p.accountType === 'atlassian');
    const answer = await env.ok('users.people.search', { connectionId: env.connectionId, query: lastName(inactive) });
    expect(answer.people.find((p) => p.accountId === inactive.accountId)).toMatchObject({ active: null, foundIn: ['confluence'] });
  });

  it('finds a pasted account id in every source and marks it as pasted', async () => {
    const person = someone(env, (p) => p.status === 'active' && p.domainVerified && p.accountType === 'atlassian');
    const { people } = await env.ok('users.people.search', { connectionId: env.connectionId, query: `  ${person.accountId} ` });
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ accountId: person.accountId, email: person.email, displayName: person.displayName });
    expect([...(people[0]?.foundIn ?? [])].sort()).toEqual(['confluence', 'jira', 'pasted']);
  });

  it('tells account ids from names', () => {
    expect(looksLikeAccountId('557058:0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0')).toBe(true);
    expect(looksLikeAccountId('5b10ac8d82e05b22cc7d4ef5')).toBe(true);
    expect(looksLikeAccountId('ada')).toBe(false);
    expect(looksLikeAccountId('ada.lovelace@example.com')).toBe(false);
    // The contract's AccountId pattern accepts these; none is an id Atlassian issues.
    for (const text of ['2024-01-01T10:00:00Z', 'mailto:x', '10:30', 'name']) expect(looksLikeAccountId(text)).toBe(false);
  });
});

describe('users.people.search when a source fails or is missing', () => {
  it('still answers from Jira when Confluence refuses, and says Confluence failed', async () => {
    const env = await startUsersEnv({
      intercept: (url) =>
        url.pathname.startsWith('/wiki/')
          ? new Response(JSON.stringify({ statusCode: 403, message: 'Confluence is switched off for this test.' }), { status: 403 })
          : undefined,
    });
    try {
      const person = someone(env, (p) => p.status === 'active' && p.accountType === 'atlassian');
      const { people, sources } = await env.ok('users.people.search', { connectionId: env.connectionId, query: lastName(person) });
      expect(people.find((p) => p.accountId === person.accountId)?.foundIn).toEqual(['jira']);
      expect(sources[0]).toEqual({ source: 'jira', state: 'ok', message: null });
      expect(sources[1]).toMatchObject({ source: 'confluence', state: 'failed' });
      expect(sources[1]?.message).toBeTruthy();
    } finally {
      await env.close();
    }
  });

  it('finds a pasted id through the Admin profile when the site is not set up', async () => {
    const env = await startUsersEnv({ parts: { site: false } });
    try {
      const person = someone(env, (p) => p.domainVerified && p.accountType === 'atlassian' && !p.emailVisible);
      const { people, sources } = await env.ok('users.people.search', { connectionId: env.connectionId, query: person.accountId });
      // The Admin profile shows the e-mail the site searches would hide.
      expect(people).toEqual([
        expect.objectContaining({ accountId: person.accountId, email: person.email, active: person.status === 'active', foundIn: ['pasted'] }),
      ]);
      expect(sources.map((source) => source.state)).toEqual(['not-configured', 'not-configured']);
    } finally {
      await env.close();
    }
  });
});
