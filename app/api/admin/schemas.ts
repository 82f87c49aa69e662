import { z } from 'zod';

/** Response shapes of the Admin user-management API (`admin-user-management.json`). */

/** `Rule.Simple`: allowed, or refused with a reason key. Unknown reason keys are kept, not rejected. */
export const RuleSchema = z.union([
  z.object({ allowed: z.literal(true) }),
  z.object({ allowed: z.literal(false), reason: z.object({ key: z.string() }).optional() }),
]);
export type Rule = z.infer<typeof RuleSchema>;

/** `GET /manage`: privilege name to rule; `profile.write` maps each profile field path to a rule. */
export const PermissionsSchema = z.looseObject({
  'profile.write': z.record(z.string(), RuleSchema).optional(),
  'profile.read': RuleSchema.optional(),
  'email.set': RuleSchema.optional(),
  'lifecycle.enablement': RuleSchema.optional(),
  'lifecycle.delete': RuleSchema.optional(),
  'apiToken.read': RuleSchema.optional(),
  'apiToken.delete': RuleSchema.optional(),
});

const optionalText = z.string().nullish();

export const AccountUserSchema = z.object({
  account_id: z.string(),
  account_status: z.enum(['active', 'inactive', 'closed']),
  account_type: z.enum(['atlassian', 'customer', 'app']),
  name: z.string(),
  email: z.string(),
  picture: optionalText,
  nickname: optionalText,
  zoneinfo: optionalText,
  locale: optionalText,
  extended_profile: z
    .object({ job_title: optionalText, department: optionalText, organization: optionalText, location: optionalText })
    .nullish(),
});
export type AccountUser = z.infer<typeof AccountUserSchema>;

export const ProfileResponseSchema = z.object({ account: AccountUserSchema });

export const ApiTokensSchema = z.array(
  z.object({
    id: z.string(),
    label: z.string(),
    createdAt: z.string(),
    lastAccess: optionalText,
    expiry: optionalText,
  }),
);
