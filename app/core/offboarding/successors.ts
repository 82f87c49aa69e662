import { groupById, groupsOfUser } from '../../api/confluence/v1/permissions';
import type { ApiSession } from '../../api/http/session';
import { getUsers } from '../../api/jira/users';
import type { SpacePermission } from '../../contract/confluence/pages-and-spaces.channels';
import type { HandoverChoices, Successor } from '../../contract/offboarding/leavers.channels';
import type { SuccessorFacts } from './dry-run';
import { holders } from './site-reads';

/** Every successor the choices name, once each. */
function successorsOf(choices: HandoverChoices): Successor[] {
  const all = choices.leavers.flatMap((leaver) => [
    ...Object.values(leaver.successors).flatMap((successor) => (successor ? [successor] : [])),
    ...Object.values(leaver.items).flatMap((item) => (item.successor ? [item.successor] : [])),
  ]);
  return [...new Map(all.map((successor) => [`${successor.type}:${successor.id}`, successor])).values()];
}

/**
 * What the dry run needs to know of the successors the admin chose: each person's name and whether they are
 * active, each group's name, the groups each person is in, and who may view each space (from the inventory).
 */
export async function readSuccessorFacts(
  session: ApiSession,
  choices: HandoverChoices,
  grants: ReadonlyMap<string, readonly SpacePermission[]>,
  signal: AbortSignal,
): Promise<SuccessorFacts> {
  const successors = successorsOf(choices);
  const personIds = successors.filter((successor) => successor.type === 'user').map((successor) => successor.id);
  const groupIds = successors.filter((successor) => successor.type === 'group').map((successor) => successor.id);
  const [users, groups, memberships] = await Promise.all([
    personIds.length === 0 ? new Map() : getUsers(session, personIds, signal),
    Promise.all(groupIds.map(async (id) => [id, await groupById(session, id, signal)] as const)),
    Promise.all(personIds.map(async (id) => [id, await groupsOfUser(session, id, signal)] as const)),
  ]);
  return {
    people: new Map([...users.values()].map((user) => [user.accountId, { name: user.displayName ?? user.accountId, active: user.active }])),
    groups: new Map(groups.flatMap(([id, group]) => (group === null ? [] : [[id, { name: group.name }]]))),
    groupsOf: new Map(memberships.map(([id, list]) => [id, list.flatMap((group) => (group.id === null ? [] : [group.id]))])),
    viewers: new Map([...grants].map(([spaceId, list]) => [spaceId, holders(list, 'read')])),
  };
}
