import type { Person } from '../../kit';

export type RestrictionReason =
  | 'administrative'
  | 'administrative.notMyself'
  | 'authPolicy.saml'
  | 'blocked.exportControl'
  | 'externalDirectory.scim'
  | 'externalDirectory.google'
  | 'myselfOnly'
  | 'managedAccount';

export type Rule = { allowed: true } | { allowed: false; reason: { key: RestrictionReason } };

export const profileFields = [
  'name',
  'nickname',
  'zoneinfo',
  'locale',
  'extended_profile.job_title',
  'extended_profile.department',
  'extended_profile.organization',
  'extended_profile.location',
] as const;
export type ProfileField = (typeof profileFields)[number];

export const simplePrivileges = ['profile.read', 'email.set', 'lifecycle.enablement', 'lifecycle.delete', 'apiToken.read', 'apiToken.delete'] as const;
export type SimplePrivilege = (typeof simplePrivileges)[number];

const allowed: Rule = { allowed: true };
const refused = (key: RestrictionReason): Rule => ({ allowed: false, reason: { key } });

/** Fields each external directory owns; the admin cannot change them here. */
const directoryOwnedFields: Record<Person['directory'], readonly ProfileField[]> = {
  none: [],
  scim: ['name', 'nickname', 'extended_profile.job_title', 'extended_profile.department', 'extended_profile.organization', 'extended_profile.location'],
  google: ['name', 'extended_profile.job_title', 'extended_profile.department', 'extended_profile.organization'],
};

const directoryReason = (person: Person): RestrictionReason | undefined =>
  person.directory === 'scim' ? 'externalDirectory.scim' : person.directory === 'google' ? 'externalDirectory.google' : undefined;

export function profileFieldRule(person: Person, field: ProfileField): Rule {
  if (person.exportControlBlocked) return refused('blocked.exportControl');
  const directory = directoryReason(person);
  if (directory && directoryOwnedFields[person.directory].includes(field)) return refused(directory);
  if (person.samlPolicy) return refused('authPolicy.saml');
  return allowed;
}

export function profileMutability(person: Person): Record<ProfileField, Rule> {
  return Object.fromEntries(profileFields.map((field) => [field, profileFieldRule(person, field)])) as Record<ProfileField, Rule>;
}

/** What the org admin may do to `person`, per privilege, with the reason when not. */
export function simpleRule(person: Person, privilege: SimplePrivilege, adminAccountId: string): Rule {
  const myself = person.accountId === adminAccountId;
  const directory = directoryReason(person);
  switch (privilege) {
    case 'profile.read':
    case 'apiToken.read':
      return allowed;
    case 'apiToken.delete':
      return person.exportControlBlocked ? refused('blocked.exportControl') : allowed;
    case 'email.set':
      if (person.exportControlBlocked) return refused('blocked.exportControl');
      if (directory) return refused(directory);
      return person.samlPolicy ? refused('authPolicy.saml') : allowed;
    case 'lifecycle.enablement':
    case 'lifecycle.delete':
      if (myself) return refused('administrative.notMyself');
      if (person.exportControlBlocked) return refused('blocked.exportControl');
      return directory ? refused(directory) : allowed;
  }
}

/** Accounts outside the org's verified domains (and app accounts) are not managed by the org. */
export const isManaged = (person: Person): boolean => person.domainVerified && person.accountType !== 'app';
