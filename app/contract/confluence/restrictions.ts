import { z } from 'zod';
import { AccountId } from '../channels/common';
import { ConfluenceUser, nullableText } from './content';

/*
 * A page's restriction lists as Confluence's classic API reads and writes them. No channel carries them:
 * the API clients, the sandbox and the access core check with them, and the screens see access through
 * `access.channels.ts`.
 */

export const ConfluenceGroup = z.object({ id: nullableText, name: z.string() });
export type ConfluenceGroup = z.infer<typeof ConfluenceGroup>;

export const RestrictedOperation = z.enum(['read', 'update']);
export type RestrictedOperation = z.infer<typeof RestrictedOperation>;

/** Who one operation is restricted to. Both lists empty: the page follows the space permissions. */
export const OperationRestriction = z.object({
  operation: z.string(),
  /** Null when users were not expanded. */
  users: z.array(ConfluenceUser).nullable(),
  /** Users in this operation overall (the list above is one page of them). */
  userTotal: z.number().int().nullable(),
  /** Null when groups were not expanded. */
  groups: z.array(ConfluenceGroup).nullable(),
});
export type OperationRestriction = z.infer<typeof OperationRestriction>;

export const RestrictionList = z.object({
  operations: z.array(OperationRestriction),
  start: z.number().int(),
  limit: z.number().int(),
  /** Where the next page of users and groups starts; null when every operation is complete. */
  nextStart: z.number().int().nullable(),
  restrictionsHash: nullableText,
});
export type RestrictionList = z.infer<typeof RestrictionList>;

export const RestrictionChange = z
  .object({
    operation: RestrictedOperation,
    accountIds: z.array(AccountId).default([]),
    groupIds: z.array(z.string().trim().min(1)).default([]),
  })
  .refine((change) => change.accountIds.length + change.groupIds.length > 0, 'Name at least one person or group.');
export type RestrictionChange = z.output<typeof RestrictionChange>;
