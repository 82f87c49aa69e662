import type { ApiTokenView } from '../../contract/users/accounts.channels';
import type { ApiSession } from '../http/session';
import { managePath } from './paths';
import { readBody } from '../validate';
import { ApiTokensSchema } from './schemas';

/** All of an account's API tokens; the API answers with one bare, unpaginated array. */
export async function listApiTokens(session: ApiSession, accountId: string, signal?: AbortSignal): Promise<ApiTokenView[]> {
  const response = await session.request({ area: 'admin', path: managePath(accountId, '/api-tokens'), signal });
  return readBody('admin', ApiTokensSchema, response.body).map((token) => ({
    id: token.id,
    label: token.label,
    createdAt: token.createdAt,
    lastUsedAt: token.lastAccess ?? null,
    expiresAt: token.expiry ?? null,
  }));
}

/** Revocation is permanent: whatever used the token stops working at once. */
export async function revokeApiToken(session: ApiSession, accountId: string, tokenId: string, signal?: AbortSignal): Promise<void> {
  await session.request({
    area: 'admin',
    method: 'DELETE',
    path: managePath(accountId, `/api-tokens/${encodeURIComponent(tokenId)}`),
    signal,
  });
}
