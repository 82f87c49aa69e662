import type { AdminState, ApiToken } from '../../app/sandbox/areas/admin/state';
import type { Person } from '../../app/sandbox/kit';
import type { RunningSandbox } from '../../app/sandbox/server';

/** What the users specs look up in an organization's world. */

export function tokensOf(org: RunningSandbox, accountId: string): ApiToken[] {
  return (org.world.areas.admin as AdminState).tokensByAccount[accountId] ?? [];
}

/** Every token a scan of the whole directory can read: apps and accounts outside verified domains are skipped. */
export function scannableTokens(org: RunningSandbox): ApiToken[] {
  return org.world.people
    .filter((person) => person.domainVerified && person.accountType === 'atlassian')
    .flatMap((person) => tokensOf(org, person.accountId));
}

/**
 * A person of the world that fits, never the signed-in admin (reach them by `world.adminAccountId`) and
 * none that other tests already changed.
 */
export function findPerson(org: RunningSandbox, what: string, fits: (person: Person) => boolean, skip: readonly string[] = []): Person {
  const person = org.world.people.find(
    (candidate) => candidate.accountId !== org.world.adminAccountId && fits(candidate) && !skip.includes(candidate.accountId),
  );
  if (!person) throw new Error(`the sandbox world has no ${what}`);
  return person;
}

/** An ordinary account the admin may fully manage. */
export const manageable = (person: Person): boolean =>
  person.domainVerified &&
  person.accountType === 'atlassian' &&
  person.status === 'active' &&
  person.directory === 'none' &&
  !person.samlPolicy &&
  !person.exportControlBlocked;
