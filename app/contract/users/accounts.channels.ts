import { z } from 'zod';
import { AccountId, OnConnection } from '../channels/common';

/**
 * An API token's id as the Admin API issues it (a UUID; the spec's example is `fake-tokenId`): letters,
 * digits, dashes and underscores. It goes into a URL path, where "." or ".." would address another path.
 */
export const ApiTokenId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/, 'This is not an API token ID.');

const onAccount = OnConnection.extend({ accountId: AccountId });

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

/** The languages Atlassian Cloud offers people for its products, as the profile's `locale` stores them. */
export const ATLASSIAN_LOCALES = [
  'cs-CZ', 'da-DK', 'de-DE', 'en-GB', 'en-US', 'es-ES', 'et-EE', 'fi-FI', 'fr-FR', 'hu-HU', 'is-IS', 'it-IT', 'ja-JP',
  'ko-KR', 'nb-NO', 'nl-NL', 'pl-PL', 'pt-BR', 'pt-PT', 'ro-RO', 'ru-RU', 'sk-SK', 'sv-SE', 'tr-TR', 'zh-CN', 'zh-TW',
] as const;

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

/** What the Admin API client takes; the channel adds the connection. */
export const UpdateProfileInput = z.object({ accountId: AccountId, changes: ProfileChanges });

export const DeactivationInput = onAccount.extend({
  /** Shown to the person when they try to log in; Atlassian uses its own default when absent. */
  message: z.string().trim().min(1).max(1000, 'Keep the message under 1,000 characters.').optional(),
});

/** The tokens a revocation of many could not revoke, each with why. */
const FailedRevocations = z.array(z.object({ tokenId: z.string(), label: z.string(), message: z.string() }));

export const userAccountChannels = {
  'users.permissions.get': { input: onAccount, output: AccountPermissions },
  'users.profile.get': { input: onAccount, output: AccountProfile },
  'users.profile.update': { input: UpdateProfileInput.extend(OnConnection.shape), output: AccountProfile, mutates: true },
  'users.accounts.deactivate': {
    input: DeactivationInput,
    output: z.object({ accountId: z.string(), status: z.literal('inactive') }),
    mutates: true,
  },
  'users.accounts.reactivate': {
    input: onAccount,
    output: z.object({ accountId: z.string(), status: z.literal('active') }),
    mutates: true,
  },
  'users.tokens.list': { input: onAccount, output: z.object({ tokens: z.array(ApiTokenView) }) },
  'users.tokens.revoke': {
    input: onAccount.extend({ tokenId: ApiTokenId }),
    output: z.object({ revoked: z.literal(true) }),
    mutates: true,
  },
  /** Revokes every token of one account; refused for the admin's own account (Orgdesk signs in with one of them). */
  'users.tokens.revokeAll': {
    input: OnConnection.extend({ accountId: AccountId }),
    output: z.object({ revoked: z.number().int(), failed: FailedRevocations }),
    mutates: true,
  },
  /**
   * Deactivation leaves API tokens working, so this does both, tokens first; refused for the admin's own
   * account. When the tokens were revoked but the deactivation then failed, this still answers:
   * `deactivated` is false and `deactivationProblem` says why in plain words (null otherwise).
   */
  'users.accounts.deactivateAndRevoke': {
    input: DeactivationInput,
    output: z.object({
      deactivated: z.boolean(),
      deactivationProblem: z.string().nullable(),
      revoked: z.number().int(),
      failed: FailedRevocations,
    }),
    mutates: true,
  },
} as const;
