import type { z } from 'zod';
import type { OperationRestriction, RestrictedOperation, RestrictionChange, RestrictionList } from '../../../contract/confluence/restrictions';
import { isAppError } from '../../../contract/errors';
import type { ApiSession } from '../../http/session';
import { largestPage } from '../../paging';
import { segment, V1 } from '../shared/paths';
import { readBody } from '../../validate';
import { groupSegment } from './group-path';
import { v1Restriction, v1RestrictionArray, v1RestrictionsByOperation } from './restriction-schema';

export interface RestrictionWindow {
  start?: number;
  limit?: number;
  /** Which parts to include; by default Confluence expands users and groups. */
  expand?: readonly string[];
}

type ParsedRestriction = z.output<typeof v1Restriction>;

const RESTRICTION_PAGE = largestPage['confluence-v1-offset'];

const restrictionPath = (contentId: string) => `${V1}/content/${segment(contentId)}/restriction`;
const operationPath = (contentId: string, operation: RestrictedOperation) => `${restrictionPath(contentId)}/byOperation/${segment(operation)}`;

function expandQuery(expand: readonly string[] | undefined): string | undefined {
  return expand && expand.length > 0 ? expand.join(',') : undefined;
}

function publicView({ groupPageFull: _full, ...restriction }: ParsedRestriction): OperationRestriction {
  return restriction;
}

/** Users and groups are paged inside each operation; another page exists while any operation has more. */
function toList(body: z.output<typeof v1RestrictionArray>): RestrictionList {
  const more = body.results.some(
    (entry) => (entry.userTotal !== null && entry.users !== null && body.start + entry.users.length < entry.userTotal) || entry.groupPageFull,
  );
  return {
    operations: body.results.map(publicView),
    start: body.start,
    limit: body.limit,
    nextStart: more ? body.start + body.limit : null,
    restrictionsHash: body.restrictionsHash,
  };
}

/** The body POST and PUT take: a bare array, groups keyed by id (the 2026 spec's form). */
function changeBody(changes: readonly RestrictionChange[]) {
  return changes.map((change) => ({
    operation: change.operation,
    restrictions: {
      ...(change.accountIds.length > 0 ? { user: change.accountIds.map((accountId) => ({ type: 'known', accountId })) } : {}),
      ...(change.groupIds.length > 0 ? { group: change.groupIds.map((id) => ({ type: 'group', id })) } : {}),
    },
  }));
}

export async function listRestrictions(session: ApiSession, contentId: string, window: RestrictionWindow = {}, signal?: AbortSignal): Promise<RestrictionList> {
  const response = await session.request({
    area: 'confluence',
    path: restrictionPath(contentId),
    query: { expand: expandQuery(window.expand), start: window.start ?? 0, limit: window.limit ?? RESTRICTION_PAGE },
    signal,
  });
  return toList(readBody('confluence', v1RestrictionArray, response.body));
}

async function writeRestrictions(
  session: ApiSession,
  method: 'POST' | 'PUT' | 'DELETE',
  contentId: string,
  changes: readonly RestrictionChange[] | undefined,
  signal?: AbortSignal,
): Promise<RestrictionList> {
  const response = await session.request({
    area: 'confluence',
    method,
    path: restrictionPath(contentId),
    body: changes ? changeBody(changes) : undefined,
    signal,
  });
  return toList(readBody('confluence', v1RestrictionArray, response.body));
}

/** Adds to what is there; existing restrictions stay. */
export function addRestrictions(session: ApiSession, contentId: string, changes: readonly RestrictionChange[], signal?: AbortSignal) {
  return writeRestrictions(session, 'POST', contentId, changes, signal);
}

/** The changes become the whole set; an operation they leave out is no longer restricted. */
export function replaceRestrictions(session: ApiSession, contentId: string, changes: readonly RestrictionChange[], signal?: AbortSignal) {
  // An empty replacement is the same as removing everything, and DELETE is the form every site accepts.
  if (changes.length === 0) return removeAllRestrictions(session, contentId, signal);
  return writeRestrictions(session, 'PUT', contentId, changes, signal);
}

