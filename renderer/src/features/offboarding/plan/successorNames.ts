import type { Principal } from '../../../../../app/contract/confluence/access.channels';
import type { Successor } from '../../../../../app/contract/offboarding/leavers.channels';

/** The people and groups picked so far, by `type:id`, so a successor (only an id in the choices) is shown by name. */
export type PickedNames = ReadonlyMap<string, Principal>;

export const principalKey = (principal: Successor) => `${principal.type}:${principal.id}`;

/** The successor as the picker shows it: its name when it was picked here, else its id. */
export function asPrincipal(successor: Successor | null, names: PickedNames): Principal | null {
  if (successor === null) return null;
  return names.get(principalKey(successor)) ?? { type: successor.type, id: successor.id, name: successor.id, email: null, avatarPath: null, status: 'active' };
}

export function successorName(successor: Successor | null, names: PickedNames): string | null {
  const principal = asPrincipal(successor, names);
  if (principal === null) return null;
  return principal.type === 'group' ? `the group ${principal.name}` : principal.name;
}
