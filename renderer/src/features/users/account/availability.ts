import type { AccountPermissions, AccountProfile, AdminPrivilege } from '../../../../../app/contract/users/accounts.channels';
import { allowed, firstRefusal, refused, type Availability } from '../../../shared/availability';
import { asSentence } from '../accountWords';

const unknown = refused('Orgdesk could not check whether you may do this.');

export function actionAvailability(permissions: AccountPermissions | undefined, name: AdminPrivilege): Availability {
  const action = permissions?.actions.find((candidate) => candidate.name === name);
  if (!action) return unknown;
  if (action.allowed) return allowed;
  return { allowed: false, reason: asSentence(action.refusal?.text ?? "Atlassian doesn't allow this") };
}

/** Editing is offered when at least one field may change; otherwise the fields' shared reason is given. */
export function editAvailability(permissions: AccountPermissions | undefined): Availability {
  if (!permissions) return unknown;
  if (permissions.profileFields.some((field) => field.allowed)) return allowed;
  const reason = permissions.profileFields.find((field) => field.refusal)?.refusal?.text;
  return { allowed: false, reason: asSentence(reason ?? "Atlassian doesn't allow changes to this profile") };
}

export function deactivateAvailability(permissions: AccountPermissions | undefined, profile: AccountProfile | undefined): Availability {
  if (profile?.status === 'closed') return { allowed: false, reason: 'The account is closed.' };
  return actionAvailability(permissions, 'lifecycle.enablement');
}

/** Deactivating and revoking needs both privileges, and an account that is still active. */
export function deactivateAndRevokeAvailability(
  permissions: AccountPermissions | undefined,
  profile: AccountProfile | undefined,
): Availability {
  if (profile && profile.status !== 'active') {
    return { allowed: false, reason: 'The account is already deactivated. Use “Revoke all” under API tokens instead.' };
  }
  return firstRefusal(actionAvailability(permissions, 'lifecycle.enablement'), actionAvailability(permissions, 'apiToken.delete'));
}

/** Where reading an account's API tokens stands, as far as "Revoke all" cares. */
export interface TokenListState {
  loading: boolean;
  /** Why the tokens could not be read, in words; null when they could. */
  error: string | null;
  count: number;
}

/**
 * "Revoke all" needs the right to revoke and a token list that could be read: when it could not, the
 * reason says that, not "no tokens".
 */
export function revokeAllAvailability(revoke: Availability, read: Availability, tokens: TokenListState): Availability {
  if (!revoke.allowed) return revoke;
  if (!read.allowed) return { allowed: false, reason: `You can’t see this account’s API tokens. ${read.reason ?? ''}`.trim() };
  if (tokens.error !== null) return { allowed: false, reason: `The API tokens could not be read. ${tokens.error}`.trim() };
  if (tokens.loading) return { allowed: false, reason: 'The API tokens are still loading.' };
  if (tokens.count === 0) return { allowed: false, reason: 'This account has no API tokens.' };
  return allowed;
}
