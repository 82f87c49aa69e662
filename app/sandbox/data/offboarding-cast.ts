import type { Person } from '../kit';
import { avatarPathFor } from './avatars';
import { guaranteedCaseCount, orgDomain } from './people';

/**
 * The people of the offboarding story, in every world whatever the seed: a leaver tied to everything
 * (pages, restrictions, a space, schemes, a project, tokens), a second leaver whose account a SCIM
 * directory manages (so deactivation is refused while the hand-over still works), a successor who can
 * take everything over, and one who cannot view the leaver's sales space. The deactivated person the
 * plan must refuse as a successor is the world's first deactivated account (see `offboardingCast`).
 *
 * They are generated people given fixed names afterwards, so that no random draw of the world moves.
 */
const ROLES = {
  leaver: { first: 'Dana', last: 'Whitfield', jobTitle: 'Regional Sales Manager', department: 'Sales', directory: 'none' },
  scimLeaver: { first: 'Marcus', last: 'Obi', jobTitle: 'Account Executive', department: 'Sales', directory: 'scim' },
  successor: { first: 'Helen', last: 'Marsh', jobTitle: 'Head of Sales', department: 'Sales', directory: 'none' },
  blockedSuccessor: { first: 'Ravi', last: 'Chandran', jobTitle: 'Support Engineer', department: 'Support', directory: 'none' },
} as const;

type Role = keyof typeof ROLES;

/** Display names of the cast, for tests and specs that look for them on screen. */
export const OFFBOARDING_NAMES: Record<Role, string> = {
  leaver: 'Dana Whitfield',
  scimLeaver: 'Marcus Obi',
  successor: 'Helen Marsh',
  blockedSuccessor: 'Ravi Chandran',
};

export interface OffboardingCast extends Record<Role, Person> {
  /** The first deactivated person: never a valid successor. */
  deactivated: Person;
}

function fits(person: Person, directory: Person['directory']): boolean {
  return (
    person.accountType === 'atlassian' &&
    person.status === 'active' &&
    person.directory === directory &&
    person.domainVerified &&
    person.emailVisible &&
    !person.samlPolicy &&
    !person.exportControlBlocked
  );
}

/**
 * Picks each role from the end of the list (far from the people other demo cases take from its start)
 * and names it. When no generated person fits a role, the last one still free is made to fit: that
 * changes a profile but never a random draw.
 */
export function nameOffboardingCast(people: Person[]): void {
  const taken = new Set<number>();
  for (const role of Object.keys(ROLES) as Role[]) {
    const spec = ROLES[role];
    const free = (index: number) => index >= guaranteedCaseCount && !taken.has(index);
    let index = people.findLastIndex((person, at) => free(at) && fits(person, spec.directory));
    if (index < 0) index = people.findLastIndex((_, at) => free(at));
    const person = people[index];
    if (person === undefined) throw new Error('too few people for the offboarding cast');
    taken.add(index);
    const local = `${spec.first}.${spec.last}`.toLowerCase();
    Object.assign(person, {
      displayName: `${spec.first} ${spec.last}`,
      nickname: spec.first,
      email: `${local}@${orgDomain}`,
      accountType: 'atlassian',
      status: 'active',
      directory: spec.directory,
      domainVerified: true,
      emailVisible: true,
      samlPolicy: false,
      exportControlBlocked: false,
      jobTitle: spec.jobTitle,
      department: spec.department,
      avatarUrl: avatarPathFor(`${spec.first[0] ?? ''}${spec.last[0] ?? ''}`, index % 6),
    } satisfies Partial<Person>);
  }
}

/** The cast of a world, found by name; undefined for a world saved before it had one. */
export function offboardingCast(people: readonly Person[]): OffboardingCast | undefined {
  const named = (role: Role) => people.find((person) => person.displayName === OFFBOARDING_NAMES[role] && person.email.startsWith(`${ROLES[role].first.toLowerCase()}.`));
  const deactivated = people.find((person) => person.accountType === 'atlassian' && person.status === 'inactive');
  const leaver = named('leaver');
  const scimLeaver = named('scimLeaver');
  const successor = named('successor');
  const blockedSuccessor = named('blockedSuccessor');
  if (!leaver || !scimLeaver || !successor || !blockedSuccessor || !deactivated) return undefined;
  return { leaver, scimLeaver, successor, blockedSuccessor, deactivated };
}
