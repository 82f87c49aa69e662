import { z } from 'zod';

/** The Admin API's account id: `557057:4f9a...`, letters, digits and `_|:-`, up to 128 characters. */
export const AccountId = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9_|:-]{1,128}$/, 'This is not an Atlassian account ID.');

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The shapes of account id Atlassian actually issues, lower case as it writes them:
 * - 24 hex digits, for older accounts: `5b10ac8d82e05b22cc7d4ef5`;
 * - `<number>:<uuid>`, for newer accounts and apps: `557058:f58131cb-b67d-43c7-b30d-6b58d40bd077`, `712020:…`;
 * - `qm:<uuid>`, optionally followed by `:<24 hex digits>` or `:<uuid>`, for Jira Service Management
 *   portal-only customers: `qm:a713c8ea-1075-4e30-9d96-891a7d181739:5ad6d69abfa3980ce712caae`.
 */
const ACCOUNT_ID_SHAPE = new RegExp(`^(?:[0-9a-f]{24}|\\d{1,10}:${UUID}|qm:${UUID}(?::(?:[0-9a-f]{24}|${UUID}))?)$`);

/**
 * True when `text` (already trimmed) is an account id in one of the shapes Atlassian issues. `AccountId`
 * accepts more (the Admin API's own pattern, which also fits words like "name"), so this is what decides
 * whether something typed, pasted or imported is meant as an account id; everything it accepts is also
 * a valid `AccountId`.
 */
export function looksLikeAccountId(text: string): boolean {
  return ACCOUNT_ID_SHAPE.test(text) && AccountId.safeParse(text).success;
}

/**
 * An API token's id as the Admin API issues it (a UUID; the spec's example is `fake-tokenId`): letters,
 * digits, dashes and underscores. It goes into a URL path, where "." or ".." would address another path.
 */
export const ApiTokenId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/, 'This is not an API token ID.');

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

const IANA_ZONE = /^(?:UTC|[A-Z][A-Za-z_-]*(?:\/[A-Za-z0-9_+-]+)+)$/;
let knownZones: ReadonlySet<string> | null | undefined;

/**
 * A time zone Atlassian knows: an IANA name from `Intl.supportedValuesOf('timeZone')`, or another IANA
 * name the runtime accepts for one (`Asia/Kolkata` where an older list says `Asia/Calcutta`, `UTC`,
 * `Etc/UTC`). Where the list is missing the check is left to Atlassian.
 */
function isKnownTimeZone(zone: string): boolean {
  knownZones ??= typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('timeZone')) : null;
  if (knownZones === null || knownZones.has(zone)) return true;
  if (!IANA_ZONE.test(zone)) return false;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    // The same name in other letter case ("Europe/berlin") is a typing mistake, not another name.
    return resolved === zone || resolved.toLowerCase() !== zone.toLowerCase();
  } catch {
    return false;
  }
}

/** A BCP 47 language tag (`en-US`, `pt-BR`, `de`), in its canonical spelling; null when it is none. */
function canonicalLocale(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical ?? null;
  } catch {
    return null;
  }
}

const extendedField = (what: string) =>
  z.string().trim().max(255, `Keep the ${what} under 255 characters.`);

/**
 * The writable profile fields, checked before anything is sent. An empty job title, department,
 * organization or location clears it.
 */
export const ProfileChanges = z
  .object({
    displayName: z.string().trim().min(1, 'Enter a display name.').max(100, 'A display name has at most 100 characters.'),
    nickname: z.string().trim().min(1, 'Enter a nickname.').max(30, 'A nickname has at most 30 characters.'),
    timeZone: z
      .string()
      .trim()
      .min(1, 'Choose a time zone.')
      .refine(isKnownTimeZone, 'This is not a time zone name. Use one like Europe/London or America/New_York.'),
    locale: z
      .string()
      .trim()
      .min(2, 'Choose a language.')
      .refine((tag) => canonicalLocale(tag) !== null, 'This is not a language code. Use one like en-GB or fr-FR.')
      .transform((tag) => canonicalLocale(tag) ?? tag),
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
    input: onAccount.extend({ tokenId: ApiTokenId }),
    output: z.object({ revoked: z.literal(true) }),
    mutates: true,
  },
} as const;
