import type { Person, SandboxRequest } from '../../../kit';
import { badRequest } from '../http/errors';
import { nonNegativeIntParam } from '../http/query';

/** Jira never looks past the thousandth user of a search, whatever startAt and maxResults say. */
export const USER_SEARCH_WINDOW = 1000;
const ACCOUNT_ID_MAX = 128;

export interface UserCriteria {
  /** Lower-cased prefix; an empty string matches everyone. */
  query?: string;
  accountId?: string;
  startAt: number;
  maxResults: number;
}

/**
 * Reads query/accountId/startAt/maxResults. `required` is whether one of query and accountId must
 * be present; they are mutually exclusive in every user search.
 */
export function readUserCriteria(req: SandboxRequest, required: boolean): UserCriteria {
  const query = req.query.get('query');
  const accountId = req.query.get('accountId');
  if (query !== null && accountId !== null) throw badRequest('Provide either query or accountId, not both.');
  if (required && query === null && accountId === null) throw badRequest('One of the parameters query or accountId is required.');
  if (accountId !== null && accountId.length > ACCOUNT_ID_MAX) {
    throw badRequest(`accountId must not be longer than ${ACCOUNT_ID_MAX} characters.`);
  }
  const criteria: UserCriteria = {
    startAt: nonNegativeIntParam(req.query, 'startAt', 0),
    maxResults: nonNegativeIntParam(req.query, 'maxResults', 50),
  };
  if (query !== null) criteria.query = query.trim().toLowerCase();
  if (accountId !== null) criteria.accountId = accountId;
  return criteria;
}

/**
 * Prefix match on the display name (any word of it) and on the e-mail address. A hidden address is
 * still found by the exact, full address (admins look people up that way) but never by a prefix,
 * which would leak it letter by letter.
 */
export function matchesCriteria(person: Person, criteria: UserCriteria): boolean {
  if (criteria.accountId !== undefined) return person.accountId === criteria.accountId;
  const query = criteria.query;
  if (query === undefined || query === '') return true;
  const name = person.displayName.toLowerCase();
  if (name.startsWith(query) || name.split(/\s+/).some((word) => word.startsWith(query))) return true;
  const email = person.email.toLowerCase();
  return person.emailVisible ? email.startsWith(query) : email === query;
}

const displayNameOrder = new Intl.Collator('en');

/** One collator for every sort (a 10,000-person sort with `localeCompare(…, 'en')` takes seconds). */
export function byDisplayName(a: Person, b: Person): number {
  return displayNameOrder.compare(a.displayName, b.displayName) || a.accountId.localeCompare(b.accountId);
}

/** The [startAt, startAt + maxResults) slice, cut off at the search window. */
export function windowOf<T>(items: readonly T[], criteria: UserCriteria): T[] {
  const end = Math.min(criteria.startAt + criteria.maxResults, USER_SEARCH_WINDOW);
  return criteria.startAt >= end ? [] : items.slice(criteria.startAt, end);
}
