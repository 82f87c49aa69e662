import type { Person, SandboxRequest, World } from '../../../kit';
import { apiBase } from '../http/links';
import { pathParam, type JiraRoute } from '../http/route';
import { findPerson, requireIssue } from '../lookups';
import type { JiraIssue, JiraState } from '../state';
import { presentUserDetails } from '../users/present';

function people(req: SandboxRequest, world: World, accountIds: readonly string[]) {
  return accountIds
    .map((accountId) => findPerson(world, accountId))
    .filter((person): person is Person => person !== undefined)
    .map((person) => presentUserDetails(req, person));
}

/** `fields=a,b` (or repeated); `*all` and no parameter give every field. */
function requestedFields(req: SandboxRequest): (name: string) => boolean {
  const listed = req.query
    .getAll('fields')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (listed.length === 0 || listed.includes('*all')) return () => true;
  return (name) => listed.includes(name);
}

function issueFields(req: SandboxRequest, state: JiraState, world: World, issue: JiraIssue): Record<string, unknown> {
  const project = state.projects.find((candidate) => candidate.id === issue.projectId);
  const versionRef = (id: number) => {
    const version = state.versions.find((candidate) => candidate.id === id);
    return { self: `${apiBase(req)}/version/${id}`, id: String(id), ...(version ? { name: version.name } : {}) };
  };
  const fields: Record<string, unknown> = {
    summary: issue.summary,
    project: project ? { self: `${apiBase(req)}/project/${project.id}`, id: String(project.id), key: project.key, name: project.name } : null,
    reporter: people(req, world, [issue.reporterAccountId])[0] ?? null,
    assignee: issue.assigneeAccountId === null ? null : (people(req, world, [issue.assigneeAccountId])[0] ?? null),
    components: state.components
      .filter((component) => issue.componentIds.includes(component.id))
      .map((component) => ({ self: `${apiBase(req)}/component/${component.id}`, id: String(component.id), name: component.name })),
    watches: { self: `${apiBase(req)}/issue/${issue.key}/watchers`, watchCount: issue.watcherAccountIds.length, isWatching: false },
    fixVersions: issue.fixVersionIds.map(versionRef),
    versions: issue.affectedVersionIds.map(versionRef),
    resolution: issue.resolution === null ? null : { name: issue.resolution },
  };
  for (const field of state.customFields) {
    if (field.kind === 'user') fields[field.id] = issue.userFieldValues[field.id] ? people(req, world, issue.userFieldValues[field.id] ?? []) : null;
    if (field.kind === 'version') fields[field.id] = (issue.versionFieldValues[field.id] ?? []).map(versionRef);
    if (field.kind === 'group') {
      const name = issue.groupFieldValues[field.id]?.[0];
      const group = state.groups.find((candidate) => candidate.name === name);
      fields[field.id] = name === undefined ? null : { name, ...(group ? { groupId: group.groupId } : {}) };
    }
  }
  const wanted = requestedFields(req);
  return Object.fromEntries(Object.entries(fields).filter(([name]) => wanted(name)));
}

export const issueRoutes: JiraRoute[] = [
  {
    method: 'GET',
    tail: '/issue/{issueIdOrKey}',
    handle: (req, state, world) => {
      const issue = requireIssue(req, state, world, pathParam(req, 'issueIdOrKey'));
      return {
        status: 200,
        body: { id: String(issue.id), key: issue.key, self: `${apiBase(req)}/issue/${issue.id}`, fields: issueFields(req, state, world, issue) },
      };
    },
  },
  {
    method: 'GET',
    tail: '/issue/{issueIdOrKey}/watchers',
    handle: (req, state, world) => {
      const issue = requireIssue(req, state, world, pathParam(req, 'issueIdOrKey'));
      const watchers = people(req, world, issue.watcherAccountIds);
      return {
        status: 200,
        body: { self: `${apiBase(req)}/issue/${issue.key}/watchers`, isWatching: false, watchCount: watchers.length, watchers },
      };
    },
  },
];
