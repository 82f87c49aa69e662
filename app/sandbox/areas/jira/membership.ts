import type { Person } from '../../kit';
import type { JiraProject } from './state';

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

export function canBrowse(project: JiraProject, person: Person): boolean {
  if (person.status !== 'active') return false;
  if (person.accountId === project.leadAccountId) return true;
  return pairHash(project.key, person.accountId, 'browse') < project.browseShare;
}

/** Assignees are browsing, active, human accounts; apps and customers are never assignable. */
export function canBeAssigned(project: JiraProject, person: Person): boolean {
  if (person.accountType !== 'atlassian' || !canBrowse(project, person)) return false;
  if (person.accountId === project.leadAccountId) return true;
  return pairHash(project.key, person.accountId, 'assign') < project.assignableShare;
}
