import type { World } from '../../kit';
import type { ConfluenceState, ContentRecord, RestrictionEntry, SpaceRecord } from './state';
import { findPerson } from './v1/users';

/**
 * Who may do what with a piece of content, as Confluence Cloud decides it: the person must be allowed to
 * use Confluence, the space must grant the operation (to them or to one of their groups), and for
 * viewing, the page's own view list and the view list of every ancestor must name them (an empty list
 * means "inherits", never "nobody"). Edit lists do not inherit, and editing needs viewing.
 */

export type CheckedOperation = 'read' | 'update' | 'delete';

export type Subject = { type: 'user'; id: string } | { type: 'group'; id: string };

export interface AccessAnswer {
  allowed: boolean;
  /** The sentence Confluence's permission check gives when the answer is no. */
  reason: string | null;
}

/** Ids of the groups an account belongs to; deleted groups grant nothing. */
export function groupIdsOf(state: ConfluenceState, accountId: string): Set<string> {
  const ids = new Set<string>();
  for (const group of Object.values(state.groups)) if (group.deletedAt === null && group.memberIds.includes(accountId)) ids.add(group.id);
  return ids;
}

/** The ancestors of a page, highest first; the chain stops at a missing parent. */
export function ancestorsOf(state: ConfluenceState, content: ContentRecord): ContentRecord[] {
  const chain: ContentRecord[] = [];
  const seen = new Set<string>([content.id]);
  for (let parentId = content.parentId; parentId !== null && !seen.has(parentId); ) {
    const parent = state.contents[parentId];
    if (parent === undefined) break;
    seen.add(parentId);
    chain.unshift(parent);
    parentId = parent.parentId;
  }
  return chain;
}

function isEmpty(entry: RestrictionEntry): boolean {
  return entry.userIds.length === 0 && entry.groupIds.length === 0;
}

function names(entry: RestrictionEntry, subject: Subject, groups: ReadonlySet<string>): boolean {
  if (subject.type === 'group') return entry.groupIds.includes(subject.id);
  return entry.userIds.includes(subject.id) || entry.groupIds.some((id) => groups.has(id));
}

function spaceGrants(space: SpaceRecord, subject: Subject, groups: ReadonlySet<string>, key: string, targetType: string): boolean {
  return space.permissions.some(
    (grant) =>
      grant.operation.key === key &&
      grant.operation.targetType === targetType &&
      (subject.type === 'group' ? grant.principal.type === 'group' && grant.principal.id === subject.id : grant.principal.type === 'user' ? grant.principal.id === subject.id : groups.has(grant.principal.id)),
  );
}

const SPACE_GRANT: Record<CheckedOperation, { key: string; targetType: string }> = {
  read: { key: 'read', targetType: 'space' },
  update: { key: 'create', targetType: 'page' },
  delete: { key: 'delete', targetType: 'page' },
};

export function checkAccess(state: ConfluenceState, world: World, subject: Subject, content: ContentRecord, operation: CheckedOperation): AccessAnswer {
  const who = subject.type === 'group' ? 'Group' : 'User';
  if (subject.type === 'user') {
    const person = findPerson(world, subject.id);
    if (person === undefined || person.status !== 'active') return { allowed: false, reason: 'User is not allowed to use Confluence' };
  } else {
    const group = state.groups[subject.id];
    if (group === undefined || group.deletedAt !== null) return { allowed: false, reason: 'Group does not have permission to the space' };
  }
  const groups = subject.type === 'user' ? groupIdsOf(state, subject.id) : new Set<string>();
  const space = state.spaces[content.spaceId];
  if (space === undefined || !spaceGrants(space, subject, groups, 'read', 'space')) return { allowed: false, reason: `${who} does not have permission to the space` };
  const grant = SPACE_GRANT[operation];
  if (operation !== 'read' && !spaceGrants(space, subject, groups, grant.key, grant.targetType)) return { allowed: false, reason: `${who} does not have permission to the space` };
  for (const link of [...ancestorsOf(state, content), content]) {
    const view = link.restrictions.read;
    if (!isEmpty(view) && !names(view, subject, groups)) return { allowed: false, reason: `${who} does not have permission to the content` };
  }
  const edit = content.restrictions.update;
  if (operation !== 'read' && !isEmpty(edit) && !names(edit, subject, groups)) return { allowed: false, reason: `${who} does not have permission to the content` };
  return { allowed: true, reason: null };
}

/**
 * A test of what one person may see, for filtering long lists: the person, their groups and each
 * space's answer are looked up once, and each page's answer is kept so siblings share their ancestors'.
 */
export function viewerOf(state: ConfluenceState, world: World, accountId: string): (content: ContentRecord) => boolean {
  if (!isActivePerson(world, accountId)) return () => false;
  const subject: Subject = { type: 'user', id: accountId };
  const groups = groupIdsOf(state, accountId);
  const spaces = new Map<string, boolean>();
  const pages = new Map<string, boolean>();
  const spaceAllows = (spaceId: string): boolean => {
    let answer = spaces.get(spaceId);
    if (answer === undefined) {
      const space = state.spaces[spaceId];
      answer = space !== undefined && spaceGrants(space, subject, groups, 'read', 'space');
      spaces.set(spaceId, answer);
    }
    return answer;
  };
  const restrictionsAllow = (content: ContentRecord, depth: number): boolean => {
    const known = pages.get(content.id);
    if (known !== undefined) return known;
    const view = content.restrictions.read;
    const parent = content.parentId === null || depth > 500 ? undefined : state.contents[content.parentId];
    const answer = (isEmpty(view) || names(view, subject, groups)) && (parent === undefined || restrictionsAllow(parent, depth + 1));
    pages.set(content.id, answer);
    return answer;
  };
  return (content) => spaceAllows(content.spaceId) && restrictionsAllow(content, 0);
}

/** Whether the person calling the API may see the content at all; content they may not see answers 404. */
export function visibleTo(state: ConfluenceState, world: World, accountId: string, content: ContentRecord): boolean {
  return viewerOf(state, world, accountId)(content);
}

/** Confluence administrators may check anyone's permissions; everyone else only their own. */
export function isConfluenceAdmin(state: ConfluenceState, accountId: string): boolean {
  return Object.values(state.groups).some((group) => group.deletedAt === null && group.name === 'site-admins' && group.memberIds.includes(accountId));
}

/** Whether an account exists in the organization and is active (a deactivated one keeps its id in restrictions). */
export function isActivePerson(world: World, accountId: string): boolean {
  return findPerson(world, accountId)?.status === 'active';
}
