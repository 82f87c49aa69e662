import { describe, expect, it } from 'vitest';
import type { AccountPermissions, AccountProfile } from '../../../../../app/contract/channels/admin';
import { actionAvailability, deactivateAndRevokeAvailability, editAvailability } from './availability';

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
});
