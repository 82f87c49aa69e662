import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminState } from '../../sandbox/areas/admin';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import { deactivateAccount, reactivateAccount } from './lifecycle';
import { personWith, plainTraits } from './people.test-support';
import { contractViolations, failureOf, sandboxSession } from '../testing/sandbox-session';

let sandbox: RecordedSandbox;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'test', scale: 'demo' });
});
afterAll(() => sandbox.close());

const adminState = () => sandbox.world.areas.admin as AdminState;

describe('deactivateAccount and reactivateAccount', () => {
  it('deactivates with a message, reactivates, and reports a second attempt as a conflict', async () => {
    const person = personWith(sandbox.world, plainTraits);
    const api = sandboxSession(sandbox);
    await deactivateAccount(api, person.accountId, 'On leave until March');
    expect(person.status).toBe('inactive');
    expect(adminState().deactivationMessages[person.accountId]).toBe('On leave until March');

    const again = await failureOf(deactivateAccount(api, person.accountId));
    expect(again).toMatchObject({ code: 'CONFLICT', status: 409, reason: 'ACCOUNT_ALREADY_DEACTIVATED' });
    expect(again.message).toMatch(/already deactivated/);

    await reactivateAccount(api, person.accountId);
    expect(person.status).toBe('active');
    expect(await failureOf(reactivateAccount(api, person.accountId))).toMatchObject({ code: 'CONFLICT', status: 409 });
  });

  it('lets Atlassian use its default message when none is given', async () => {
    const person = personWith(sandbox.world, plainTraits);
    await deactivateAccount(sandboxSession(sandbox), person.accountId);
    expect(adminState().deactivationMessages[person.accountId]).toMatch(/deactivated by your organization admin/);
    await reactivateAccount(sandboxSession(sandbox), person.accountId);
  });

  it('refuses SCIM-managed accounts and your own account with the reason', async () => {
    const scim = personWith(sandbox.world, { ...plainTraits, directory: 'scim' });
    const scimFailure = await failureOf(deactivateAccount(sandboxSession(sandbox), scim.accountId));
    expect(scimFailure).toMatchObject({ code: 'FORBIDDEN', reason: 'externalDirectory.scim' });
    expect(scim.status).toBe('active');

    const self = await failureOf(deactivateAccount(sandboxSession(sandbox), sandbox.world.adminAccountId));
    expect(self).toMatchObject({ code: 'FORBIDDEN', reason: 'administrative.notMyself', message: "You can't do this to your own account." });
  });

  it('reports unknown accounts and refused keys', async () => {
    expect(await failureOf(reactivateAccount(sandboxSession(sandbox), 'no-such-account'))).toMatchObject({ code: 'NOT_FOUND' });
    const person = personWith(sandbox.world, plainTraits);
    expect(await failureOf(deactivateAccount(sandboxSession(sandbox, { wrong: true }), person.accountId))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(person.status).toBe('active');
  });

  it('sends only requests that fit the Admin API contract', () => {
    expect(contractViolations(sandbox)).toEqual([]);
  });
});
