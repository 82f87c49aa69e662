import { describe, expect, it } from 'vitest';
import type { AccountProfile } from '../../../../app/contract/users/accounts.channels';
import { changesOf, checkChanges, draftOf, problemsFrom } from './profileForm';

const profile: AccountProfile = {
  accountId: 'x',
  status: 'active',
  accountType: 'atlassian',
  displayName: 'Ada Lovelace',
  nickname: null,
  email: 'ada@example.com',
  avatarUrl: null,
  timeZone: 'Europe/London',
  locale: 'en-GB',
  jobTitle: 'Engineer',
  department: null,
  organization: null,
  location: null,
};

describe('profile form', () => {
  it('sends only the fields that changed and may be changed', () => {
    const original = draftOf(profile);
    const draft = { ...original, displayName: 'Ada King ', jobTitle: '', location: 'London' };
    expect(changesOf(draft, original, new Set(['displayName', 'jobTitle']))).toEqual({ displayName: 'Ada King', jobTitle: '' });
  });

  it('checks the length rules before anything is sent', () => {
    const problems = checkChanges({ displayName: 'x'.repeat(101), nickname: 'n'.repeat(31) });
    expect(problems.fields.displayName).toMatch(/100/);
    expect(problems.fields.nickname).toMatch(/30/);
    expect(checkChanges({ nickname: '' }).fields.nickname).toBeDefined();
    expect(checkChanges({}).form).toMatch(/at least one/i);
  });

  it('puts each refusal of the core at its own field', () => {
    const problems = problemsFrom(
      [
        { path: 'changes.displayName', message: 'Managed by your SCIM directory.' },
        { path: 'accountId', message: 'Not an account.' },
      ],
      'Refused.',
    );
    expect(problems.fields).toEqual({ displayName: 'Managed by your SCIM directory.' });
    expect(problems.form).toBe('Not an account.');
    expect(problemsFrom([], 'Refused.').form).toBe('Refused.');
  });
});
