import type { Person, SandboxRequest, World } from '../../../kit';
import { badRequest, forbidden, notFound } from '../http/errors';
import { apiBase } from '../http/links';
import { pageBean } from '../http/page-bean';
import { booleanParam, nonNegativeIntParam, parseNonNegativeInt } from '../http/query';
import { pathParam, type JiraRoute } from '../http/route';
import { findPerson, requireProject } from '../lookups';
import type { JiraGroup, JiraProjectRole, JiraState } from '../state';
import { presentField } from '../schemes/present-recipient';
import { presentUser, presentUserDetails } from '../users/present';
import { byDisplayName } from '../users/criteria';

/** `group/member` pages hold 1 to 50 people. */
const MEMBERS_PER_PAGE = 50;

function roleSelf(req: SandboxRequest, projectKey: string | null, role: JiraProjectRole): string {
  return projectKey === null ? `${apiBase(req)}/role/${role.id}` : `${apiBase(req)}/project/${projectKey}/role/${role.id}`;
}

function requireRole(state: JiraState, raw: string): JiraProjectRole {
  const id = parseNonNegativeInt(raw, 'id');
  const role = state.projectRoles.find((candidate) => candidate.id === id);
  if (!role) throw notFound(`No project role with id ${raw} could be found.`);
  return role;
}

function requireGroup(state: JiraState, req: SandboxRequest): JiraGroup {
  const groupId = req.query.get('groupId');
  const groupName = req.query.get('groupname');
  if (!groupId && !groupName) throw badRequest('You must specify a group name or a group ID.');
  const group = state.groups.find((candidate) => (groupId ? candidate.groupId === groupId : candidate.name === groupName));
  if (!group) throw notFound(`Group with name '${groupName ?? groupId ?? ''}' does not exist.`);
  return group;
}

function personOf(world: World, accountId: string): Person | undefined {
  return findPerson(world, accountId);
}

