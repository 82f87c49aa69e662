import type { z } from 'zod';
import type { ApiSession, Query } from '../http/session';
import { listAll } from '../paging';
import { readBody } from '../validate';

/** Every item of a Jira PageBean list, asking for the largest page and validating each item. */
export async function collectPageBean<Item extends z.ZodType>(
  session: ApiSession,
  path: string,
  query: Query,
  item: Item,
  signal?: AbortSignal,
): Promise<z.output<Item>[]> {
  const items: z.output<Item>[] = [];
  for await (const raw of listAll<unknown>(session, { area: 'jira', path, style: 'jira-page-bean', query }, { signal })) {
    items.push(readBody('jira', item, raw));
  }
  return items;
}
