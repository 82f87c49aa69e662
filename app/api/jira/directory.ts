import { z } from 'zod';
import type { ApiSession } from '../http/session';
import { readBody } from '../validate';
import { collectPageBean } from './collect';
import { jiraUserSchema, toUserView } from './user-schema';

/** Who and what a notification can name: events, roles and their actors, groups and members, fields, components. */

const id = z.union([z.number(), z.string()]).transform(String);

export interface IssueEventRef {
  id: string;
  name: string;
}

/** Every issue event of the site, system and custom. Needs the Administer Jira permission. */
export async function listIssueEvents(session: ApiSession, signal?: AbortSignal): Promise<IssueEventRef[]> {
  const response = await session.request({ area: 'jira', path: '/rest/api/3/events', signal });
  return readBody('jira', z.array(z.object({ id, name: z.string() })), response.body);
}

export interface ProjectRoleRef {
  id: string;
  name: string;
  description: string | null;
}

export async function listProjectRoles(session: ApiSession, signal?: AbortSignal): Promise<ProjectRoleRef[]> {
  const response = await session.request({ area: 'jira', path: '/rest/api/3/role', signal });
  const roles = readBody('jira', z.array(z.object({ id, name: z.string(), description: z.string().nullish() })), response.body);
  return roles.map((role) => ({ id: role.id, name: role.name, description: role.description ?? null }));
}

const actorSchema = z.object({
  displayName: z.string().nullish(),
  type: z.string().nullish(),
  actorUser: z.object({ accountId: z.string() }).nullish(),
  actorGroup: z.object({ name: z.string().nullish(), displayName: z.string().nullish(), groupId: z.string().nullish() }).nullish(),
});

export interface RoleActors {
  roleName: string;
  people: { accountId: string; displayName: string | null }[];
  groups: { name: string; groupId: string | null }[];
}

/** The people and groups acting in one role of one project. */
export async function getRoleActors(session: ApiSession, projectKey: string, roleId: string, signal?: AbortSignal): Promise<RoleActors> {
  const response = await session.request({
    area: 'jira',
    path: `/rest/api/3/project/${encodeURIComponent(projectKey)}/role/${encodeURIComponent(roleId)}`,
    signal,
  });
  const role = readBody('jira', z.object({ name: z.string(), actors: z.array(actorSchema).nullish() }), response.body);
  const actors = role.actors ?? [];
  return {
    roleName: role.name,
    people: actors.flatMap((actor) => (actor.actorUser ? [{ accountId: actor.actorUser.accountId, displayName: actor.displayName ?? null }] : [])),
    groups: actors.flatMap((actor) => {
      const name = actor.actorGroup?.name ?? actor.actorGroup?.displayName;
      return name ? [{ name, groupId: actor.actorGroup?.groupId ?? null }] : [];
    }),
  };
}

export interface GroupRef {
  name: string;
  groupId: string | null;
}

/** Every group of the site, by name. */
export async function listGroups(session: ApiSession, signal?: AbortSignal): Promise<GroupRef[]> {
  const groups = await collectPageBean(session, '/rest/api/3/group/bulk', {}, z.object({ name: z.string(), groupId: z.string().nullish() }), signal);
  return groups.map((group) => ({ name: group.name, groupId: group.groupId ?? null }));
}

/** Everyone in a group, deactivated accounts included (they are reported, not notified). */
export async function listGroupMembers(session: ApiSession, group: GroupRef, signal?: AbortSignal) {
  const query = group.groupId ? { groupId: group.groupId, includeInactiveUsers: true } : { groupname: group.name, includeInactiveUsers: true };
  const members = await collectPageBean(session, '/rest/api/3/group/member', query, jiraUserSchema, signal);
  return members.map(toUserView);
}

export interface PeopleField {
  id: string;
  name: string;
  kind: 'user' | 'group' | 'version';
}

const fieldSchema = z.object({
  id: z.string(),
  name: z.string(),
  custom: z.boolean().nullish(),
  schema: z.object({ type: z.string().nullish(), items: z.string().nullish(), custom: z.string().nullish() }).nullish(),
});

function kindOf(field: z.infer<typeof fieldSchema>): PeopleField['kind'] | null {
  if (!field.custom) return null;
  const type = field.schema?.items ?? field.schema?.type;
  return type === 'user' || type === 'group' || type === 'version' ? type : null;
}

/** The custom fields that hold people, groups or versions: what notifications and version merges can name. */
export async function listPickerFields(session: ApiSession, signal?: AbortSignal): Promise<PeopleField[]> {
  const response = await session.request({ area: 'jira', path: '/rest/api/3/field', signal });
  return readBody('jira', z.array(fieldSchema), response.body).flatMap((field) => {
    const kind = kindOf(field);
    return kind ? [{ id: field.id, name: field.name, kind }] : [];
  });
}

export interface ComponentRef {
  id: string;
  name: string;
  leadAccountId: string | null;
  leadName: string | null;
}

export async function listComponents(session: ApiSession, projectKey: string, signal?: AbortSignal): Promise<ComponentRef[]> {
  const response = await session.request({ area: 'jira', path: `/rest/api/3/project/${encodeURIComponent(projectKey)}/components`, signal });
  const components = readBody(
    'jira',
    z.array(z.object({ id, name: z.string(), lead: z.object({ accountId: z.string(), displayName: z.string().nullish() }).nullish() })),
    response.body,
  );
  return components.map((component) => ({
    id: component.id,
    name: component.name,
    leadAccountId: component.lead?.accountId ?? null,
    leadName: component.lead?.displayName ?? null,
  }));
}
