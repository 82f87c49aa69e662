import { z } from 'zod';
import type { ApiSession, Query } from '../http/session';
import { largestPage } from '../paging';
import { readBody } from '../validate';
import { pageBeanSchema } from './paging';

/**
 * Every item of a Jira PageBean list. The first page says how many there are and how many the
 * server gives a page (it may give fewer than asked); the other pages are then asked for at once,
 * the transport's per-host limit keeping the burst polite. Each item is validated.
 */
export async function collectPageBean<Item extends z.ZodType>(
  session: ApiSession,
  path: string,
  query: Query,
  item: Item,
  signal?: AbortSignal,
): Promise<z.output<Item>[]> {
  const bean = pageBeanSchema(z.unknown());
  const fetchPage = async (startAt: number, maxResults: number) => {
    const response = await session.request({ area: 'jira', path, query: { ...query, startAt, maxResults }, signal });
    return readBody('jira', bean, response.body);
  };
  const first = await fetchPage(0, largestPage['jira-page-bean']);
  const pages = [first.values];
  const step = first.values.length;
  if (first.isLast !== true && step > 0) {
    if (first.total !== undefined) {
      const offsets: number[] = [];
      for (let offset = step; offset < first.total; offset += step) offsets.push(offset);
      pages.push(...(await Promise.all(offsets.map(async (offset) => (await fetchPage(offset, step)).values))));
    } else {
      // No total: walk on until a page says it is the last, or comes back short.
      for (let offset = step; ; offset += step) {
        const page = await fetchPage(offset, step);
        pages.push(page.values);
        if (page.isLast === true || page.values.length < step) break;
      }
    }
  }
  return pages.flat().map((raw) => readBody('jira', item, raw));
}
