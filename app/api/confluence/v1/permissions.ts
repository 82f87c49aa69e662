import { z } from 'zod';
import type { ConfluenceGroup } from '../../../contract/confluence/restrictions';
import { isAppError } from '../../../contract/errors';
import type { ApiSession } from '../../http/session';
import { readBody } from '../../validate';
import { fetchOffsetPage, type OffsetPage } from '../shared/paging';
import { V1 } from '../shared/paths';
import { v1Group } from './user-schema';

export interface PermissionAnswer {
  hasPermission: boolean;
  /** Confluence's own sentences when the answer is no ("User does not have permission to the space"). */
  reasons: string[];
}

const checkAnswer = z.looseObject({
  hasPermission: z.boolean(),
  errors: z
    .array(z.looseObject({ translation: z.string().nullish(), key: z.string().nullish() }))
    .nullish()
    .transform((errors) => errors ?? []),
});

/**
 * Confluence's own verdict for a person or group on one piece of content: site, space and restrictions
 * together. Checking anyone but yourself needs the Confluence Administrator global permission (403 otherwise).
 */
export async function checkContentPermission(
  session: ApiSession,
  contentId: string,
  subject: { type: 'user' | 'group'; id: string },
  operation: 'read' | 'update' | 'delete',
  signal?: AbortSignal,
): Promise<PermissionAnswer> {
  const response = await session.request({
    area: 'confluence',
    method: 'POST',
    path: `${V1}/content/${encodeURIComponent(contentId)}/permission/check`,
    body: { subject: { type: subject.type, identifier: subject.id }, operation },
    signal,
  });
  const body = readBody('confluence', checkAnswer, response.body);
  return { hasPermission: body.hasPermission, reasons: body.errors.flatMap((error) => error.translation ?? error.key ?? []) };
}

/** Every group a person belongs to, all pages of them. */
export async function groupsOfUser(session: ApiSession, accountId: string, signal?: AbortSignal): Promise<ConfluenceGroup[]> {
  const groups: ConfluenceGroup[] = [];
  let start: number | null = 0;
  for (let round = 0; start !== null && round < 100; round += 1) {
    const page: OffsetPage<ConfluenceGroup> = await fetchOffsetPage(session, { path: `${V1}/user/memberof`, query: { accountId }, start, limit: 200, signal }, v1Group);
    groups.push(...page.items);
    start = page.nextStart;
  }
  return groups;
}

/** A group by its id; null when the directory no longer has it (deleted). */
export async function groupById(session: ApiSession, groupId: string, signal?: AbortSignal): Promise<ConfluenceGroup | null> {
  try {
    const response = await session.request({ area: 'confluence', path: `${V1}/group/by-id`, query: { id: groupId }, signal });
    return readBody('confluence', v1Group, response.body);
  } catch (error) {
    if (isAppError(error) && error.info.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** Groups whose name contains the text, first page only (a picker shows the best few). */
export async function searchGroups(session: ApiSession, query: string, limit: number, signal?: AbortSignal): Promise<ConfluenceGroup[]> {
  const page = await fetchOffsetPage(session, { path: `${V1}/group/picker`, query: { query }, start: 0, limit, signal }, v1Group);
  return page.items;
}
