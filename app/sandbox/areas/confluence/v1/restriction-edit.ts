import { z } from 'zod';
import type { World } from '../../../kit';
import { parseBody } from '../body';
import { v1Error } from '../errors';
import type { ConfluenceState, ContentRecord, RestrictedOperation, RestrictionEntry } from '../state';
import { findPerson } from './users';

const OPERATIONS = ['administer', 'copy', 'create', 'delete', 'export', 'move', 'purge', 'purge_version', 'read', 'restore', 'update', 'use'] as const;

const userRef = z.looseObject({ accountId: z.string().min(1) });
const groupRef = z
  .looseObject({ type: z.literal('group').optional(), id: z.string().optional(), name: z.string().optional() })
  .refine((group) => group.id !== undefined || group.name !== undefined, 'a group needs an id');
const restrictionUpdate = z.looseObject({
  operation: z.enum(OPERATIONS),
  restrictions: z
    .looseObject({
      user: z.union([z.array(userRef), z.looseObject({ results: z.array(userRef) })]).optional(),
      group: z.array(groupRef).min(1).optional(),
    })
    .refine((value) => value.user !== undefined || value.group !== undefined, 'give at least one of user or group'),
});
/** ContentRestrictionAddOrUpdateArray: a bare array or a `{results: [...]}` wrapper. */
const addOrUpdateArray = z.union([z.array(restrictionUpdate), z.looseObject({ results: z.array(restrictionUpdate) })]);

export interface RestrictionChange {
  operation: RestrictedOperation;
  userIds: string[];
  groupIds: string[];
}

function resolveGroupId(state: ConfluenceState, group: { id?: string | undefined; name?: string | undefined }): string {
  const groups = Object.values(state.groups);
  // Current clients send the id; the 2022 API took the name, which is still accepted here.
  const found = group.id !== undefined ? state.groups[group.id] : groups.find((candidate) => candidate.name === group.name);
  if (found === undefined) throw v1Error(400, `Group not found: ${group.id ?? group.name ?? ''}.`);
  return found.id;
}

export function parseRestrictionChanges(body: unknown, state: ConfluenceState, world: World): RestrictionChange[] {
  const parsed = parseBody(addOrUpdateArray, body, v1Error);
  const entries = Array.isArray(parsed) ? parsed : parsed.results;
  return entries.map((entry) => {
    if (entry.operation !== 'read' && entry.operation !== 'update') {
      throw v1Error(400, `Content restrictions support only the read and update operations, not '${entry.operation}'.`);
    }
    const users = entry.restrictions.user;
    const userRefs = users === undefined ? [] : Array.isArray(users) ? users : users.results;
    const userIds = userRefs.map((user) => {
      if (findPerson(world, user.accountId) === undefined) throw v1Error(400, `User not found: ${user.accountId}.`);
      return user.accountId;
    });
    const groupIds = (entry.restrictions.group ?? []).map((group) => resolveGroupId(state, group));
    return { operation: entry.operation, userIds, groupIds };
  });
}

function union(existing: string[], added: string[]): string[] {
  return [...new Set([...existing, ...added])];
}

/** POST semantics: add to what is there. */
export function addRestrictions(content: ContentRecord, changes: RestrictionChange[]): void {
  for (const change of changes) {
    const entry = content.restrictions[change.operation];
    entry.userIds = union(entry.userIds, change.userIds);
    entry.groupIds = union(entry.groupIds, change.groupIds);
  }
}

/** PUT semantics: the request becomes the whole restriction set; operations it omits are cleared. */
export function replaceRestrictions(content: ContentRecord, changes: RestrictionChange[]): void {
  clearRestrictions(content);
  addRestrictions(content, changes);
}

export function clearRestrictions(content: ContentRecord): void {
  const empty = (): RestrictionEntry => ({ userIds: [], groupIds: [] });
  content.restrictions = { read: empty(), update: empty() };
}
