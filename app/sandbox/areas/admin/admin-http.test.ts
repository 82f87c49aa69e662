import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../kit';
import { startRecordedSandbox, type RecordedSandbox } from '../../validation/recorded-sandbox';
import type { AdminState } from './state';

let sandbox: RecordedSandbox;

const adminState = (): AdminState => sandbox.world.areas.admin as AdminState;
const find = (predicate: (person: Person) => boolean): Person => {
  const person = sandbox.world.people.find(predicate);
  if (!person) throw new Error('the generated world lacks a needed case');
  return person;
};
const plain = (): Person =>
  find((p) => p.accountId !== sandbox.world.adminAccountId && p.domainVerified && p.accountType === 'atlassian' && p.directory === 'none' && !p.samlPolicy && !p.exportControlBlocked && p.status === 'active');
const call = (method: string, path: string, options?: Parameters<RecordedSandbox['call']>[3]) => sandbox.call('admin', method, path, options);

beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'admin-tests' });
});
afterAll(async () => {
  expect(sandbox.contractViolations()).toEqual([]);
  await sandbox.close();
});

describe('GET /users/{id}/manage', () => {
  it('allows everything on a plain managed account', async () => {
    const { status, body } = await call('GET', `/users/${plain().accountId}/manage`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ 'lifecycle.enablement': { allowed: true }, 'apiToken.delete': { allowed: true }, 'profile.write': { name: { allowed: true } } });
  });

  it.each([
    ['SCIM', (p: Person) => p.directory === 'scim' && !p.exportControlBlocked, 'externalDirectory.scim'],
    ['Google', (p: Person) => p.directory === 'google' && !p.exportControlBlocked, 'externalDirectory.google'],
    ['export control', (p: Person) => p.exportControlBlocked, 'blocked.exportControl'],
  ])('refuses lifecycle changes for %s accounts with the reason', async (_name, predicate, reason) => {
    const { body } = await call('GET', `/users/${find(predicate).accountId}/manage?privileges=lifecycle.enablement`);
    expect(body).toEqual({ 'lifecycle.enablement': { allowed: false, reason: { key: reason } } });
  });

  it('blocks SAML-policed profile fields but still lets the admin deactivate', async () => {
    const person = find((p) => p.samlPolicy && p.directory === 'none' && !p.exportControlBlocked && p.domainVerified);
    const { body } = await call('GET', `/users/${person.accountId}/manage?privileges=profile.write&privileges=lifecycle.enablement`);
    expect(body).toMatchObject({ 'profile.write': { nickname: { allowed: false, reason: { key: 'authPolicy.saml' } } }, 'lifecycle.enablement': { allowed: true } });
  });

  it("refuses to let the admin deactivate their own account", async () => {
    const { body } = await call('GET', `/users/${sandbox.world.adminAccountId}/manage?privileges=lifecycle.enablement`);
    expect(body).toEqual({ 'lifecycle.enablement': { allowed: false, reason: { key: 'administrative.notMyself' } } });
  });

  it('answers 403 targetUnverified for an account on an unverified domain', async () => {
    const person = find((p) => !p.domainVerified && p.accountType === 'atlassian');
    expect(await call('GET', `/users/${person.accountId}/manage`)).toMatchObject({ status: 403, body: { key: 'forbidden.targetUnverified' } });
  });

  it('answers 404 accountNotFound for an unknown account', async () => {
    expect(await call('GET', '/users/557058:no-such-account/manage')).toMatchObject({ status: 404, body: { key: 'accountNotFound' } });
  });

  it('rejects an unknown privilege name with fieldConstraintsViolated', async () => {
    const { status, body } = await call('GET', `/users/${plain().accountId}/manage?privileges=teleport`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ key: 'fieldConstraintsViolated' });
  });
});

