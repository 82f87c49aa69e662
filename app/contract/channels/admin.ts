import { z } from 'zod';

/** The Admin API's account id: `557057:4f9a...`, letters, digits and `_|:-`, up to 128 characters. */
export const AccountId = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9_|:-]{1,128}$/, 'This is not an Atlassian account ID.');

const onConnection = z.object({ connectionId: z.string().min(1).optional() });
const onAccount = onConnection.extend({ accountId: AccountId });

/** Why Atlassian refuses something: the upstream key plus the same thing in plain words. */
export const Refusal = z.object({ key: z.string(), text: z.string() });
export type Refusal = z.infer<typeof Refusal>;

export const AdminPrivilege = z.enum([
  'profile.read',
  'email.set',
  'lifecycle.enablement',
  'lifecycle.delete',
  'apiToken.read',
  'apiToken.delete',
]);
export type AdminPrivilege = z.infer<typeof AdminPrivilege>;

export const ProfileField = z.enum([
  'displayName',
  'nickname',
  'timeZone',
  'locale',
  'jobTitle',
  'department',
  'organization',
  'location',
]);
export type ProfileField = z.infer<typeof ProfileField>;

const Permission = <Name extends z.ZodType>(name: Name) =>
  z.object({
    name,
    /** What the privilege lets an admin do, e.g. "Deactivate or reactivate the account". */
    label: z.string(),
    allowed: z.boolean(),
    /** Set only when not allowed. */
    refusal: Refusal.nullable(),
  });

export const AccountPermissions = z.object({
  accountId: z.string(),
  actions: z.array(Permission(AdminPrivilege)),
  /** Which profile fields may be changed (the `profile.write` privilege), field by field. */
  profileFields: z.array(Permission(ProfileField)),
});
export type AccountPermissions = z.infer<typeof AccountPermissions>;

export const AccountProfile = z.object({
  accountId: z.string(),
  status: z.enum(['active', 'inactive', 'closed']),
  accountType: z.enum(['atlassian', 'customer', 'app']),
  displayName: z.string(),
  nickname: z.string().nullable(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  timeZone: z.string().nullable(),
  locale: z.string().nullable(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  organization: z.string().nullable(),
  location: z.string().nullable(),
});
export type AccountProfile = z.infer<typeof AccountProfile>;

const extendedField = (what: string) =>
  z.string().trim().max(255, `Keep the ${what} under 255 characters.`);

/**
 * The writable profile fields, checked before anything is sent. An empty job title, department,
 * organization or location clears it.
 */
export const ProfileChanges = z
  .object({
    displayName: z.string().trim().min(1, 'Enter a display name.').max(100, 'A display name has at most 100 characters.'),
    nickname: z.string().min(1, 'Enter a nickname.').max(30, 'A nickname has at most 30 characters.'),
    timeZone: z.string().trim().min(1, 'Choose a time zone.'),
    locale: z.string().trim().min(2, 'Choose a language.'),
    jobTitle: extendedField('job title'),
    department: extendedField('department'),
    organization: extendedField('organization'),
    location: extendedField('location'),
  })
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Change at least one field.');
export type ProfileChanges = z.infer<typeof ProfileChanges>;

export const ApiTokenView = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiTokenView = z.infer<typeof ApiTokenView>;

export const UpdateProfileInput = onAccount.extend({ changes: ProfileChanges });

export const DeactivationInput = onAccount.extend({
  /** Shown to the person when they try to log in; Atlassian uses its own default when absent. */
  message: z.string().trim().min(1).max(1000, 'Keep the message under 1,000 characters.').optional(),
});

export const adminChannels = {
  'admin.permissions': { input: onAccount, output: AccountPermissions },
  'admin.profile': { input: onAccount, output: AccountProfile },
  'admin.updateProfile': { input: UpdateProfileInput, output: AccountProfile, mutates: true },
  'admin.deactivate': {
    input: DeactivationInput,
    output: z.object({ accountId: z.string(), status: z.literal('inactive') }),
    mutates: true,
  },
  'admin.reactivate': {
    input: onAccount,
    output: z.object({ accountId: z.string(), status: z.literal('active') }),
    mutates: true,
  },
  'admin.tokens': { input: onAccount, output: z.object({ tokens: z.array(ApiTokenView) }) },
  'admin.revokeToken': {
    input: onAccount.extend({ tokenId: z.string().trim().min(1).max(200) }),
    output: z.object({ revoked: z.literal(true) }),
    mutates: true,
  },
} as const;
