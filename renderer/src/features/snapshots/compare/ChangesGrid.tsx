import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { memo, useMemo } from 'react';
import type { ChangeState, ChangeSummary } from '../../../../../app/contract/snapshots/changes';
import { cellClass } from '../../../shared/cellClasses';
import { gridLook } from '../../../shared/gridLook';
import { usePagedGrid, type SortKey } from '../../../shared/pagedGrid';
import { stateWords, type Sides } from './comparisonModel';

/** Tables this short are drawn whole; longer ones scroll inside a fixed height, a hundred rows a page. */
const FULL_LIST = 10;
/** Lines of what differs shown in a row; the before and after has them all. */
const LINES_IN_ROW = 3;

const stateColor: Record<ChangeState, 'success' | 'error' | 'warning'> = { added: 'success', removed: 'error', changed: 'warning' };
const stateRank: Record<ChangeState, number> = { removed: 0, changed: 1, added: 2 };

const sortKeys: Record<string, SortKey<ChangeSummary>> = {
  state: { number: (change) => stateRank[change.state] },
  target: { text: (change) => change.target },
};

function columns(sides: Sides, onShow: (change: ChangeSummary) => void): GridColDef<ChangeSummary>[] {
  return [
    {
      field: 'state',
      headerName: 'What happened',
      width: 170,
      renderCell: ({ row }) => <Chip size="small" variant="outlined" color={stateColor[row.state]} label={stateWords[sides][row.state]} />,
    },
    {
      field: 'target',
      headerName: 'Item',
      flex: 1,
      minWidth: 240,
      renderCell: ({ row }) => (
        <Box className={cellClass.nameStack} sx={{ py: 0.75, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          <span>{row.target}</span>
          {row.lines.slice(0, LINES_IN_ROW).map((line, index) => (
            <span key={index} className={cellClass.secondLine}>
              {line}
            </span>
          ))}
          {row.lines.length > LINES_IN_ROW && <span className={cellClass.secondLine}>and {(row.lines.length - LINES_IN_ROW).toLocaleString('en')} more</span>}
        </Box>
      ),
    },
    {
      field: 'detail',
      headerName: '',
      width: 160,
      sortable: false,
      renderCell: ({ row, tabIndex }) => (
        <Button size="small" tabIndex={tabIndex} onClick={() => onShow(row)} aria-label={`Before and after: ${row.target}`} sx={{ whiteSpace: 'nowrap' }}>
          Before and after
        </Button>
      ),
    },
  ];
}

const changeKey = (change: ChangeSummary) => change.key;
const autoHeight = () => 'auto' as const;

interface Props {
  changes: readonly ChangeSummary[];
  sides: Sides;
  label: string;
  /** The chosen changes' keys, over every kind; null where nothing can be chosen (two snapshots). */
  chosen: GridRowSelectionModel | null;
  onChosen(model: GridRowSelectionModel): void;
  onShow(change: ChangeSummary): void;
  emptyText: string;
}

/**
 * One kind's changes, a hundred a page: sorting and paging happen before the grid (`usePagedGrid`), so tens
 * of thousands of changes cost the grid no more than a page. Ticks are kept across pages and kinds.
 */
export const ChangesGrid = memo(function ChangesGrid({ changes, sides, label, chosen, onChosen, onShow, emptyText }: Props) {
  const columnDefs = useMemo(() => columns(sides, onShow), [sides, onShow]);
  const paged = usePagedGrid(changes, { sortKeys, pageSize: 100, pageSizeOptions: [25, 50, 100] });
  const few = changes.length <= FULL_LIST;
  return (
    // A fixed size unless short: what changes inside (a new page, a sort) never lays out the page around it.
    <Box sx={few ? { width: '100%' } : { height: 'max(420px, calc(100vh - 380px))', width: '100%', contain: 'strict' }}>
      <DataGrid
        {...paged}
        autoHeight={few}
        hideFooter={few}
        columns={columnDefs}
        getRowId={changeKey}
        getRowHeight={autoHeight}
        checkboxSelection={chosen !== null}
        disableRowSelectionOnClick
        disableRowSelectionExcludeModel
        disableColumnFilter
        rowSelectionModel={chosen ?? undefined}
        onRowSelectionModelChange={onChosen}
        localeText={{ noRowsLabel: emptyText }}
        aria-label={label}
        sx={gridLook}
      />
    </Box>
  );
});
