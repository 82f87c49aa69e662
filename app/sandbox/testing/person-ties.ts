import { isManaged, simpleRule } from '../areas/admin/manageability';
import type { AdminState } from '../areas/admin/state';
import type { ConfluenceState, ContentRecord, SpaceRecord } from '../areas/confluence/state';
import type { JiraState } from '../areas/jira/state';
import type { Person, World } from '../kit';

/**
 * The test oracle of offboarding: everything tied to one account, read straight from a sandbox world's
 * state (never through HTTP, never through Orgdesk's code), so end-to-end specs can hold Orgdesk's
 * inventory against the truth. It counts what the APIs would show an admin: pages that are current or
 * archived (the v2 lists' default) and current blog posts, whose owner is their author (v2 gives blog
 * posts no owner of their own).
 */

export interface ContentTie {
  kind: 'page' | 'blogpost';
  id: string;
  title: string;
  spaceId: string;
  spaceKey: string;
}

export interface RestrictionTie extends ContentTie {
  /** The restrictions that name the account directly (not through a group). */
  operations: Array<'read' | 'update'>;
}

export interface SchemeTie {
  id: number;
  name: string;
  /** Events that name the account as a single-user recipient. */
  events: number[];
  /** Of those, the events with no other recipient at all. */
  soleRecipientOf: number[];
  /** Projects using the scheme, by key. */
  projectKeys: string[];
}

export type Deactivation = { allowed: true } | { allowed: false; reason: string };

export interface PersonTies {
  accountId: string;
  ownedContent: ContentTie[];
  namedInRestrictions: RestrictionTie[];
  /** Pages whose edit restriction names only this account: no group, no other active person. */
  onlyEditorOf: ContentTie[];
  /** Spaces where this account is the only user granted `administer` on the space, and no group is. */
  soleAdminOf: Array<{ spaceId: string; key: string; name: string }>;
  notificationSchemes: SchemeTie[];
  ledProjects: Array<{ id: number; key: string; name: string }>;
  tokens: Array<{ id: string; label: string; lastAccess: string | null }>;
  deactivation: Deactivation;
}

const LISTED_PAGE_STATUSES = new Set(['current', 'archived']);

function listed(content: ContentRecord): boolean {
  return content.type === 'page' ? LISTED_PAGE_STATUSES.has(content.status) : content.status === 'current';
}

function tieOf(state: ConfluenceState, content: ContentRecord): ContentTie {
  const space: SpaceRecord | undefined = state.spaces[content.spaceId];
  return { kind: content.type, id: content.id, title: content.versions.at(-1)?.title ?? '', spaceId: content.spaceId, spaceKey: space?.key ?? '' };
}

function confluenceTies(world: World, state: ConfluenceState, accountId: string): Pick<PersonTies, 'ownedContent' | 'namedInRestrictions' | 'onlyEditorOf' | 'soleAdminOf'> {
  const active = new Set(world.people.filter((person) => person.status === 'active').map((person) => person.accountId));
  const ownedContent: ContentTie[] = [];
  const namedInRestrictions: RestrictionTie[] = [];
  const onlyEditorOf: ContentTie[] = [];
  for (const content of Object.values(state.contents)) {
    if (!listed(content)) continue;
    const owner = content.type === 'page' ? content.ownerId : content.authorId;
    if (owner === accountId) ownedContent.push(tieOf(state, content));
    if (content.type !== 'page') continue;
    const operations = (['read', 'update'] as const).filter((operation) => content.restrictions[operation].userIds.includes(accountId));
    if (operations.length > 0) namedInRestrictions.push({ ...tieOf(state, content), operations });
    const edit = content.restrictions.update;
    if (edit.userIds.includes(accountId) && edit.groupIds.length === 0 && edit.userIds.every((id) => id === accountId || !active.has(id))) onlyEditorOf.push(tieOf(state, content));
  }
  const soleAdminOf = Object.values(state.spaces)
    .filter((space) => {
      const admins = space.permissions.filter((grant) => grant.operation.key === 'administer' && grant.operation.targetType === 'space');
      return admins.length > 0 && admins.every((grant) => grant.principal.type === 'user' && grant.principal.id === accountId);
    })
    .map((space) => ({ spaceId: space.id, key: space.key, name: space.name }));
  return { ownedContent, namedInRestrictions, onlyEditorOf, soleAdminOf };
}

function jiraTies(state: JiraState, accountId: string): Pick<PersonTies, 'notificationSchemes' | 'ledProjects'> {
  const notificationSchemes: SchemeTie[] = [];
  for (const scheme of state.notificationSchemes) {
    const naming = scheme.events.filter((event) => event.notifications.some((n) => n.notificationType === 'User' && n.parameter === accountId));
    if (naming.length === 0) continue;
    notificationSchemes.push({
      id: scheme.id,
      name: scheme.name,
      events: naming.map((event) => event.eventId),
      soleRecipientOf: naming.filter((event) => event.notifications.length === 1).map((event) => event.eventId),
      projectKeys: state.projects.filter((project) => project.notificationSchemeId === scheme.id).map((project) => project.key),
    });
  }
  const ledProjects = state.projects.filter((project) => project.leadAccountId === accountId).map(({ id, key, name }) => ({ id, key, name }));
  return { notificationSchemes, ledProjects };
}

/** What the Admin API would answer to a deactivation by the org admin, as a reason key when refused. */
function deactivationOf(world: World, person: Person): Deactivation {
  if (!isManaged(person)) return { allowed: false, reason: 'forbidden.targetUnverified' };
  const rule = simpleRule(person, 'lifecycle.enablement', world.adminAccountId);
  if (!rule.allowed) return { allowed: false, reason: rule.reason.key };
  return person.status === 'active' ? { allowed: true } : { allowed: false, reason: 'alreadyDeactivated' };
}

/** Everything tied to `accountId` in the world; areas the world does not hold contribute nothing. */
export function personTies(world: World, accountId: string): PersonTies {
  const person = world.people.find((candidate) => candidate.accountId === accountId);
  if (person === undefined) throw new Error(`no person ${accountId} in the world`);
  const confluence = world.areas.confluence as ConfluenceState | undefined;
  const jira = world.areas.jira as JiraState | undefined;
  const admin = world.areas.admin as AdminState | undefined;
  return {
    accountId,
    ...(confluence ? confluenceTies(world, confluence, accountId) : { ownedContent: [], namedInRestrictions: [], onlyEditorOf: [], soleAdminOf: [] }),
    ...(jira ? jiraTies(jira, accountId) : { notificationSchemes: [], ledProjects: [] }),
    tokens: (admin?.tokensByAccount[accountId] ?? []).map((token) => ({ id: token.id, label: token.label, lastAccess: token.lastAccess ?? null })),
    deactivation: deactivationOf(world, person),
  };
}
