import type { RouteDef } from '../../kit';
import { managedAccount } from './lookup';
import { profileMutability, simplePrivileges, simpleRule, type Rule } from './manageability';
import type { AdminState } from './state';

/** `profile` is the deprecated alias of `profile.write`; it is answered only when asked for. */
const defaultPrivileges = ['profile.write', ...simplePrivileges] as const;

export const manageRoute: RouteDef<AdminState> = {
  method: 'GET',
  path: '/users/{account_id}/manage',
  handle: (req, _state, world) => {
    const person = managedAccount(req, world);
    const asked = req.query.getAll('privileges').flatMap((value) => value.split(','));
    const privileges = asked.length > 0 ? asked : [...defaultPrivileges];
    const answer: Record<string, Rule | Record<string, Rule>> = {};
    for (const privilege of privileges) {
      if (privilege === 'profile' || privilege === 'profile.write') answer[privilege] = profileMutability(person);
      const simple = simplePrivileges.find((candidate) => candidate === privilege);
      if (simple) answer[simple] = simpleRule(person, simple, world.adminAccountId);
    }
    return { status: 200, body: answer };
  },
};
