import { z } from 'zod';
import type { ApiSession } from '../http/session';
import { listAll } from '../paging';
import { readBody } from '../validate';

/**
 * Every item of a Bitbucket list, through the shared pager (which follows each `next` link as the
 * server gave it, on the area's own origin only), validated here at the boundary.
 */
export async function readAllPages<Item extends z.ZodType>(
  session: ApiSession,
  path: string,
  item: Item,
  options: { pageSize?: number; signal?: AbortSignal } = {},
): Promise<z.output<Item>[]> {
  const raw: unknown[] = [];
  const endpoint = { area: 'bitbucket' as const, style: 'bitbucket' as const, path, pageSize: options.pageSize };
  for await (const entry of listAll<unknown>(session, endpoint, { signal: options.signal })) raw.push(entry);
  return readBody('bitbucket', z.array(item), raw);
}