export const directoryRoutes: JiraRoute[] = [
  {
    method: 'GET',
    tail: '/events',
    handle: (_req, state) => ({ status: 200, body: state.issueEvents.map((event) => ({ id: event.id, name: event.name })) }),
  },
  {
    method: 'GET',
    tail: '/role',
    handle: (req, state) => ({
      status: 200,
      body: state.projectRoles.map((role) => ({ self: roleSelf(req, null, role), ...role, actors: [] })),
    }),
  },
  {
    method: 'GET',
    tail: '/project/{projectIdOrKey}/role',
    handle: (req, state, world) => {
      const project = requireProject(req, state, world, pathParam(req, 'projectIdOrKey'));
      return { status: 200, body: Object.fromEntries(state.projectRoles.map((role) => [role.name, roleSelf(req, project.key, role)])) };
    },
  },
  {
    method: 'GET',
    tail: '/project/{projectIdOrKey}/role/{id}',
    handle: (req, state, world) => {
      const project = requireProject(req, state, world, pathParam(req, 'projectIdOrKey'));
      const role = requireRole(state, pathParam(req, 'id'));
      const excludeInactive = booleanParam(req.query, 'excludeInactiveUsers', false);
      const entry = state.roleActors.find((candidate) => candidate.projectId === project.id && candidate.roleId === role.id);
      let actorId = role.id * 100;
      const userActors = (entry?.accountIds ?? [])
        .map((accountId) => personOf(world, accountId))
        .filter((person): person is Person => person !== undefined && (!excludeInactive || person.status === 'active'))
        .map((person) => {
          actorId += 1;
          return { id: actorId, displayName: person.displayName, type: 'atlassian-user-role-actor', actorUser: { accountId: person.accountId } };
        });
      const groupActors = (entry?.groupNames ?? []).flatMap((name) => {
        const group = state.groups.find((candidate) => candidate.name === name);
        if (!group) return [];
        actorId += 1;
        return [
          { id: actorId, displayName: group.name, name: group.name, type: 'atlassian-group-role-actor', actorGroup: { name: group.name, displayName: group.name, groupId: group.groupId } },
        ];
      });
      const actors = [...userActors, ...groupActors].sort((a, b) => a.displayName.localeCompare(b.displayName, 'en'));
      return { status: 200, body: { self: roleSelf(req, project.key, role), ...role, actors } };
    },
  },
  {
    method: 'GET',
    tail: '/group/bulk',
    handle: (req, state) => {
      const names = new Set(req.query.getAll('groupName'));
      const ids = new Set(req.query.getAll('groupId'));
      const groups = state.groups
        .filter((group) => (names.size === 0 && ids.size === 0) || names.has(group.name) || ids.has(group.groupId))
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
        .map((group) => ({ name: group.name, groupId: group.groupId }));
      return { status: 200, body: pageBean(req, groups, nonNegativeIntParam(req.query, 'startAt', 0), nonNegativeIntParam(req.query, 'maxResults', 50)) };
    },
  },
  {
    method: 'GET',
    tail: '/group/member',
    handle: (req, state, world) => {
      if (!state.siteUser.browseUsersAndGroups) throw forbidden('You do not have the permission to view the members of this group.');
      const group = requireGroup(state, req);
      const includeInactive = booleanParam(req.query, 'includeInactiveUsers', false);
      const members = group.memberAccountIds
        .map((accountId) => personOf(world, accountId))
        .filter((person): person is Person => person !== undefined && (includeInactive || person.status === 'active'))
        .sort(byDisplayName)
        .map((person) => presentUserDetails(req, person));
      const maxResults = Math.min(Math.max(nonNegativeIntParam(req.query, 'maxResults', MEMBERS_PER_PAGE), 1), MEMBERS_PER_PAGE);
      return { status: 200, body: pageBean(req, members, nonNegativeIntParam(req.query, 'startAt', 0), maxResults) };
    },
  },
  {
    method: 'GET',
    tail: '/user',
    handle: (req, _state, world) => {
      const accountId = req.query.get('accountId');
      if (!accountId) throw badRequest('The accountId query parameter needs to be provided.');
      const person = personOf(world, accountId);
      if (!person) throw notFound(`Specified user does not exist or you do not have required permissions`);
      return { status: 200, body: presentUser(req, person) };
    },
  },
  {
    method: 'GET',
    tail: '/user/bulk',
    handle: (req, _state, world) => {
      const ids = req.query.getAll('accountId');
      if (ids.length === 0) throw badRequest('The accountId query parameter needs to be provided.');
      const people = ids.map((accountId) => personOf(world, accountId)).filter((person): person is Person => person !== undefined);
      const page = pageBean(req, people, nonNegativeIntParam(req.query, 'startAt', 0), nonNegativeIntParam(req.query, 'maxResults', 10));
      return { status: 200, body: { ...page, values: page.values.map((person) => presentUser(req, person)) } };
    },
  },
  {
    method: 'GET',
    tail: '/field',
    handle: (_req, state) => ({ status: 200, body: state.customFields.map((field) => presentField(field)) }),
  },
  {
    method: 'GET',
    tail: '/project/{projectIdOrKey}/components',
    handle: (req, state, world) => {
      const project = requireProject(req, state, world, pathParam(req, 'projectIdOrKey'));
      const body = state.components
        .filter((component) => component.projectId === project.id)
        .map((component) => {
          const lead = component.leadAccountId === undefined ? undefined : personOf(world, component.leadAccountId);
          return {
            self: `${apiBase(req)}/component/${component.id}`,
            id: String(component.id),
            name: component.name,
            project: project.key,
            projectId: project.id,
            assigneeType: lead ? 'COMPONENT_LEAD' : 'PROJECT_DEFAULT',
            ...(lead ? { lead: presentUserDetails(req, lead), leadAccountId: lead.accountId } : {}),
          };
        });
      return { status: 200, body };
    },
  },
];
