import { z } from 'zod';
import type { SearchHit } from '../../../contract/confluence/search.channels';
import { idText, maybeText } from '../shared/fields';
import { v1User } from './user-schema';

export const v1SearchHit = z
  .looseObject({
    title: z.string().nullish(),
    excerpt: maybeText,
    url: maybeText,
    entityType: maybeText,
    lastModified: maybeText,
    friendlyLastModified: maybeText,
    content: z.looseObject({ id: idText, type: z.string(), title: z.string().nullish(), status: maybeText }).nullish(),
    space: z.looseObject({ key: z.string(), name: z.string().nullish() }).nullish(),
    resultGlobalContainer: z.looseObject({ title: maybeText, displayUrl: maybeText }).nullish(),
  })
  .transform((hit): SearchHit => {
    // Content hits name their space only through the global container's link (`/spaces/KEY`).
    const spaceKey = hit.space?.key ?? /^\/spaces\/([^/]+)/.exec(hit.resultGlobalContainer?.displayUrl ?? '')?.[1] ?? null;
    return {
      title: hit.title ?? hit.content?.title ?? '',
      excerpt: hit.excerpt ?? '',
      url: hit.url ?? '',
      entityType: hit.entityType ?? 'content',
      lastModified: hit.lastModified,
      friendlyLastModified: hit.friendlyLastModified,
      content: hit.content ? { id: hit.content.id, type: hit.content.type, title: hit.content.title ?? hit.title ?? '', status: hit.content.status } : null,
      space: spaceKey ? { key: spaceKey, name: hit.space?.name ?? hit.resultGlobalContainer?.title ?? spaceKey } : null,
    };
  });

export const v1UserHit = z.looseObject({ user: v1User });
