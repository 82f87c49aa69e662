import type { Person, SandboxRequest, World } from '../../../kit';
import { badRequest } from '../http/errors';
import type { JiraRoute } from '../http/route';
import { requireIssue, requireProject } from '../lookups';
import { canBeAssigned, canBrowse } from '../membership';
import type { JiraProject, JiraState } from '../state';
import { byDisplayName, matchesCriteria, readUserCriteria, windowOf, type UserCriteria } from './criteria';
import { presentUser } from './present';

/** Without "Browse users and groups" every search answers an empty list, not a 403. */
function matchingActivePeople(state: JiraState, world: World, criteria: UserCriteria): Person[] {
  if (!state.siteUser.browseUsersAndGroups) return [];
  return world.people
    .filter((person) => person.status === 'active' && matchesCriteria(person, criteria))
    .sort(byDisplayName);
}

/**
 * The permission-filtered searches take the page window first and filter afterwards, as Jira says
 * it does; a page can therefore hold fewer users than maxResults even when more follow.
 */
function windowThenFilter(req: SandboxRequest, state: JiraState, world: World, criteria: UserCriteria, keep: (person: Person) => boolean) {
  const page = windowOf(matchingActivePeople(state, world, criteria), criteria).filter(keep);
  return { status: 200, body: page.map((person) => presentUser(req, person)) };
}

/** `key.path=value`; Jira rejects anything else. No sandbox user carries properties, so it never matches. */
function readPropertyFilter(req: SandboxRequest): string | null {
  const property = req.query.get('property');
  if (property !== null && !/^[^=.][^=]*=.+$/.test(property)) throw badRequest(`The property query '${property}' is not valid.`);
  return property;
}

function requiredParam(req: SandboxRequest, name: string): string {
  const value = req.query.get(name);
  if (value === null || value.trim() === '') throw badRequest(`The parameter '${name}' is required.`);
  return value;
}

function projectsFromKeys(req: SandboxRequest, state: JiraState, world: World, keys: string): JiraProject[] {
  const listed = keys
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (listed.length === 0) throw badRequest("The parameter 'projectKeys' is required.");
  return listed.map((key) => requireProject(req, state, world, key));
}

export const userRoutes: JiraRoute[] = [
  {
    method: 'GET',
    tail: '/user/search',
    handle: (req, state, world) => {
      const property = readPropertyFilter(req);
      const criteria = readUserCriteria(req, property === null);
      const matches = property === null ? matchingActivePeople(state, world, criteria) : [];
      return { status: 200, body: windowOf(matches, criteria).map((person) => presentUser(req, person)) };
    },
  },
  {
    method: 'GET',
    tail: '/user/assignable/multiProjectSearch',
    handle: (req, state, world) => {
      const projectKeys = requiredParam(req, 'projectKeys');
      const criteria = readUserCriteria(req, true);
      const projects = projectsFromKeys(req, state, world, projectKeys);
      return windowThenFilter(req, state, world, criteria, (person) => projects.every((project) => canBeAssigned(state, project, person)));
    },
  },
  {
    method: 'GET',
    tail: '/user/viewissue/search',
    handle: (req, state, world) => {
      const issueKey = req.query.get('issueKey');
      const projectKey = req.query.get('projectKey');
      if (!issueKey && !projectKey) throw badRequest('One of the parameters issueKey or projectKey is required.');
      const criteria = readUserCriteria(req, true);
      const project = issueKey
        ? requireProject(req, state, world, String(requireIssue(req, state, world, issueKey).projectId))
        : requireProject(req, state, world, projectKey ?? '');
      return windowThenFilter(req, state, world, criteria, (person) => canBrowse(state, project, person));
    },
  },
];
