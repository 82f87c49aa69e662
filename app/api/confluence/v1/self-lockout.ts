import type { ConfluenceGroup, RestrictedOperation, RestrictionChange } from '../../../contract/confluence/restrictions';
import { AppError } from '../../../contract/errors';
import type { ApiSession } from '../../http/session';
import { largestPage } from '../../paging';
import { currentAccountId } from './current-user';
import { isUuid } from './group-path';
import { listRestrictions } from './restrictions';

/**
 * Confluence lets an admin restrict a page to people and groups that leave them out, and nothing in
 * the API warns about it. Before a change, the restrictions it would leave are worked out here; if an
 * operation it touches would stay restricted without the caller named in it, the change is refused
 * unless the admin confirmed it. Group membership cannot be read through these APIs, so a group is not
 * assumed to contain the caller.
 */

interface Holders {
  accountIds: string[];
  groups: ConfluenceGroup[];
}
export type RestrictionState = Record<RestrictedOperation, Holders>;

export interface Proposal {
  after: RestrictionState;
  touched: RestrictedOperation[];
}

const OPERATIONS: readonly RestrictedOperation[] = ['read', 'update'];
const STATE_PAGE = largestPage['confluence-v1-offset'];

function emptyState(): RestrictionState {
  return { read: { accountIds: [], groups: [] }, update: { accountIds: [], groups: [] } };
}

function cloneState(state: RestrictionState): RestrictionState {
  return { read: { ...state.read }, update: { ...state.update } };
}

function isOperation(value: string): value is RestrictedOperation {
  return value === 'read' || value === 'update';
}

/** Every user and group currently named, all pages of them. */
export async function readRestrictionState(session: ApiSession, contentId: string, signal?: AbortSignal): Promise<RestrictionState> {
  const state = emptyState();
  let start: number | null = 0;
  while (start !== null) {
    const page = await listRestrictions(session, contentId, { start, limit: STATE_PAGE }, signal);
    for (const entry of page.operations) {
      if (!isOperation(entry.operation)) continue;
      const holders = state[entry.operation];
      holders.accountIds.push(...(entry.users ?? []).flatMap((user) => user.accountId ?? []));
      holders.groups.push(...(entry.groups ?? []));
    }
    start = page.nextStart;
  }
  return state;
}

function sameGroup(group: ConfluenceGroup, ref: string): boolean {
  return isUuid(ref) ? group.id === ref : group.name === ref;
}

export function afterAdding(current: RestrictionState, changes: readonly RestrictionChange[]): Proposal {
  const after = cloneState(current);
  for (const change of changes) {
    const holders = after[change.operation];
    holders.accountIds = [...new Set([...holders.accountIds, ...change.accountIds])];
    const newGroups = change.groupIds.filter((id) => !holders.groups.some((group) => group.id === id));
    holders.groups = [...holders.groups, ...newGroups.map((id) => ({ id, name: id }))];
  }
  return { after, touched: [...new Set(changes.map((change) => change.operation))] };
}

export function afterReplacing(changes: readonly RestrictionChange[]): Proposal {
  return { ...afterAdding(emptyState(), changes), touched: [...OPERATIONS] };
}

export function afterUserChange(current: RestrictionState, operation: RestrictedOperation, accountId: string, add: boolean): Proposal {
  const after = cloneState(current);
  const ids = after[operation].accountIds.filter((id) => id !== accountId);
  after[operation].accountIds = add ? [...ids, accountId] : ids;
  return { after, touched: [operation] };
}

export function afterGroupChange(current: RestrictionState, operation: RestrictedOperation, group: string, add: boolean): Proposal {
  const after = cloneState(current);
  const groups = after[operation].groups.filter((existing) => !sameGroup(existing, group));
  after[operation].groups = add ? [...groups, { id: isUuid(group) ? group : null, name: group }] : groups;
  return { after, touched: [operation] };
}

const OPERATION_WORDS: Record<RestrictedOperation, string> = { read: 'viewing', update: 'editing' };

/** Operations the proposal leaves restricted without the caller named in them. */
export function operationsLockingOut(proposal: Proposal, callerAccountId: string): RestrictedOperation[] {
  return proposal.touched.filter((operation) => {
    const holders = proposal.after[operation];
    const restricted = holders.accountIds.length + holders.groups.length > 0;
    return restricted && !holders.accountIds.includes(callerAccountId);
  });
}

export function selfLockoutError(operations: readonly RestrictedOperation[]): AppError {
  const what = operations.map((operation) => OPERATION_WORDS[operation]).join(' and ');
  return new AppError(
    'VALIDATION',
    `This change would restrict ${what} of this page to people and groups that don't name you, so you could lose access to it. Add yourself to the restriction, or confirm that you want to go ahead anyway.`,
    { reason: 'selfLockout' },
  );
}

/** Refuses the change when it would lock the caller out, unless the admin confirmed it. */
export async function guardSelfLockout(
  session: ApiSession,
  contentId: string,
  propose: (current: RestrictionState) => Proposal,
  options: { allowSelfLockout: boolean; signal?: AbortSignal },
): Promise<void> {
  if (options.allowSelfLockout) return;
  const [callerId, current] = await Promise.all([currentAccountId(session, options.signal), readRestrictionState(session, contentId, options.signal)]);
  const lockedOut = operationsLockingOut(propose(current), callerId);
  if (lockedOut.length > 0) throw selfLockoutError(lockedOut);
}
