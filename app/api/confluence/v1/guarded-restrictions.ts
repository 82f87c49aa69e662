import type { RestrictionChange, RestrictionList } from '../../../contract/confluence/restrictions';
import type { ApiSession } from '../../http/session';
import {
  addGroupToRestriction,
  addRestrictions,
  addUserToRestriction,
  removeGroupFromRestriction,
  removeUserFromRestriction,
  replaceRestrictions,
  type GroupTarget,
  type UserTarget,
} from './restrictions';
import { afterAdding, afterGroupChange, afterReplacing, afterUserChange, guardSelfLockout } from './self-lockout';

/** The restriction edits that can narrow access, each checked first against locking the admin out. */

export interface GuardOptions {
  allowSelfLockout: boolean;
  signal?: AbortSignal;
}

export async function addRestrictionsSafely(
  session: ApiSession,
  contentId: string,
  changes: readonly RestrictionChange[],
  options: GuardOptions,
): Promise<RestrictionList> {
  await guardSelfLockout(session, contentId, (current) => afterAdding(current, changes), options);
  return addRestrictions(session, contentId, changes, options.signal);
}

export async function replaceRestrictionsSafely(
  session: ApiSession,
  contentId: string,
  changes: readonly RestrictionChange[],
  options: GuardOptions,
): Promise<RestrictionList> {
  await guardSelfLockout(session, contentId, () => afterReplacing(changes), options);
  return replaceRestrictions(session, contentId, changes, options.signal);
}

export async function changeUserSafely(session: ApiSession, target: UserTarget, add: boolean, options: GuardOptions): Promise<void> {
  await guardSelfLockout(session, target.contentId, (current) => afterUserChange(current, target.operation, target.accountId, add), options);
  await (add ? addUserToRestriction : removeUserFromRestriction)(session, target, options.signal);
}

export async function changeGroupSafely(session: ApiSession, target: GroupTarget, add: boolean, options: GuardOptions): Promise<void> {
  await guardSelfLockout(session, target.contentId, (current) => afterGroupChange(current, target.operation, target.group, add), options);
  await (add ? addGroupToRestriction : removeGroupFromRestriction)(session, target, options.signal);
}
