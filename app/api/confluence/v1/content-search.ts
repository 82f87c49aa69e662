import { z } from 'zod';
import type { ConfluenceGroup } from '../../../contract/confluence/restrictions';
import type { ConfluenceUser } from '../../../contract/confluence/content';
import type { ApiSession } from '../../http/session';
import { idText } from '../shared/fields';
import { fetchCursorPage, type CursorPage, type PageRequest } from '../shared/paging';
import { V1 } from '../shared/paths';
import { v1Restriction } from './restriction-schema';

/** A page as content search answers it with its own restrictions and its ancestors expanded. */
export interface RestrictedContent {
  id: string;
  title: string;
  status: string;
  /** Highest first. */
  ancestors: Array<{ id: string; title: string }>;
  read: { users: ConfluenceUser[]; groups: ConfluenceGroup[] };
  update: { users: ConfluenceUser[]; groups: ConfluenceGroup[] };
}

const EXPAND = [
  'ancestors',
  'restrictions.read.restrictions.user',
  'restrictions.read.restrictions.group',
  'restrictions.update.restrictions.user',
  'restrictions.update.restrictions.group',
].join(',');

const item = z
  .looseObject({
    id: idText,
    title: z.string().nullish(),
    status: z.string().nullish(),
    ancestors: z.array(z.looseObject({ id: idText, title: z.string().nullish() })).nullish(),
    restrictions: z.looseObject({ read: v1Restriction.nullish(), update: v1Restriction.nullish() }).nullish(),
  })
  .transform(
    (content): RestrictedContent => ({
      id: content.id,
      title: content.title ?? '',
      status: content.status ?? 'current',
      ancestors: (content.ancestors ?? []).map((ancestor) => ({ id: ancestor.id, title: ancestor.title ?? '' })),
      read: { users: content.restrictions?.read?.users ?? [], groups: content.restrictions?.read?.groups ?? [] },
      update: { users: content.restrictions?.update?.users ?? [], groups: content.restrictions?.update?.groups ?? [] },
    }),
  );

/**
 * Pages matching a CQL query, each with its own view and edit lists and its ancestors, up to 250 a
 * request: a whole space's restrictions in one pass instead of one call per page.
 */
export function searchContentWithRestrictions(session: ApiSession, cql: string, page: PageRequest = {}): Promise<CursorPage<RestrictedContent>> {
  return fetchCursorPage(session, { path: `${V1}/content/search`, query: { cql, expand: EXPAND }, style: 'confluence-v1-search' }, item, page);
}
