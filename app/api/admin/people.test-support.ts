import type { Person, World } from '../../sandbox/kit';

/** Picks a generated person matching `traits`, failing loudly when the seed has none. */
export function personWith(world: World, traits: Partial<Person>, notAdmin = true): Person {
  const found = world.people.find(
    (person) =>
      (!notAdmin || person.accountId !== world.adminAccountId) &&
      Object.entries(traits).every(([key, value]) => person[key as keyof Person] === value),
  );
  if (!found) throw new Error(`the sandbox world has nobody with ${JSON.stringify(traits)}`);
  return found;
}

/** A managed account with no directory, SSO policy or export block: everything is allowed. */
export const plainTraits: Partial<Person> = {
  directory: 'none',
  samlPolicy: false,
  exportControlBlocked: false,
  domainVerified: true,
  accountType: 'atlassian',
  status: 'active',
};
