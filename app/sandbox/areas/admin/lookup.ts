import type { Person, SandboxRequest, World } from '../../kit';
import { findPerson } from '../../data/person-index';
import { accountNotFound, actionForbidden, targetUnverified } from './errors';
import { isManaged, simpleRule, type SimplePrivilege } from './manageability';

/** The managed account named by the path, or the Admin API's 404 / 403 for it. */
export function managedAccount(req: SandboxRequest, world: World): Person {
  const person = req.params.account_id === undefined ? undefined : findPerson(world, req.params.account_id);
  if (!person) throw accountNotFound();
  if (!isManaged(person)) throw targetUnverified();
  return person;
}

/** Throws `forbidden.action` unless the admin holds `privilege` over `person`. */
export function requirePrivilege(person: Person, privilege: SimplePrivilege, world: World): void {
  const rule = simpleRule(person, privilege, world.adminAccountId);
  if (!rule.allowed) throw actionForbidden(rule);
}
