import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import { personWith, plainTraits } from './people.test-support';
import { getPermissions } from './permissions';
import { contractViolations, failureOf, sandboxSession } from '../testing/sandbox-session';

let sandbox: RecordedSandbox;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'test', scale: 'demo' });
});
afterAll(() => sandbox.close());

const action = (permissions: Awaited<ReturnType<typeof getPermissions>>, name: string) =>
  permissions.actions.find((entry) => entry.name === name);
const field = (permissions: Awaited<ReturnType<typeof getPermissions>>, name: string) =>
  permissions.profileFields.find((entry) => entry.name === name);

describe('getPermissions', () => {
  it('allows everything on a plain managed account', async () => {
    const person = personWith(sandbox.world, plainTraits);
    const permissions = await getPermissions(sandboxSession(sandbox), person.accountId);
    expect(permissions.actions.map((entry) => [entry.name, entry.allowed])).toEqual([
      ['profile.read', true],
      ['email.set', true],
      ['lifecycle.enablement', true],
      ['lifecycle.delete', true],
      ['apiToken.read', true],
      ['apiToken.delete', true],
    ]);
    expect(permissions.profileFields.every((entry) => entry.allowed && entry.refusal === null)).toBe(true);
    expect(field(permissions, 'displayName')?.label).toBe('Display name');
  });

  it('explains SCIM and Google Workspace refusals in plain words', async () => {
    const scim = personWith(sandbox.world, { ...plainTraits, directory: 'scim' });
    const scimPermissions = await getPermissions(sandboxSession(sandbox), scim.accountId);
    expect(action(scimPermissions, 'lifecycle.enablement')).toMatchObject({
      allowed: false,
      refusal: { key: 'externalDirectory.scim', text: 'managed by your SCIM directory' },
    });
    expect(field(scimPermissions, 'displayName')?.refusal?.text).toBe('managed by your SCIM directory');
    expect(field(scimPermissions, 'timeZone')?.allowed).toBe(true);

    const google = personWith(sandbox.world, { ...plainTraits, directory: 'google' });
    const googlePermissions = await getPermissions(sandboxSession(sandbox), google.accountId);
    expect(action(googlePermissions, 'lifecycle.enablement')?.refusal?.text).toBe('managed by Google Workspace');
  });

  it("tells the admin they can't deactivate their own account", async () => {
    const permissions = await getPermissions(sandboxSession(sandbox), sandbox.world.adminAccountId);
    expect(action(permissions, 'lifecycle.enablement')?.refusal).toEqual({
      key: 'administrative.notMyself',
      text: "you can't do this to your own account",
    });
  });

  it('reports an unknown account, an unverified domain and a refused key', async () => {
    const missing = await failureOf(getPermissions(sandboxSession(sandbox), '557057:00000000-0000-0000-0000-000000000000'));
    expect(missing).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    const outsider = personWith(sandbox.world, { domainVerified: false, accountType: 'atlassian' });
    const unverified = await failureOf(getPermissions(sandboxSession(sandbox), outsider.accountId));
    expect(unverified).toMatchObject({ code: 'FORBIDDEN', reason: 'forbidden.targetUnverified' });
    expect(unverified.message).toMatch(/verified domain/);

    const refused = await failureOf(getPermissions(sandboxSession(sandbox, { wrong: true }), sandbox.world.adminAccountId));
    expect(refused).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(refused.message).not.toContain(sandbox.credentials.admin.apiKey);
  });

  it('sends only requests that fit the Admin API contract', () => {
    expect(contractViolations(sandbox)).toEqual([]);
  });
});
