import { SandboxHttpError, type Person, type RouteDef } from '../../kit';
import { managedAccount, requirePrivilege } from './lookup';
import type { AdminState } from './state';

function lifecycleConflict(person: Person, code: string, message: string): SandboxHttpError {
  return new SandboxHttpError(409, {
    key: 'conflict.lifecycleErrors',
    context: { message, accountId: person.accountId, errorCodes: [{ code, message }] },
  });
}

const defaultDeactivationMessage = 'Your account has been deactivated by your organization admin.';

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
}

export const lifecycleRoutes: RouteDef<AdminState>[] = [
  {
    method: 'POST',
    path: '/users/{account_id}/manage/lifecycle/disable',
    idempotent: false,
    handle: (req, state, world) => {
      const person = managedAccount(req, world);
      requirePrivilege(person, 'lifecycle.enablement', world);
      if (person.status === 'inactive') throw lifecycleConflict(person, 'ACCOUNT_ALREADY_DEACTIVATED', 'The account is already deactivated.');
      person.status = 'inactive';
      // API tokens are not revoked by deactivation (they stay listed and stop working), as in the real service.
      state.deactivationMessages[person.accountId] = messageOf(req.body) ?? defaultDeactivationMessage;
      return { status: 204 };
    },
  },
  {
    method: 'POST',
    path: '/users/{account_id}/manage/lifecycle/enable',
    idempotent: false,
    handle: (req, state, world) => {
      const person = managedAccount(req, world);
      requirePrivilege(person, 'lifecycle.enablement', world);
      if (person.status === 'active') throw lifecycleConflict(person, 'ACCOUNT_ALREADY_ACTIVE', 'The account is already active.');
      person.status = 'active';
      delete state.deactivationMessages[person.accountId];
      return { status: 204 };
    },
  },
];
