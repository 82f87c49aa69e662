import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import { ProfileChanges } from '../../contract/users/accounts.channels';
import { personWith, plainTraits } from './people.test-support';
import { getProfile, updateProfile } from './profile';
import { contractViolations, failureOf, recordedRequests, sandboxSession } from '../testing/sandbox-session';

let sandbox: RecordedSandbox;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'test', scale: 'demo' });
});
afterAll(() => sandbox.close());

const patches = () => recordedRequests(sandbox.recordFile).filter((exchange) => exchange.method === 'PATCH');

describe('getProfile', () => {
  it('reads a managed account in the contract’s words', async () => {
    const person = personWith(sandbox.world, plainTraits);
    const profile = await getProfile(sandboxSession(sandbox), person.accountId);
    expect(profile).toMatchObject({
      accountId: person.accountId,
      status: 'active',
      displayName: person.displayName,
      email: person.email,
      nickname: person.nickname,
      timeZone: person.zoneinfo,
      jobTitle: person.jobTitle,
    });
  });

  it('reports an account that does not exist', async () => {
    expect(await failureOf(getProfile(sandboxSession(sandbox), 'no-such-account'))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('updateProfile', () => {
  it('changes only the given fields, extended ones included', async () => {
    const person = personWith(sandbox.world, plainTraits);
    const before = person.displayName;
    const updated = await updateProfile(sandboxSession(sandbox), {
      accountId: person.accountId,
      changes: { nickname: 'Lovelace', jobTitle: 'Analyst' },
    });
    expect(updated).toMatchObject({ nickname: 'Lovelace', jobTitle: 'Analyst', displayName: before });
    expect(patches().at(-1)?.requestBody).toEqual({ nickname: 'Lovelace', extended_profile: { job_title: 'Analyst' } });
  });

  it('refuses a display name over 100 characters or a nickname over 30 without sending anything', async () => {
    const person = personWith(sandbox.world, plainTraits);
    const sent = patches().length;
    const longName = await failureOf(
      updateProfile(sandboxSession(sandbox), { accountId: person.accountId, changes: { displayName: 'x'.repeat(101) } }),
    );
    expect(longName).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'changes.displayName' }] });
    const longNickname = await failureOf(
      updateProfile(sandboxSession(sandbox), { accountId: person.accountId, changes: { nickname: 'n'.repeat(31) } }),
    );
    expect(longNickname.fields?.[0]?.message).toMatch(/30 characters/);
    expect(patches()).toHaveLength(sent);
  });

  it('refuses a time zone or a language that does not exist, field by field, without sending anything', async () => {
    const person = personWith(sandbox.world, plainTraits);
    const sent = patches().length;
    const failure = await failureOf(
      updateProfile(sandboxSession(sandbox), { accountId: person.accountId, changes: { timeZone: 'Mars/Olympus_Mons', locale: 'en_US!' } }),
    );
    expect(failure).toMatchObject({ code: 'VALIDATION' });
    expect(failure.fields).toEqual([
      { path: 'changes.timeZone', message: expect.stringMatching(/not a time zone/) },
      { path: 'changes.locale', message: expect.stringMatching(/not a language code/) },
    ]);
    for (const timeZone of ['Europe/berlin', '+01:00']) {
      expect(await failureOf(updateProfile(sandboxSession(sandbox), { accountId: person.accountId, changes: { timeZone } }))).toMatchObject({
        fields: [{ path: 'changes.timeZone' }],
      });
    }
    expect(patches()).toHaveLength(sent);
  });

  it('sends a trimmed nickname, a canonical language tag and a known time zone', async () => {
    const person = personWith(sandbox.world, plainTraits);
    const updated = await updateProfile(sandboxSession(sandbox), {
      accountId: person.accountId,
      changes: { nickname: '  Ada  ', locale: 'pt-br', timeZone: 'Europe/Lisbon' },
    });
    expect(updated).toMatchObject({ nickname: 'Ada', locale: 'pt-BR', timeZone: 'Europe/Lisbon' });
    expect(patches().at(-1)?.requestBody).toEqual({ nickname: 'Ada', locale: 'pt-BR', zoneinfo: 'Europe/Lisbon' });
    // Other IANA names of a listed zone, and UTC, are time zones too, whichever names this runtime lists.
    for (const timeZone of ['Asia/Kolkata', 'Asia/Calcutta', 'UTC', 'Etc/UTC']) expect(ProfileChanges.safeParse({ timeZone }).success, timeZone).toBe(true);
  });

  it('says per field why a SCIM-managed name cannot change, and changes nothing', async () => {
    const person = personWith(sandbox.world, { ...plainTraits, directory: 'scim' });
    const name = person.displayName;
    const failure = await failureOf(
      updateProfile(sandboxSession(sandbox), { accountId: person.accountId, changes: { displayName: 'Someone Else' } }),
    );
    expect(failure).toMatchObject({ code: 'FORBIDDEN', status: 403, reason: 'externalDirectory.scim' });
    expect(failure.fields).toEqual([{ path: 'changes.displayName', message: expect.stringMatching(/SCIM directory/) }]);
    expect(person.displayName).toBe(name);
  });

  it('sends only requests that fit the Admin API contract', () => {
    expect(contractViolations(sandbox)).toEqual([]);
  });
});
