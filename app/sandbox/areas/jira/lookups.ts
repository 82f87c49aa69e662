import { findPerson } from '../../data/person-index';
import type { SandboxRequest, World } from '../../kit';
import { notFound } from './http/errors';
import { canBrowse } from './membership';
import type { JiraIssue, JiraIssueEvent, JiraNotificationScheme, JiraProject, JiraState, JiraVersion } from './state';

/**
 * Finders that answer with Jira's own 404 when the thing does not exist, or when the caller may not
 * browse its project (`canBrowse`): Jira tells the two apart no more than it has to.
 */

/** Whether the caller of a request may browse a project: the rule the permission searches apply to everyone. */
export function callerCanBrowse(req: SandboxRequest, state: JiraState, world: World, project: JiraProject): boolean {
  const caller = findPerson(world, req.caller.accountId);
  return caller !== undefined && canBrowse(state, project, caller);
}

export function requireProject(req: SandboxRequest, state: JiraState, world: World, idOrKey: string): JiraProject {
  const byId = /^\d+$/.test(idOrKey);
  const project = state.projects.find((candidate) => (byId ? String(candidate.id) === idOrKey : candidate.key === idOrKey));
  if (!project || !callerCanBrowse(req, state, world, project)) throw notFound(`No project could be found with ${byId ? 'id' : 'key'} '${idOrKey}'.`);
  return project;
}

function browsable(req: SandboxRequest, state: JiraState, world: World, projectId: number): boolean {
  const project = state.projects.find((candidate) => candidate.id === projectId);
  return project !== undefined && callerCanBrowse(req, state, world, project);
}

export function requireVersion(req: SandboxRequest, state: JiraState, world: World, id: string): JiraVersion {
  const version = state.versions.find((candidate) => String(candidate.id) === id);
  if (!version || !browsable(req, state, world, version.projectId)) throw notFound(`Could not find version for id '${id}'`);
  return version;
}

/** An issue behind a security level answers exactly as a missing one, so nothing leaks that it exists. */
export function requireIssue(req: SandboxRequest, state: JiraState, world: World, key: string): JiraIssue {
  const issue = state.issues.find((candidate) => candidate.key === key || String(candidate.id) === key);
  if (!issue || issue.restricted || !browsable(req, state, world, issue.projectId)) throw notFound('Issue does not exist or you do not have permission to see it.');
  return issue;
}

export function requireNotificationScheme(state: JiraState, id: string): JiraNotificationScheme {
  const scheme = state.notificationSchemes.find((candidate) => String(candidate.id) === id);
  if (!scheme) throw notFound(`Notification scheme with ID ${id} not found.`);
  return scheme;
}

export function findEvent(state: JiraState, id: number): JiraIssueEvent | undefined {
  return state.issueEvents.find((event) => event.id === id);
}

export { findPerson };