describe('profile', () => {
  it('returns the account and applies a partial PATCH', async () => {
    const person = plain();
    const before = await call('GET', `/users/${person.accountId}/manage/profile`);
    expect(before).toMatchObject({ status: 200, body: { account: { account_id: person.accountId, email: person.email } } });
    const patched = await call('PATCH', `/users/${person.accountId}/manage/profile`, { body: { nickname: 'Nick', extended_profile: { job_title: 'Chief Tester' } } });
    expect(patched).toMatchObject({ status: 200, body: { account: { nickname: 'Nick', extended_profile: { job_title: 'Chief Tester' } } } });
    expect(await call('GET', `/users/${person.accountId}/manage/profile`)).toMatchObject({ body: { account: { nickname: 'Nick' } } });
  });

  it('refuses fields owned by SCIM with forbidden.fieldMutation and changes nothing', async () => {
    const person = find((p) => p.directory === 'scim' && !p.exportControlBlocked && !p.samlPolicy && p.domainVerified);
    const name = person.displayName;
    const { status, body } = await call('PATCH', `/users/${person.accountId}/manage/profile`, { body: { name: 'Renamed', zoneinfo: 'Europe/Lisbon' } });
    expect(status).toBe(403);
    expect(body).toEqual({ key: 'forbidden.fieldMutation', context: { name: { allowed: false, reason: { key: 'externalDirectory.scim' } } } });
    expect(person.displayName).toBe(name);
  });

  it('answers 400 for wrong types, malformed JSON and read-only changes, leaving the profile as it was', async () => {
    const person = plain();
    const snapshot = JSON.stringify(person);
    expect(await call('PATCH', `/users/${person.accountId}/manage/profile`, { body: { nickname: 42 } })).toMatchObject({ status: 400, body: { key: 'fieldConstraintsViolated' } });
    expect(await call('PATCH', `/users/${person.accountId}/manage/profile`, { rawBody: '{"nickname": "x",' })).toMatchObject({ status: 400, body: { key: 'bodyParseFailure' } });
    expect(await call('PATCH', `/users/${person.accountId}/manage/profile`, { body: { email: 'new@x.com' } })).toMatchObject({
      status: 400,
      body: { context: { fieldViolations: [{ field: 'email', violations: [{ key: 'readOnly' }] }] } },
    });
    expect(await call('PATCH', `/users/${person.accountId}/manage/profile`, { body: { nickname: 'x'.repeat(31) } })).toMatchObject({ status: 400 });
    expect(JSON.stringify(person)).toBe(snapshot);
  });
});

describe('lifecycle', () => {
  it('disables, refuses a second disable with 409, and enables again', async () => {
    const person = plain();
    const path = `/users/${person.accountId}/manage/lifecycle`;
    expect((await call('POST', `${path}/disable`, { body: { message: 'On leave' } })).status).toBe(204);
    expect(person.status).toBe('inactive');
    expect(await call('POST', `${path}/disable`, { body: {} })).toMatchObject({
      status: 409,
      body: { key: 'conflict.lifecycleErrors', context: { accountId: person.accountId, errorCodes: [{ code: 'ACCOUNT_ALREADY_DEACTIVATED' }] } },
    });
    expect((await call('GET', `/users/${person.accountId}/manage/api-tokens`)).status).toBe(200);
    expect((await call('POST', `${path}/enable`)).status).toBe(204);
    expect(await call('POST', `${path}/enable`)).toMatchObject({ status: 409, body: { key: 'conflict.lifecycleErrors' } });
  });

  it('requires the disable body the spec marks as required', async () => {
    expect((await call('POST', `/users/${plain().accountId}/manage/lifecycle/disable`)).status).toBe(400);
  });

  it('answers forbidden.action with the reason when lifecycle.enablement is refused', async () => {
    const scim = find((p) => p.directory === 'scim' && p.status === 'active' && !p.exportControlBlocked && p.domainVerified);
    expect(await call('POST', `/users/${scim.accountId}/manage/lifecycle/disable`, { body: {} })).toEqual(
      expect.objectContaining({ status: 403, body: { key: 'forbidden.action', context: { allowed: false, reason: { key: 'externalDirectory.scim' } } } }),
    );
    const blocked = find((p) => p.exportControlBlocked);
    expect(await call('POST', `/users/${blocked.accountId}/manage/lifecycle/enable`)).toMatchObject({ status: 403, body: { context: { reason: { key: 'blocked.exportControl' } } } });
    expect(blocked.status).toBe('inactive');
  });
});

describe('API tokens', () => {
  it('lists a bare array and deletes one token, which then is gone', async () => {
    const owner = find((p) => (adminState().tokensByAccount[p.accountId]?.length ?? 0) > 1 && p.domainVerified && !p.exportControlBlocked && p.accountType === 'atlassian');
    const listed = await call('GET', `/users/${owner.accountId}/manage/api-tokens`);
    expect(listed.status).toBe(200);
    expect(Array.isArray(listed.body)).toBe(true);
    const tokens = listed.body as { id: string }[];
    const victim = tokens[0]?.id ?? '';
    expect((await call('DELETE', `/users/${owner.accountId}/manage/api-tokens/${victim}`)).status).toBe(204);
    const after = (await call('GET', `/users/${owner.accountId}/manage/api-tokens`)).body as { id: string }[];
    expect(after.map((token) => token.id)).toEqual(tokens.slice(1).map((token) => token.id));
    expect(await call('DELETE', `/users/${owner.accountId}/manage/api-tokens/${victim}`)).toMatchObject({ status: 404, body: { key: 'notFound' } });
  });

  it('refuses to delete tokens of an export-control-blocked account', async () => {
    const blocked = find((p) => p.exportControlBlocked);
    const result = await call('DELETE', `/users/${blocked.accountId}/manage/api-tokens/any-token`);
    expect(result).toMatchObject({ status: 403, body: { key: 'forbidden.action', context: { reason: { key: 'blocked.exportControl' } } } });
  });
});
