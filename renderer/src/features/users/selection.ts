import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

export const emptySelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The selection as an explicit list of rows. The grid is told not to store "select all" as "everything
 * except" (that would be resolved against whatever rows are shown later, so a selection made under a
 * filter would grow when the filter is cleared); should such a model arrive anyway, it is turned into the
 * rows on offer right now.
 */
export function explicitSelection<R>(model: GridRowSelectionModel, rows: readonly R[], idOf: (row: R) => GridRowId): GridRowSelectionModel {
  if (model.type === 'include') return model;
  const ids = new Set<GridRowId>();
  for (const row of rows) {
    const id = idOf(row);
    if (!model.ids.has(id)) ids.add(id);
  }
  return { type: 'include', ids };
}

/** The selected rows among those on offer, in their order; a selection never reaches rows the filters hide. */
export function selectedRows<R>(model: GridRowSelectionModel, rows: readonly R[], idOf: (row: R) => GridRowId): R[] {
  const { ids } = explicitSelection(model, rows, idOf);
  return ids.size === 0 ? [] : rows.filter((row) => ids.has(idOf(row)));
}
