import type { paths } from '../generated/admin';
import type { ApiSession } from '../http/session';
import { managePath } from './paths';

type DeactivationBody = paths['/users/{account_id}/manage/lifecycle/disable']['post']['requestBody']['content']['application/json'];

/**
 * Deactivates a managed account. The API requires a body; `{}` lets Atlassian use its default message.
 * API tokens are not revoked by this (they stay listed and stop working).
 */
export async function deactivateAccount(session: ApiSession, accountId: string, message?: string, signal?: AbortSignal): Promise<void> {
  await session.request({
    area: 'admin',
    method: 'POST',
    path: managePath(accountId, '/lifecycle/disable'),
    body: (message === undefined ? {} : { message }) satisfies DeactivationBody,
    signal,
  });
}

export async function reactivateAccount(session: ApiSession, accountId: string, signal?: AbortSignal): Promise<void> {
  await session.request({ area: 'admin', method: 'POST', path: managePath(accountId, '/lifecycle/enable'), signal });
}
