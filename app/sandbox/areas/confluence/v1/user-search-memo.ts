import type { Person, World } from '../../../kit';

/**
 * The last user search's answer, kept while nothing it read has changed. Listing a 100,000-person
 * directory a page of 1,000 at a time asked the same query a hundred times, and each time sorted every
 * person by name (about a second each). A search reads of each person only the account type, id and
 * name, so the answer holds while the people list has the same people with the same three fields; that
 * is checked on every request (a pass over the list, no sorting), however the world was changed.
 */
interface RememberedSearch {
  cql: string;
  callerAccountId: string;
  people: readonly Person[];
  /** Each person's account type, id and name when the answer was made, three entries a person. */
  read: string[];
  found: readonly Person[];
}

const remembered = new WeakMap<World, RememberedSearch>();

function whatSearchReads(people: readonly Person[]): string[] {
  return people.flatMap((person) => [person.accountType, person.accountId, person.displayName]);
}

function stillHolds(entry: RememberedSearch, people: readonly Person[]): boolean {
  if (entry.people.length !== people.length) return false;
  for (let index = 0; index < people.length; index += 1) {
    const person = people[index];
    if (person === undefined || person !== entry.people[index]) return false;
    const at = index * 3;
    if (person.accountType !== entry.read[at] || person.accountId !== entry.read[at + 1] || person.displayName !== entry.read[at + 2]) return false;
  }
  return true;
}

/** The answer of `search` for this query and caller, made again only when the people it read have changed. */
export function rememberedUserSearch(world: World, cql: string, callerAccountId: string, search: () => Person[]): readonly Person[] {
  const entry = remembered.get(world);
  if (entry !== undefined && entry.cql === cql && entry.callerAccountId === callerAccountId && stillHolds(entry, world.people)) return entry.found;
  const found = search();
  remembered.set(world, { cql, callerAccountId, people: [...world.people], read: whatSearchReads(world.people), found });
  return found;
}
