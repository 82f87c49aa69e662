import { z } from 'zod';

/** Jira's offset paging, in the contract's page shape (`JiraPage` in `contract/jira/models.ts`). */
export interface OffsetPage<Item> {
  items: Item[];
  startAt: number;
  maxResults: number;
  total: number | null;
  nextStartAt: number | null;
}

export interface PageWindow {
  startAt: number;
  maxResults: number;
}

/** `PageBean`: `{startAt, maxResults, total, isLast, values}` (`self` and `nextPage` are not needed). */
export const pageBeanSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    startAt: z.number().int(),
    maxResults: z.number().int(),
    total: z.number().int().optional(),
    isLast: z.boolean().optional(),
    values: z.array(item),
  });

export function fromPageBean<Raw, Item>(
  bean: { startAt: number; maxResults: number; total?: number; isLast?: boolean; values: Raw[] },
  toItem: (raw: Raw) => Item,
): OffsetPage<Item> {
  const reached = bean.startAt + bean.values.length;
  // Some Jira lists omit isLast; then the total, or a short page, tells.
  const isLast = bean.isLast ?? (bean.total !== undefined ? reached >= bean.total : bean.values.length < bean.maxResults);
  return {
    items: bean.values.map(toItem),
    startAt: bean.startAt,
    maxResults: bean.maxResults,
    total: bean.total ?? null,
    nextStartAt: isLast || bean.values.length === 0 ? null : reached,
  };
}
