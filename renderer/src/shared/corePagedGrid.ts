import type { DataGridProps, GridPaginationModel, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { startTransition, useState } from 'react';

interface Options<F extends string> {
  /** The grid's sortable columns and the name the core gives each; a sort of any other column is ignored. */
  sortFields: Readonly<Record<string, F>>;
  initialSort?: GridSortModel;
  pageSize: number;
  pageSizeOptions: number[];
  /** A new value (a new filter) takes the table back to its first page. */
  resetOn?: unknown;
}

/** What to ask the core for: the order and the page. */
export interface PageAsk<F extends string> {
  sort: { field: F; direction: 'asc' | 'desc' } | null;
  page: number;
  pageSize: number;
}

export type CorePagedGridProps<R extends GridValidRowModel> = Pick<
  DataGridProps<R>,
  'rowCount' | 'paginationMode' | 'sortingMode' | 'paginationModel' | 'onPaginationModelChange' | 'sortModel' | 'onSortModelChange' | 'pageSizeOptions' | 'keepNonExistentRowsSelected'
>;

/**
 * A table whose rows the core sorts and pages: the window holds the order and page asked for, and the one
 * page of rows the core answered. `grid` is given how many rows there are and which page the core
 * answered (a page past the end comes back as the last one).
 */
export function useCorePagedGrid<F extends string>(options: Options<F>) {
  const { sortFields, pageSize, pageSizeOptions, resetOn } = options;
  const [sortModel, setSortModel] = useState<GridSortModel>(options.initialSort ?? []);
  const [pagination, setPagination] = useState<{ model: GridPaginationModel; resetOn: unknown }>({ model: { page: 0, pageSize }, resetOn });
  const model = Object.is(pagination.resetOn, resetOn) ? pagination.model : { page: 0, pageSize: pagination.model.pageSize };
  const [order] = sortModel;
  const field = order ? sortFields[order.field] : undefined;
  const ask: PageAsk<F> = { sort: order?.sort && field ? { field, direction: order.sort } : null, page: model.page, pageSize: model.pageSize };

  const grid = <R extends GridValidRowModel>(answer: { page: number; rowCount: number } | undefined): CorePagedGridProps<R> => ({
    rowCount: answer?.rowCount ?? 0,
    paginationMode: 'server',
    sortingMode: 'server',
    paginationModel: { page: answer?.page ?? model.page, pageSize: model.pageSize },
    // The click is answered at once; the new page follows when the core has it.
    onPaginationModelChange: (next) => startTransition(() => setPagination({ model: next, resetOn })),
    sortModel,
    onSortModelChange: (next) =>
      startTransition(() => {
        setSortModel(next.filter((item) => item.field in sortFields));
        setPagination({ model: { page: 0, pageSize: model.pageSize }, resetOn });
      }),
    pageSizeOptions,
    keepNonExistentRowsSelected: true,
  });
  return { ask, grid };
}
