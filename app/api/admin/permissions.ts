import { AdminPrivilege, ProfileField, type AccountPermissions } from '../../contract/users/accounts.channels';
import type { ApiSession } from '../http/session';
import { profileFieldPaths } from './fields';
import { managePath } from './paths';
import { readBody } from '../validate';
import { refusalFor } from './reasons';
import { PermissionsSchema, type Rule } from './schemas';

const actionLabels: Record<AdminPrivilege, string> = {
  'profile.read': 'See the profile',
  'email.set': 'Change the e-mail address',
  'lifecycle.enablement': 'Deactivate or reactivate the account',
  'lifecycle.delete': 'Delete the account',
  'apiToken.read': 'See API tokens',
  'apiToken.delete': 'Revoke API tokens',
};

/** A privilege the answer leaves out is treated as refused: Orgdesk never offers what it can't confirm. */
function verdict(rule: Rule | undefined) {
  if (rule?.allowed) return { allowed: true, refusal: null };
  return { allowed: false, refusal: refusalFor(rule?.reason?.key) };
}

/** What the admin may do to one managed account, per action and per profile field, with reasons. */
export async function getPermissions(session: ApiSession, accountId: string, signal?: AbortSignal): Promise<AccountPermissions> {
  const response = await session.request({
    area: 'admin',
    path: managePath(accountId),
    // The deprecated `profile` alias is left out; `profile.write` says the same per field.
    query: { privileges: ['profile.write', ...AdminPrivilege.options] },
    signal,
  });
  const permissions = readBody('admin', PermissionsSchema, response.body);
  const fieldRules = permissions['profile.write'] ?? {};
  return {
    accountId,
    actions: AdminPrivilege.options.map((name) => ({ name, label: actionLabels[name], ...verdict(permissions[name]) })),
    profileFields: ProfileField.options.map((name) => ({
      name,
      label: profileFieldPaths[name].label,
      ...verdict(fieldRules[profileFieldPaths[name].path]),
    })),
  };
}
