import { z } from 'zod';
import { AccountId, OnConnection } from '../channels/common';
import { ConfluenceUser, Cursor, cursorPageOf, HistoryPerson, nullableText, Offset, offsetPageOf } from './content';

/** Finding content and people (classic v1 search), and the names and pictures of the people a screen shows. */

export const SearchHit = z.object({
  title: z.string(),
  excerpt: z.string(),
  url: z.string(),
  entityType: z.string(),
  lastModified: nullableText,
  friendlyLastModified: nullableText,
  content: z.object({ id: z.string(), type: z.string(), title: z.string(), status: nullableText }).nullable(),
  space: z.object({ key: z.string(), name: z.string() }).nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const confluenceSearchChannels = {
  'confluence.content.search': {
    input: OnConnection.extend(Cursor.shape).extend({
      cql: z.string().trim().min(1, 'Enter a CQL query.'),
      limit: z.number().int().min(1).max(1000).optional(),
      excerpt: z.enum(['highlight', 'indexed', 'none', 'highlight_unescaped', 'indexed_unescaped']).optional(),
      includeArchivedSpaces: z.boolean().optional(),
    }),
    output: cursorPageOf(SearchHit).extend({ totalSize: z.number().int().nullable() }),
  },
  'confluence.users.search': {
    input: OnConnection.extend(Offset.shape).extend({ cql: z.string().trim().min(1, 'Enter a user CQL query.') }),
    output: offsetPageOf(ConfluenceUser).extend({ totalSize: z.number().int().nullable() }),
  },
  /** Names and pictures of the people a screen shows (version authors, uploaders). */
  'confluence.people.list': { input: OnConnection.extend({ accountIds: z.array(AccountId).max(500) }), output: z.object({ people: z.array(HistoryPerson) }) },
} as const;
