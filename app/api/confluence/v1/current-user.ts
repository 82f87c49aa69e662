import { z } from 'zod';
import type { ConfluenceUser } from '../../../contract/confluence/content';
import { AppError, isAppError } from '../../../contract/errors';
import type { ApiSession } from '../../http/session';
import { V1 } from '../shared/paths';
import { readBody } from '../../validate';
import { v1User } from './user-schema';

export interface CurrentUser {
  user: ConfluenceUser;
  /** Which request answered: the dedicated endpoint, or a user search when a site does not serve it. */
  source: 'user/current' | 'search';
}

const userSearch = z.looseObject({ results: z.array(z.looseObject({ user: v1User.nullish() })) });

/** The account the connection's e-mail and token belong to. */
export async function currentUser(session: ApiSession, signal?: AbortSignal): Promise<CurrentUser> {
  try {
    const response = await session.request({ area: 'confluence', path: `${V1}/user/current`, signal });
    return { user: readBody('confluence', v1User, response.body), source: 'user/current' };
  } catch (error) {
    if (!isAppError(error) || error.info.code !== 'NOT_FOUND') throw error;
  }
  const response = await session.request({
    area: 'confluence',
    path: `${V1}/search/user`,
    query: { cql: 'user = currentUser()', limit: 1 },
    signal,
  });
  const user = readBody('confluence', userSearch, response.body).results[0]?.user;
  if (!user?.accountId) throw new AppError('UPSTREAM', 'Confluence did not say which account this connection signs in as.');
  return { user, source: 'search' };
}

export async function currentAccountId(session: ApiSession, signal?: AbortSignal): Promise<string> {
  const { user } = await currentUser(session, signal);
  if (!user.accountId) throw new AppError('UPSTREAM', 'Confluence did not say which account this connection signs in as.');
  return user.accountId;
}