/** Read and update both go back to following the space permissions. */
export function removeAllRestrictions(session: ApiSession, contentId: string, signal?: AbortSignal) {
  return writeRestrictions(session, 'DELETE', contentId, undefined, signal);
}

export async function restrictionsByOperation(
  session: ApiSession,
  contentId: string,
  expand?: readonly string[],
  signal?: AbortSignal,
): Promise<{ read: OperationRestriction | null; update: OperationRestriction | null }> {
  const response = await session.request({
    area: 'confluence',
    path: `${restrictionPath(contentId)}/byOperation`,
    query: { expand: expandQuery(expand) },
    signal,
  });
  const body = readBody('confluence', v1RestrictionsByOperation, response.body);
  return { read: body.read ? publicView(body.read) : null, update: body.update ? publicView(body.update) : null };
}

export async function restrictionForOperation(
  session: ApiSession,
  contentId: string,
  operation: RestrictedOperation,
  window: RestrictionWindow = {},
  signal?: AbortSignal,
): Promise<OperationRestriction> {
  const response = await session.request({
    area: 'confluence',
    path: operationPath(contentId, operation),
    query: { expand: expandQuery(window.expand), start: window.start ?? 0, limit: window.limit ?? RESTRICTION_PAGE },
    signal,
  });
  return publicView(readBody('confluence', v1Restriction, response.body));
}

export interface GroupTarget {
  contentId: string;
  operation: RestrictedOperation;
  /** A UUID is taken as the group id, anything else as the group name. */
  group: string;
}

export interface UserTarget {
  contentId: string;
  operation: RestrictedOperation;
  accountId: string;
}

const groupPath = (target: GroupTarget) => `${operationPath(target.contentId, target.operation)}/${groupSegment(target.group)}`;
const userRequest = (target: UserTarget) => ({ path: `${operationPath(target.contentId, target.operation)}/user`, query: { accountId: target.accountId } });

/**
 * A status check answers 200 (applies) or 404, and 404 also means "no such content": asking for the
 * operation's restriction tells the two apart, so a missing page is reported as missing.
 */
async function appliesOr404(session: ApiSession, target: { contentId: string; operation: RestrictedOperation }, check: () => Promise<unknown>, signal?: AbortSignal) {
  try {
    await check();
    return true;
  } catch (error) {
    if (!isAppError(error) || error.info.code !== 'NOT_FOUND') throw error;
  }
  await restrictionForOperation(session, target.contentId, target.operation, { limit: 1 }, signal);
  return false;
}

export function groupRestrictionApplies(session: ApiSession, target: GroupTarget, signal?: AbortSignal): Promise<boolean> {
  return appliesOr404(session, target, () => session.request({ area: 'confluence', path: groupPath(target), signal }), signal);
}

export async function addGroupToRestriction(session: ApiSession, target: GroupTarget, signal?: AbortSignal): Promise<void> {
  await session.request({ area: 'confluence', method: 'PUT', path: groupPath(target), signal });
}

export async function removeGroupFromRestriction(session: ApiSession, target: GroupTarget, signal?: AbortSignal): Promise<void> {
  await session.request({ area: 'confluence', method: 'DELETE', path: groupPath(target), signal });
}

export function userRestrictionApplies(session: ApiSession, target: UserTarget, signal?: AbortSignal): Promise<boolean> {
  return appliesOr404(session, target, () => session.request({ area: 'confluence', ...userRequest(target), signal }), signal);
}

export async function addUserToRestriction(session: ApiSession, target: UserTarget, signal?: AbortSignal): Promise<void> {
  await session.request({ area: 'confluence', method: 'PUT', ...userRequest(target), signal });
}

export async function removeUserFromRestriction(session: ApiSession, target: UserTarget, signal?: AbortSignal): Promise<void> {
  await session.request({ area: 'confluence', method: 'DELETE', ...userRequest(target), signal });
}
