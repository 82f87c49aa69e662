import { SandboxHttpError, type RouteDef } from '../../kit';
import { managedAccount, requirePrivilege } from './lookup';
import type { AdminState } from './state';

export const tokenRoutes: RouteDef<AdminState>[] = [
  {
    method: 'GET',
    path: '/users/{account_id}/manage/api-tokens',
    handle: (req, state, world) => {
      const person = managedAccount(req, world);
      requirePrivilege(person, 'apiToken.read', world);
      // A bare array, not a page: the real endpoint has no pagination.
      return { status: 200, body: state.tokensByAccount[person.accountId] ?? [] };
    },
  },
  {
    method: 'DELETE',
    path: '/users/{account_id}/manage/api-tokens/{tokenId}',
    idempotent: false,
    handle: (req, state, world) => {
      const person = managedAccount(req, world);
      requirePrivilege(person, 'apiToken.delete', world);
      const tokens = state.tokensByAccount[person.accountId] ?? [];
      const index = tokens.findIndex((token) => token.id === req.params.tokenId);
      if (index < 0) throw new SandboxHttpError(404, { key: 'notFound' });
      tokens.splice(index, 1);
      return { status: 204 };
    },
  },
];
