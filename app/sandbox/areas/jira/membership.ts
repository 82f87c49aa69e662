import type { Person } from '../../kit';
import type { JiraProject, JiraState } from './state';

/** The group the sandbox's permission schemes grant "Browse projects" in every project (the site user is in it). */
const BROWSES_EVERY_PROJECT = 'jira-administrators';

/**
 * Project membership is derived, not stored: a person belongs to a project when a hash of the pair
 * falls under the project's share. That keeps large worlds small on disk and is stable across runs.
 */
function pairHash(projectKey: string, accountId: string, salt: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${salt}:${projectKey}:${accountId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 0x1_0000_0000;
}

/**
 * "Browse projects": the one rule for who may see a project. Every route asks it of its caller (one it
 * may not browse answers 404, as a missing project does), and the permission searches ask it of
 * everyone, so the two never disagree. Active people only: the lead, the Jira administrators, and the
 * share of the organisation the membership hash picks.
 */
export function canBrowse(state: JiraState, project: JiraProject, person: Person): boolean {
  if (person.status !== 'active') return false;
  if (person.accountId === project.leadAccountId) return true;
  if (state.groups.some((group) => group.name === BROWSES_EVERY_PROJECT && group.memberAccountIds.includes(person.accountId))) return true;
  return pairHash(project.key, person.accountId, 'browse') < project.browseShare;
}

/** Assignees are browsing, active, human accounts; apps and customers are never assignable. */
export function canBeAssigned(state: JiraState, project: JiraProject, person: Person): boolean {
  if (person.accountType !== 'atlassian' || !canBrowse(state, project, person)) return false;
  if (person.accountId === project.leadAccountId) return true;
  return pairHash(project.key, person.accountId, 'assign') < project.assignableShare;
}
