import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { TokenRef } from '../../../../app/contract/users/token-review.channels';

/**
 * What the admin has ticked in the table of every token, which the window only ever holds a page of:
 * tokens one by one (on any page), or every token the filters match less the ones unticked since.
 */
export type TokenSelection = { kind: 'some'; refs: ReadonlyMap<string, TokenRef> } | { kind: 'matching'; except: ReadonlyMap<string, TokenRef> };

export const noTokens: TokenSelection = { kind: 'some', refs: new Map() };
export const everyMatch: TokenSelection = { kind: 'matching', except: new Map() };

interface PageRow {
  rowId: string;
  ref: TokenRef;
}

/** How many tokens are ticked, given how many the filters match. */
export function selectedCount(selection: TokenSelection, matching: number): number {
  return selection.kind === 'some' ? selection.refs.size : Math.max(0, matching - selection.except.size);
}

/** The ticks the grid shows: the tokens ticked one by one, or the page's rows less the unticked ones. */
export function gridSelection(selection: TokenSelection, page: readonly PageRow[]): GridRowSelectionModel {
  if (selection.kind === 'some') return { type: 'include', ids: new Set(selection.refs.keys()) };
  return { type: 'include', ids: new Set(page.filter((row) => !selection.except.has(row.rowId)).map((row) => row.rowId)) };
}

/**
 * The selection after the admin ticked or unticked rows of the page shown. Ticks on other pages stay as
 * they were; an "all but these" model (should the grid send one) means every row of the page.
 */
export function afterTicks(selection: TokenSelection, model: GridRowSelectionModel, page: readonly PageRow[]): TokenSelection {
  const ticked = (row: PageRow) => (model.type === 'include' ? model.ids.has(row.rowId) : !model.ids.has(row.rowId));
  if (selection.kind === 'matching') {
    const except = new Map(selection.except);
    for (const row of page) {
      if (ticked(row)) except.delete(row.rowId);
      else except.set(row.rowId, row.ref);
    }
    return { kind: 'matching', except };
  }
  const refs = new Map(selection.refs);
  for (const row of page) {
    if (ticked(row)) refs.set(row.rowId, row.ref);
    else refs.delete(row.rowId);
  }
  return { kind: 'some', refs };
}
