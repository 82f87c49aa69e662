import { describe, expect, it } from 'vitest';
import type { AccountPermissions, AccountProfile } from '../../../../../app/contract/users/accounts.channels';
import { actionAvailability, deactivateAndRevokeAvailability, editAvailability, revokeAllAvailability } from './availability';

const refusal = (text: string) => ({ key: 'k', text });

const permissions: AccountPermissions = {
  accountId: 'a',
  actions: [
    { name: 'lifecycle.enablement', label: 'Deactivate', allowed: false, refusal: refusal("you can't do this to your own account") },
    { name: 'apiToken.delete', label: 'Revoke', allowed: true, refusal: null },
  ],
  profileFields: [
    { name: 'displayName', label: 'Display name', allowed: false, refusal: refusal('managed by your SCIM directory') },
    { name: 'nickname', label: 'Nickname', allowed: false, refusal: refusal('managed by your SCIM directory') },
  ],
};

const active = { status: 'active' } as AccountProfile;

describe('what the account page offers', () => {
  it('gives the refusal as a sentence', () => {
    expect(actionAvailability(permissions, 'lifecycle.enablement')).toEqual({
      allowed: false,
      reason: "You can't do this to your own account.",
    });
    expect(actionAvailability(permissions, 'apiToken.delete').allowed).toBe(true);
  });

  it('refuses what the answer leaves out, and everything before permissions are known', () => {
    expect(actionAvailability(permissions, 'email.set').allowed).toBe(false);
    expect(actionAvailability(undefined, 'apiToken.delete').allowed).toBe(false);
  });

  it('blocks editing only when no field may change, giving the fields’ reason', () => {
    expect(editAvailability(permissions)).toEqual({ allowed: false, reason: 'Managed by your SCIM directory.' });
    const oneOpen = { ...permissions, profileFields: [{ name: 'nickname' as const, label: 'Nickname', allowed: true, refusal: null }] };
    expect(editAvailability(oneOpen).allowed).toBe(true);
  });

  it('offers deactivate-and-revoke only when both halves are allowed on an active account', () => {
    expect(deactivateAndRevokeAvailability(permissions, active).reason).toMatch(/own account/);
    const both = { ...permissions, actions: permissions.actions.map((a) => ({ ...a, allowed: true, refusal: null })) };
    expect(deactivateAndRevokeAvailability(both, active).allowed).toBe(true);
    expect(deactivateAndRevokeAvailability(both, { status: 'inactive' } as AccountProfile).reason).toMatch(/already deactivated/);
  });

  it('says why "Revoke all" is off: refused, tokens unreadable or not read yet, or really none', () => {
    const yes = { allowed: true, reason: null };
    const no = (reason: string) => ({ allowed: false, reason });
    const read = { loading: false, error: null, count: 3 };
    expect(revokeAllAvailability(yes, yes, read)).toEqual(yes);
    expect(revokeAllAvailability(no('Managed by your SCIM directory.'), yes, read).reason).toBe('Managed by your SCIM directory.');
    expect(revokeAllAvailability(yes, no('Not your domain.'), { loading: true, error: null, count: 0 }).reason).toBe(
      'You can’t see this account’s API tokens. Not your domain.',
    );
    expect(revokeAllAvailability(yes, yes, { loading: false, error: 'Atlassian did not answer.', count: 0 }).reason).toBe(
      'The API tokens could not be read. Atlassian did not answer.',
    );
    expect(revokeAllAvailability(yes, yes, { loading: true, error: null, count: 0 }).reason).toBe('The API tokens are still loading.');
    expect(revokeAllAvailability(yes, yes, { ...read, count: 0 }).reason).toBe('This account has no API tokens.');
  });
});
