import type { Person, World } from '../../kit';
import { notFound } from './http/errors';
import type { JiraIssue, JiraIssueEvent, JiraNotificationScheme, JiraProject, JiraState, JiraVersion } from './state';

/** Finders that answer with Jira's own 404 when the thing does not exist. */

export function requireProject(state: JiraState, idOrKey: string): JiraProject {
  const byId = /^\d+$/.test(idOrKey);
  const project = state.projects.find((candidate) => (byId ? String(candidate.id) === idOrKey : candidate.key === idOrKey));
  if (!project) throw notFound(`No project could be found with ${byId ? 'id' : 'key'} '${idOrKey}'.`);
  return project;
}

export function requireVersion(state: JiraState, id: string): JiraVersion {
  const version = state.versions.find((candidate) => String(candidate.id) === id);
  if (!version) throw notFound(`Could not find version for id '${id}'`);
  return version;
}

export function requireIssue(state: JiraState, key: string): JiraIssue {
  const issue = state.issues.find((candidate) => candidate.key === key || String(candidate.id) === key);
  if (!issue) throw notFound('Issue does not exist or you do not have permission to see it.');
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

/** People by account id, built once per people list: schemes of thousands of recipients look people up a lot. */
const peopleIndexes = new WeakMap<readonly Person[], Map<string, Person>>();

export function findPerson(world: World, accountId: string): Person | undefined {
  let index = peopleIndexes.get(world.people);
  if (!index || index.size !== world.people.length) {
    index = new Map(world.people.map((person) => [person.accountId, person]));
    peopleIndexes.set(world.people, index);
  }
  return index.get(accountId);
}
