import { listRestrictions } from '../../../api/confluence/v1/restrictions';
import { largestPage } from '../../../api/paging';
import type { ApiSession } from '../../../api/http/session';
import type { ConfluenceGroup } from '../../../contract/confluence/restrictions';
import type { ConfluenceUser } from '../../../contract/confluence/content';
import type { AccessOperation, PageRestrictions, Principal, PrincipalRef } from '../../../contract/confluence/access.channels';
import type { PrincipalDirectory } from './directory';

export const OPERATIONS: readonly AccessOperation[] = ['read', 'update'];

/** A page's own lists as raw entries, every page of users and groups, and the hash they were read at. */
export interface RawRestrictions {
  read: { users: ConfluenceUser[]; groups: ConfluenceGroup[] };
  update: { users: ConfluenceUser[]; groups: ConfluenceGroup[] };
  hash: string | null;
}

/** Ids only: what a change writes and what a snapshot keeps. */
export type RestrictionRefs = Record<AccessOperation, PrincipalRef[]>;

const PAGE = largestPage['confluence-v1-offset'];

export async function readRestrictions(session: ApiSession, contentId: string, signal: AbortSignal): Promise<RawRestrictions> {
  const raw: RawRestrictions = { read: { users: [], groups: [] }, update: { users: [], groups: [] }, hash: null };
  let start: number | null = 0;
  for (let round = 0; start !== null && round < 1000; round += 1) {
    const page = await listRestrictions(session, contentId, { start, limit: PAGE }, signal);
    raw.hash = page.restrictionsHash;
    for (const entry of page.operations) {
      if (entry.operation !== 'read' && entry.operation !== 'update') continue;
      raw[entry.operation].users.push(...(entry.users ?? []));
      raw[entry.operation].groups.push(...(entry.groups ?? []));
    }
    start = page.nextStart;
  }
  return raw;
}

export function refsOf(raw: RawRestrictions): RestrictionRefs {
  const refs = (operation: AccessOperation): PrincipalRef[] => [
    ...raw[operation].users.flatMap((user) => (user.accountId === null ? [] : [{ type: 'user' as const, id: user.accountId }])),
    ...raw[operation].groups.map((group) => ({ type: 'group' as const, id: group.id ?? group.name })),
  ];
  return { read: refs('read'), update: refs('update') };
}

/** Lets the directory name everyone these lists name as the lists do, so a deleted group keeps its name. */
export function learnNames(directory: PrincipalDirectory, ...raws: ReadonlyArray<Pick<RawRestrictions, 'read' | 'update'>>): void {
  for (const raw of raws) for (const operation of OPERATIONS) directory.learn(raw[operation]);
}

export async function namedRestrictions(raw: RawRestrictions, directory: PrincipalDirectory): Promise<PageRestrictions> {
  const named = async (operation: AccessOperation): Promise<Principal[]> =>
    Promise.all([...raw[operation].users.map((user) => directory.user(user)), ...raw[operation].groups.map((group) => directory.group(group))]);
  const [read, update] = await Promise.all([named('read'), named('update')]);
  return { read, update };
}

/** A list restricts when it names anyone; an empty one leaves the page to its space (and the pages above). */
export function isRestricted(list: { users: readonly unknown[]; groups: readonly unknown[] }): boolean {
  return list.users.length + list.groups.length > 0;
}

export const refKey = (ref: { type: string; id: string }): string => `${ref.type}:${ref.id}`;

export function sameRefs(a: RestrictionRefs, b: RestrictionRefs): boolean {
  return OPERATIONS.every((operation) => {
    const left = new Set(a[operation].map(refKey));
    const right = new Set(b[operation].map(refKey));
    return left.size === right.size && [...left].every((key) => right.has(key));
  });
}
