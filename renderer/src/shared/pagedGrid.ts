import type { DataGridProps, GridPaginationModel, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { startTransition, useMemo, useState } from 'react';
import { pageOf } from '../../../app/contract/page-of';
import { sortOrder, textRanks } from '../../../app/contract/sort-order';

/** What a column sorts by: a number (missing ones first, as the grid's own sort puts them) or text. */
export type SortKey<R> = { number: (row: R) => number | null } | { text: (row: R) => string };

/** The rows in the column's order (see `sortOrder`). */
export function sortRows<R>(rows: readonly R[], key: SortKey<R>, direction: 'asc' | 'desc'): R[] {
  const keys = 'number' in key ? Float64Array.from(rows, (row) => key.number(row) ?? Number.NaN) : textRanks(rows.map(key.text));
  return Array.from(sortOrder(keys, direction), (index) => rows[index] as R);
}

interface Options<R> {
  /** What each sortable column sorts by; a sort asked of any other column is ignored. */
  sortKeys: Readonly<Record<string, SortKey<R>>>;
  initialSort?: GridSortModel;
  pageSize: number;
  pageSizeOptions: number[];
}

export type PagedGridProps<R extends GridValidRowModel> = Pick<
  DataGridProps<R>,
  | 'rows'
  | 'rowCount'
  | 'paginationMode'
  | 'sortingMode'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortModel'
  | 'onSortModelChange'
  | 'pageSizeOptions'
  | 'keepNonExistentRowsSelected'
>;

/**
 * Sorting and paging of a big list done here, with the grid given one page of rows at a time. Handed
 * 30,000 rows, the data grid builds its own index of all of them and sorts them in one go, which holds the
 * window for over a second; a sort here is one pass over plain numbers or strings, and the grid only ever
 * sees a page. Selection is kept across pages (the grid would otherwise forget rows it no longer holds).
 * When the list changes (a new filter), the table goes back to its first page.
 */
export function usePagedGrid<R extends GridValidRowModel>(rows: readonly R[], options: Options<R>): PagedGridProps<R> {
  const { sortKeys, pageSize, pageSizeOptions } = options;
  const [sortModel, setSortModel] = useState<GridSortModel>(options.initialSort ?? []);
  const [pagination, setPagination] = useState<{ model: GridPaginationModel; rows: readonly R[] }>({
    model: { page: 0, pageSize },
    rows,
  });
  const model = pagination.rows === rows ? pagination.model : { page: 0, pageSize: pagination.model.pageSize };

  const sorted = useMemo(() => {
    const [order] = sortModel;
    const key = order ? sortKeys[order.field] : undefined;
    return order?.sort && key ? sortRows(rows, key, order.sort) : rows;
  }, [rows, sortModel, sortKeys]);

  const { rows: pageRows, page } = useMemo(() => pageOf(sorted, model.page, model.pageSize), [sorted, model.page, model.pageSize]);

  return {
    rows: pageRows,
    rowCount: sorted.length,
    paginationMode: 'server',
    sortingMode: 'server',
    paginationModel: { page, pageSize: model.pageSize },
    // A new page or order is drawn as background work: the click is answered at once, the rows follow.
    onPaginationModelChange: (next) => startTransition(() => setPagination({ model: next, rows })),
    sortModel,
    onSortModelChange: (next) =>
      startTransition(() => {
        setSortModel(next.filter((item) => item.field in sortKeys));
        setPagination({ model: { page: 0, pageSize: model.pageSize }, rows });
      }),
    pageSizeOptions,
    keepNonExistentRowsSelected: true,
  };
}
