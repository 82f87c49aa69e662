import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { plainTraits } from '../../api/admin/people.test-support';
import type { AdminState } from '../../sandbox/areas/admin';
import type { Person } from '../../sandbox/kit';
import { ownAccountMessage } from './account-tokens';
import { unconfirmedIdentityMessage } from './revoke-plan';
import { startUsersEnv, type UsersEnv } from '../testing/users-env.test-support';

/** What the site or the Admin API answers in place of the sandbox, switched on by a test and off after it. */
const broken = { whoAmI: null as number | null, deactivation: false };

let env: UsersEnv;
beforeAll(async () => {
  env = await startUsersEnv({
    intercept: (url) => {
      if (broken.whoAmI !== null && url.pathname === '/wiki/rest/api/user/current') {
        return Response.json({ statusCode: broken.whoAmI, message: 'Not now.' }, { status: broken.whoAmI });
      }
      if (broken.deactivation && url.pathname.endsWith('/manage/lifecycle/disable')) {
        return Response.json({ code: 500, message: 'Something broke at Atlassian.' }, { status: 500 });
      }
      return undefined;
    },
  });
});
afterEach(() => {
  broken.whoAmI = null;
  broken.deactivation = false;
});
afterAll(() => env.close());

const used = new Set<string>();

/** A person not used by another test, matching `traits`, with at least two API tokens. */
function withTokens(traits: Partial<Person>): Person {
  const found = env.sandbox.world.people.find(
    (person) =>
      !used.has(person.accountId) &&
      person.accountId !== env.sandbox.world.adminAccountId &&
      env.tokensOf(person.accountId).length >= 2 &&
      Object.entries(traits).every(([key, value]) => person[key as keyof Person] === value),
  );
  if (!found) throw new Error(`nobody with tokens and ${JSON.stringify(traits)}`);
  used.add(found.accountId);
  return found;
}

describe('users.tokens.revokeAll', () => {
  it('revokes every token of the account and logs each revocation', async () => {
    const person = withTokens(plainTraits);
    const labels = env.tokensOf(person.accountId).map((token) => token.label);
    const answer = await env.ok('users.tokens.revokeAll', { connectionId: env.connectionId, accountId: person.accountId });
    expect(answer).toEqual({ revoked: labels.length, failed: [] });
    expect(env.tokensOf(person.accountId)).toEqual([]);

    const revocations = (await env.activity('Revoke API token')).filter((entry) => entry.target.endsWith(`of ${person.displayName} (${person.email})`));
    expect(revocations.map((entry) => entry.target).sort()).toEqual(labels.map((label) => `API token “${label}” of ${person.displayName} (${person.email})`).sort());
    expect(revocations.every((entry) => entry.outcome === 'success')).toBe(true);
    expect((await env.activity('users.tokens.revokeAll'))[0]).toMatchObject({
      target: `Every API token of ${person.displayName} (${person.email})`,
      outcome: 'success',
    });
  });

  it('reports each token it may not revoke, with the reason, and logs the refusals', async () => {
    const person = withTokens({ exportControlBlocked: true, domainVerified: true, accountType: 'atlassian' });
    const tokens = env.tokensOf(person.accountId).map((token) => ({ id: token.id, label: token.label }));
    const answer = await env.ok('users.tokens.revokeAll', { connectionId: env.connectionId, accountId: person.accountId });
    expect(answer.revoked).toBe(0);
    expect(answer.failed.map((failure) => failure.tokenId).sort()).toEqual(tokens.map((token) => token.id).sort());
    expect(answer.failed[0]?.message).toMatch(/export-control/);
    expect(env.tokensOf(person.accountId)).toHaveLength(tokens.length);
    const refusals = (await env.activity('Revoke API token')).filter((entry) => entry.target.endsWith(`of ${person.displayName} (${person.email})`));
    expect(refusals).toHaveLength(tokens.length);
    expect(refusals.every((entry) => entry.outcome === 'failure')).toBe(true);
  });
});

