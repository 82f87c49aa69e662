import type { Person, World } from '../../../kit';
import { badRequest } from '../http/errors';
import { pageBean } from '../http/page-bean';
import { expandParam, idListParam, nonNegativeIntParam } from '../http/query';
import { pathParam, type JiraRoute } from '../http/route';
import { callerCanBrowse, requireProject } from '../lookups';
import type { JiraProject } from '../state';
import { issueCounts, presentProject } from './present';
import { updateProject } from './update';

/** `project/search` answers at most this many projects a page, whatever `maxResults` asks. */
const LARGEST_PAGE = 100;

type SortKey = (project: JiraProject) => string | number;

function sortKeys(world: World, counts: Map<number, number>): Record<string, SortKey> {
  const leads = new Map<string, Person>(world.people.map((person) => [person.accountId, person]));
  return {
    key: (project) => project.key,
    name: (project) => project.name.toLowerCase(),
    owner: (project) => (leads.get(project.leadAccountId)?.displayName ?? '').toLowerCase(),
    issueCount: (project) => counts.get(project.id) ?? 0,
    lastIssueUpdatedDate: (project) => project.lastIssueUpdate ?? world.now,
    // No sandbox project has a category, or was ever archived or deleted: these keep the key order.
    category: (project) => project.key,
    archivedDate: (project) => project.key,
    deletedDate: (project) => project.key,
  };
}

/** `orderBy` is a field with an optional `+` or `-`; ties keep the key order, as Jira's default. */
function comparator(raw: string | null, keys: Record<string, SortKey>): (a: JiraProject, b: JiraProject) => number {
  const value = raw ?? 'key';
  const key = keys[value.replace(/^[+-]/, '')];
  if (!key) throw badRequest(`Invalid orderBy '${value}'.`);
  const sign = value.startsWith('-') ? -1 : 1;
  const byKey = (a: JiraProject, b: JiraProject) => a.key.localeCompare(b.key, 'en');
  return (a, b) => {
    const left = key(a);
    const right = key(b);
    if (left === right) return byKey(a, b);
    return sign * (left < right ? -1 : 1);
  };
}

/** The filters of `project/search`; whoever may browse a project may also view and edit it here, so `action` narrows nothing. */
function matcher(query: URLSearchParams): (project: JiraProject) => boolean {
  const text = (query.get('query') ?? '').trim().toLowerCase();
  const keys = new Set(query.getAll('keys'));
  const ids = new Set(idListParam(query, 'id'));
  const types = new Set((query.get('typeKey') ?? '').split(',').map((type) => type.trim()).filter((type) => type !== ''));
  const statuses = query.getAll('status');
  const live = statuses.length === 0 || statuses.includes('live');
  const hasCategory = query.get('categoryId') !== null;
  return (project) =>
    live &&
    !hasCategory &&
    (text === '' || project.key.toLowerCase().includes(text) || project.name.toLowerCase().includes(text)) &&
    (keys.size === 0 || keys.has(project.key)) &&
    (ids.size === 0 || ids.has(project.id)) &&
    (types.size === 0 || types.has(project.typeKey ?? 'software'));
}

export const projectRoutes: JiraRoute[] = [
  {
    method: 'GET',
    tail: '/project/search',
    handle: (req, state, world) => {
      const startAt = nonNegativeIntParam(req.query, 'startAt', 0);
      const maxResults = Math.min(nonNegativeIntParam(req.query, 'maxResults', 50), LARGEST_PAGE);
      const counts = issueCounts(state);
      const matches = matcher(req.query);
      const found = state.projects.filter((project) => matches(project) && callerCanBrowse(req, state, world, project)).sort(comparator(req.query.get('orderBy'), sortKeys(world, counts)));
      const page = pageBean(req, found, startAt, maxResults);
      const options = { expand: expandParam(req.query), issueCounts: counts };
      return { status: 200, body: { ...page, values: page.values.map((project) => presentProject(req, world, project, options)) } };
    },
  },
  {
    method: 'GET',
    tail: '/project/{projectIdOrKey}',
    handle: (req, state, world) => {
      const project = requireProject(req, state, world, pathParam(req, 'projectIdOrKey'));
      const options = { expand: expandParam(req.query), always: true, issueCounts: issueCounts(state) };
      return { status: 200, body: presentProject(req, world, project, options) };
    },
  },
  {
    method: 'PUT',
    tail: '/project/{projectIdOrKey}',
    handle: (req, state, world) => {
      const project = requireProject(req, state, world, pathParam(req, 'projectIdOrKey'));
      updateProject(req, state, world, project);
      const options = { expand: expandParam(req.query), always: true, issueCounts: issueCounts(state) };
      return { status: 200, body: presentProject(req, world, project, options) };
    },
  },
];
