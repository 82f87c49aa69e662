import type { Refusal } from '../../contract/users/accounts.channels';

/** Manageability reason keys in an admin's words, short enough to sit next to a greyed-out button. */
const reasonWords: Record<string, string> = {
  'externalDirectory.scim': 'managed by your SCIM directory',
  'externalDirectory.google': 'managed by Google Workspace',
  'authPolicy.saml': 'controlled by your SAML single sign-on policy',
  'blocked.exportControl': 'blocked for export-control reasons',
  'administrative.notMyself': "you can't do this to your own account",
  myselfOnly: 'only the account owner can do this',
  managedAccount: "Atlassian doesn't allow this for managed accounts",
  administrative: 'prevented by an administrative rule of your organization',
};

export function refusalFor(key: string | undefined): Refusal {
  if (key === undefined) return { key: 'unknown', text: "Atlassian doesn't allow this" };
  return { key, text: reasonWords[key] ?? "Atlassian doesn't allow this" };
}
