import { z } from 'zod';
import type { OperationRestriction } from '../../../contract/confluence/restrictions';
import { maybeNumber, maybeText } from '../shared/fields';
import { v1Group, v1User } from './user-schema';

const userArray = z.looseObject({
  results: z.array(v1User),
  start: maybeNumber,
  limit: maybeNumber,
  size: maybeNumber,
  totalSize: maybeNumber,
});
const groupArray = z.looseObject({ results: z.array(v1Group), start: maybeNumber, limit: maybeNumber, size: maybeNumber });

/** ContentRestriction: a missing `user` or `group` means it was not expanded, not that it is empty. */
export const v1Restriction = z
  .looseObject({
    operation: z.string(),
    restrictions: z.looseObject({ user: userArray.nullish(), group: groupArray.nullish() }).nullish(),
  })
  .transform(
    (entry): OperationRestriction & { groupPageFull: boolean } => {
      const users = entry.restrictions?.user;
      const groups = entry.restrictions?.group;
      return {
        operation: entry.operation,
        users: users?.results ?? null,
        userTotal: users ? (users.totalSize ?? users.results.length) : null,
        groups: groups?.results ?? null,
        // Group arrays carry no total: a full page is the only hint that more may follow.
        groupPageFull: groups ? groups.limit !== null && groups.limit > 0 && groups.results.length >= groups.limit : false,
      };
    },
  );

export const v1RestrictionArray = z.looseObject({
  results: z.array(v1Restriction),
  start: z.number().int(),
  limit: z.number().int(),
  size: maybeNumber,
  restrictionsHash: maybeText,
});

/** byOperation: a map keyed by operation name, plus `_links`. */
export const v1RestrictionsByOperation = z.looseObject({ read: v1Restriction.nullish(), update: v1Restriction.nullish() });
