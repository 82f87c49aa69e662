import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personWith, plainTraits } from '../../../api/admin/people.test-support';
import { recordedRequests } from '../../../api/testing/sandbox-session';
import { sandboxSecrets, startCoreOnSandbox, type CoreOnSandbox } from '../../testing/sandbox-core.test-support';

let env: CoreOnSandbox;
beforeAll(async () => {
  env = await startCoreOnSandbox();
});
afterAll(() => env.close());

const plain = () => personWith(env.sandbox.world, plainTraits);

describe('admin channels', () => {
  it('reads permissions, profile and tokens on the connection it names', async () => {
    const person = personWith(env.sandbox.world, { ...plainTraits, directory: 'scim' });
    const permissions = await env.ok('users.permissions.get', { connectionId: env.connectionId, accountId: person.accountId });
    expect(permissions.actions.find((action) => action.name === 'lifecycle.enablement')?.refusal?.text).toBe(
      'managed by your SCIM directory',
    );
    expect(await env.ok('users.profile.get', { connectionId: env.connectionId, accountId: person.accountId })).toMatchObject({ displayName: person.displayName });
    const tokens = await env.ok('users.tokens.list', { connectionId: env.connectionId, accountId: env.sandbox.world.adminAccountId });
    expect(tokens.tokens.length).toBeGreaterThan(0);
  });

  it('refuses an over-long display name at the contract, before any request, logging the attempt as changing nothing', async () => {
    const failure = await env.fail('users.profile.update', { connectionId: env.connectionId, accountId: plain().accountId, changes: { displayName: 'y'.repeat(101) } });
    expect(failure).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'changes.displayName' }] });
    expect(await env.activity('users.profile.update')).toMatchObject([{ outcome: 'failure', target: 'Nothing was changed' }]);
  });

  it('records a profile change in Activity under the person’s name', async () => {
    const person = plain();
    const before = { location: person.location, jobTitle: person.jobTitle };
    const profile = await env.ok('users.profile.update', {
      connectionId: env.connectionId,
      accountId: person.accountId,
      changes: { location: 'Lisbon', jobTitle: 'Head of Platform' },
    });
    expect(profile.location).toBe('Lisbon');
    const [entry] = await env.activity('users.profile.update');
    // Before and after of each changed field, so the log tells what an edit replaced.
    expect(entry).toMatchObject({
      target: `Profile of ${person.displayName} (${person.email}): job title ${before.jobTitle === null ? 'not set' : `“${before.jobTitle}”`} → “Head of Platform”; location ${before.location === null ? 'not set' : `“${before.location}”`} → “Lisbon”`,
      outcome: 'success',
      connectionName: 'Sandbox',
    });
  });

  it('records deactivation and reactivation, and a refused second deactivation as a failure', async () => {
    const person = plain();
    expect(await env.ok('users.accounts.deactivate', { connectionId: env.connectionId, accountId: person.accountId, message: 'Left the company' })).toEqual({
      accountId: person.accountId,
      status: 'inactive',
    });
    const conflict = await env.fail('users.accounts.deactivate', { connectionId: env.connectionId, accountId: person.accountId });
    expect(conflict.code).toBe('CONFLICT');
    const [failed, succeeded] = await env.activity('users.accounts.deactivate');
    expect(succeeded).toMatchObject({ target: `Account of ${person.displayName} (${person.email})`, outcome: 'success' });
    expect(failed).toMatchObject({ outcome: 'failure', errorMessage: conflict.message });

    await env.ok('users.accounts.reactivate', { connectionId: env.connectionId, accountId: person.accountId });
    expect((await env.activity('users.accounts.reactivate'))[0]).toMatchObject({ outcome: 'success', target: succeeded?.target });
  });

  it('records a revoked token by its label and owner', async () => {
    const adminId = env.sandbox.world.adminAccountId;
    const admin = env.sandbox.world.people.find((person) => person.accountId === adminId);
    const [token] = (await env.ok('users.tokens.list', { connectionId: env.connectionId, accountId: adminId })).tokens;
    if (!token || !admin) throw new Error('the admin has no tokens');
    expect(await env.ok('users.tokens.revoke', { connectionId: env.connectionId, accountId: adminId, tokenId: token.id })).toEqual({ revoked: true });
    expect((await env.activity('users.tokens.revoke'))[0]).toMatchObject({
      target: `API token “${token.label}” of ${admin.displayName} (${admin.email})`,
      outcome: 'success',
    });
  });

  it('stops at once when the call is cancelled, sending nothing and recording the failure', async () => {
    const person = plain();
    const sent = recordedRequests(env.sandbox.recordFile).length;
    const cancelled = new AbortController();
    cancelled.abort();
    const failure = await env.fail('users.accounts.deactivate', { connectionId: env.connectionId, accountId: person.accountId }, cancelled.signal);
    expect(failure.code).toBe('CANCELLED');
    expect(recordedRequests(env.sandbox.recordFile)).toHaveLength(sent);
    expect(person.status).toBe('active');
    expect((await env.activity('users.accounts.deactivate'))[0]).toMatchObject({ outcome: 'failure', target: `Account ${person.accountId}` });
  });

  it('never shows the API key or site token in any output or in the activity file', async () => {
    const shown = await env.everythingShown();
    for (const secret of sandboxSecrets(env.sandbox)) expect(shown).not.toContain(secret);
  });
});