describe('the admin’s own account', () => {
  const own = () => env.sandbox.world.adminAccountId;

  it('is refused by "revoke all" and "deactivate and revoke", which touch none of its tokens', async () => {
    const before = env.tokensOf(own()).map((token) => token.id);
    expect(before.length).toBeGreaterThan(0);
    for (const channel of ['users.tokens.revokeAll', 'users.accounts.deactivateAndRevoke'] as const) {
      expect(await env.fail(channel, { connectionId: env.connectionId, accountId: own() })).toMatchObject({ code: 'FORBIDDEN', message: ownAccountMessage });
      expect((await env.activity(channel))[0]).toMatchObject({ outcome: 'failure', errorMessage: ownAccountMessage });
    }
    expect(env.tokensOf(own()).map((token) => token.id)).toEqual(before);
    expect(env.person(own()).status).toBe('active');
  });

  it('makes both refuse anyone while the site cannot say which account is the admin’s', async () => {
    const person = withTokens(plainTraits);
    const before = env.tokensOf(person.accountId).length;
    broken.whoAmI = 403;
    for (const channel of ['users.tokens.revokeAll', 'users.accounts.deactivateAndRevoke'] as const) {
      expect(await env.fail(channel, { connectionId: env.connectionId, accountId: person.accountId })).toMatchObject({ code: 'FORBIDDEN', message: unconfirmedIdentityMessage });
    }
    expect(env.tokensOf(person.accountId)).toHaveLength(before);
    expect(env.person(person.accountId).status).toBe('active');
  });
});

describe('users.accounts.deactivateAndRevoke', () => {
  it('revokes the tokens, then deactivates with the message, logging every step', async () => {
    const person = withTokens(plainTraits);
    const count = env.tokensOf(person.accountId).length;
    const answer = await env.ok('users.accounts.deactivateAndRevoke', { connectionId: env.connectionId, accountId: person.accountId, message: 'Left the company' });
    expect(answer).toEqual({ deactivated: true, deactivationProblem: null, revoked: count, failed: [] });
    expect(env.tokensOf(person.accountId)).toEqual([]);
    expect(env.person(person.accountId).status).toBe('inactive');
    expect((env.sandbox.world.areas.admin as AdminState).deactivationMessages[person.accountId]).toBe('Left the company');

    const target = `Account of ${person.displayName} (${person.email})`;
    const deactivations = await env.activity('Deactivate account');
    expect(deactivations.filter((entry) => entry.target === target)).toEqual([expect.objectContaining({ outcome: 'success' })]);
    const revocations = (await env.activity('Revoke API token')).filter((entry) => entry.target.endsWith(`of ${person.displayName} (${person.email})`));
    expect(revocations).toHaveLength(count);
    // Tokens first: every revocation is older than the deactivation (the list is newest first).
    const ids = (await env.activity()).map((entry) => entry.id);
    const deactivatedAt = ids.indexOf(deactivations.find((entry) => entry.target === target)?.id ?? '');
    expect(deactivatedAt).toBeGreaterThanOrEqual(0);
    expect(revocations.every((entry) => ids.indexOf(entry.id) > deactivatedAt)).toBe(true);
    expect((await env.activity('users.accounts.deactivateAndRevoke'))[0]).toMatchObject({
      target: `Account and API tokens of ${person.displayName} (${person.email})`,
      outcome: 'success',
    });
  });

  it('changes nothing when the account may not be deactivated (SCIM), and says why', async () => {
    const person = withTokens({ ...plainTraits, directory: 'scim' });
    const before = env.tokensOf(person.accountId).length;
    const failure = await env.fail('users.accounts.deactivateAndRevoke', { connectionId: env.connectionId, accountId: person.accountId });
    expect(failure).toMatchObject({ code: 'FORBIDDEN', reason: 'externalDirectory.scim' });
    expect(failure.message).toMatch(/^Nothing was changed/);
    expect(failure.message).toMatch(/SCIM/);
    expect(env.tokensOf(person.accountId)).toHaveLength(before);
    expect(env.person(person.accountId).status).toBe('active');
    expect((await env.activity('users.accounts.deactivateAndRevoke'))[0]).toMatchObject({ outcome: 'failure' });
  });

  it('answers with the revoked tokens when the deactivation then fails, and logs the call as a failure', async () => {
    const person = withTokens(plainTraits);
    const count = env.tokensOf(person.accountId).length;
    broken.deactivation = true;
    const answer = await env.ok('users.accounts.deactivateAndRevoke', { connectionId: env.connectionId, accountId: person.accountId });
    expect(answer).toMatchObject({ deactivated: false, revoked: count, failed: [] });
    expect(answer.deactivationProblem).toMatch(/had a problem answering \(error 500\)/);
    expect(env.tokensOf(person.accountId)).toEqual([]);
    expect(env.person(person.accountId).status).toBe('active');

    const [logged] = await env.activity('users.accounts.deactivateAndRevoke');
    expect(logged).toMatchObject({ target: `Account and API tokens of ${person.displayName} (${person.email})`, outcome: 'failure' });
    expect(logged?.errorMessage).toBe(`${count} API tokens were revoked, but the account was not deactivated: ${answer.deactivationProblem}`);
    const deactivation = (await env.activity('Deactivate account')).find((entry) => entry.target === `Account of ${person.displayName} (${person.email})`);
    expect(deactivation).toMatchObject({ outcome: 'failure', errorMessage: answer.deactivationProblem });
  });
});
