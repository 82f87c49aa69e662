import type { Person, World } from '../kit';

/**
 * People by account id, built once per people list: every area names people thousands of times a
 * request (a page of 1,000 users, a scheme of 10,000 recipients), and searching a 100,000-person list
 * for each made such a page take seconds. People are changed in place, never swapped, so an index
 * stays right until people are added; then it is built again.
 */
const peopleIndexes = new WeakMap<readonly Person[], Map<string, Person>>();

export function findPerson(world: Pick<World, 'people'>, accountId: string): Person | undefined {
  let index = peopleIndexes.get(world.people);
  if (!index || index.size !== world.people.length) {
    index = new Map(world.people.map((person) => [person.accountId, person]));
    peopleIndexes.set(world.people, index);
  }
  return index.get(accountId);
}
