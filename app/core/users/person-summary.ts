import type { ConfluenceUser } from '../../contract/confluence/content';
import type { JiraUserView } from '../../contract/jira/models';
import type { PersonSummary } from '../../contract/users/people.channels';

export function fromJiraUser(user: JiraUserView): PersonSummary {
  return {
    accountId: user.accountId,
    displayName: user.displayName,
    email: user.emailAddress,
    avatarUrl: user.avatarUrl,
    accountType: user.accountType === 'unknown' ? null : user.accountType,
    active: user.active,
    foundIn: ['jira'],
  };
}

/**
 * Confluence user results say nothing about whether the account is active, and hidden profile fields come
 * back null. `resolveAvatar` turns Confluence's site-relative picture paths into full addresses.
 */
export function fromConfluenceUser(user: ConfluenceUser & { accountId: string }, resolveAvatar: (path: string) => string | null): PersonSummary {
  return {
    accountId: user.accountId,
    displayName: user.displayName,
    email: user.email,
    avatarUrl: user.profilePicturePath === null ? null : resolveAvatar(user.profilePicturePath),
    accountType: user.accountType || null,
    active: null,
    foundIn: ['confluence'],
  };
}

function mergeTwo(first: PersonSummary, second: PersonSummary): PersonSummary {
  return {
    accountId: first.accountId,
    displayName: first.displayName ?? second.displayName,
    email: first.email ?? second.email,
    avatarUrl: first.avatarUrl ?? second.avatarUrl,
    accountType: first.accountType ?? second.accountType,
    active: first.active ?? second.active,
    foundIn: [...new Set([...first.foundIn, ...second.foundIn])],
  };
}

/**
 * One entry per account id, in order of first appearance. For each field the first non-null value wins,
 * so callers list the most reliable source first.
 */
export function mergePeople(...lists: readonly (readonly PersonSummary[])[]): PersonSummary[] {
  const merged = new Map<string, PersonSummary>();
  for (const list of lists) {
    for (const person of list) {
      const known = merged.get(person.accountId);
      merged.set(person.accountId, known ? mergeTwo(known, person) : person);
    }
  }
  return [...merged.values()];
}

/** Sorts by name, people whose name is hidden last (by id, so the order is stable). */
export function byName(a: PersonSummary, b: PersonSummary): number {
  if (a.displayName === null || b.displayName === null) {
    if (a.displayName !== b.displayName) return a.displayName === null ? 1 : -1;
    return a.accountId.localeCompare(b.accountId);
  }
  return a.displayName.localeCompare(b.displayName, 'en') || a.accountId.localeCompare(b.accountId);
}
