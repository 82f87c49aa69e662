import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { emptySelection, explicitSelection, selectedRows } from './selection';

const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const idOf = (row: { id: string }) => row.id;
const allExcept = (...ids: string[]): GridRowSelectionModel => ({ type: 'exclude', ids: new Set(ids) });

describe('row selection', () => {
  it('returns the ticked rows', () => {
    expect(selectedRows({ type: 'include', ids: new Set(['c', 'a', 'gone']) }, rows, idOf)).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(selectedRows(emptySelection, rows, idOf)).toEqual([]);
  });

  it('turns "all but these" into the rows on offer minus the exceptions', () => {
    expect(selectedRows(allExcept('b'), rows, idOf)).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(selectedRows(allExcept(), rows.slice(0, 1), idOf)).toEqual([{ id: 'a' }]);
  });

  it('keeps an explicit list as it is', () => {
    const model: GridRowSelectionModel = { type: 'include', ids: new Set(['b']) };
    expect(explicitSelection(model, rows, idOf)).toBe(model);
  });

  it('fixes "select all" to the rows shown when it was made, so clearing a filter does not widen it', () => {
    const filtered = rows.slice(0, 2);
    const selectAll = explicitSelection(allExcept(), filtered, idOf);
    expect(selectAll).toEqual({ type: 'include', ids: new Set(['a', 'b']) });
    // The filter is cleared: every row is on offer again, but only the two stay selected.
    expect(selectedRows(selectAll, rows, idOf)).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(selectedRows(explicitSelection(allExcept('a'), filtered, idOf), rows, idOf)).toEqual([{ id: 'b' }]);
  });
});
