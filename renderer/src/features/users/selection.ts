import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

export const emptySelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The grid's "select all" is stored as "everything except": resolve it against the rows on offer, so a
 * selection never reaches rows the filters hide.
 */
export function selectedRows<R>(model: GridRowSelectionModel, rows: readonly R[], idOf: (row: R) => GridRowId): R[] {
  if (model.type === 'include') return model.ids.size === 0 ? [] : rows.filter((row) => model.ids.has(idOf(row)));
  return rows.filter((row) => !model.ids.has(idOf(row)));
}
