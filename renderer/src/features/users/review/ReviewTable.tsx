import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { memo, useMemo } from 'react';
import type { ReviewRow } from '../reviewRows';
import { ExpiryText } from '../shared/ExpiryText';
import { OwnerCell } from '../shared/OwnerCell';
import { TimeText } from '../../../shared/TimeText';
import { gridLook } from '../../../shared/gridLook';
import { usePagedGrid, type SortKey } from '../../../shared/pagedGrid';
import { TokenStateChip } from '../shared/TokenStateChip';
import type { TokenState } from '../../../../../app/contract/users/token-state';
import { accountPath } from '../userRoutes';

const stateRank: Record<TokenState, number> = { expired: 0, 'expiring-soon': 1, 'never-used': 2, active: 3 };

const sortKeys: Record<string, SortKey<ReviewRow>> = {
  owner: { text: (row) => row.owner },
  label: { text: (row) => row.label },
  createdMs: { number: (row) => row.createdMs },
  lastUsedMs: { number: (row) => row.lastUsedMs },
  expiresMs: { number: (row) => row.expiresMs },
  state: { number: (row) => stateRank[row.state] },
};
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Cells only format what the rows already hold; nothing is parsed or computed per row here. */
function columns(nowMs: number): GridColDef<ReviewRow>[] {
  const now = new Date(nowMs);
  return [
    {
      field: 'owner',
      headerName: 'Owner',
      flex: 1.5,
      minWidth: 150,
      // Each owner's link is a tab stop, so the account is reached with Tab as well as the grid's arrow keys.
      // A long name wraps to a second line instead of widening the table.
      renderCell: ({ row }) => <OwnerCell name={row.owner} email={row.ownerEmail} accountId={row.accountId} to={accountPath(row.accountId)} />,
    },
    { field: 'label', headerName: 'Label', flex: 1, minWidth: 90 },
    {
      field: 'createdMs',
      headerName: 'Created',
      width: 112,
      valueFormatter: (value: number | null) => (value === null ? '—' : dateFormat.format(value)),
    },
    {
      field: 'lastUsedMs',
      headerName: 'Last used',
      width: 128,
      renderCell: ({ row }) => <TimeText iso={row.lastUsedAt} now={now} fallback="Never" />,
    },
    {
      field: 'expiresMs',
      headerName: 'Expires',
      width: 122,
      renderCell: ({ row }) => <ExpiryText iso={row.expiresAt} expiresMs={row.expiresMs} nowMs={nowMs} />,
    },
    {
      field: 'state',
      headerName: 'State',
      width: 132,
      renderCell: ({ row }) => <TokenStateChip state={row.state} />,
    },
  ];
}

interface Props {
  rows: readonly ReviewRow[];
  nowMs: number;
  selection: GridRowSelectionModel;
  onSelectionChange(model: GridRowSelectionModel): void;
  filtered: boolean;
}

const getRowId = (row: ReviewRow) => row.rowId;

/**
 * The organization's tokens, a page of up to 100 at a time (the most the MIT grid allows). Sorting and
 * paging happen before the grid (`usePagedGrid`), so 30,000 tokens cost the grid no more than a hundred.
 */
export const ReviewTable = memo(function ReviewTable({ rows, nowMs, selection, onSelectionChange, filtered }: Props) {
  const columnDefs = useMemo(() => columns(nowMs), [nowMs]);
  const paged = usePagedGrid(rows, { sortKeys, initialSort: [{ field: 'lastUsedMs', sort: 'asc' }], pageSize: 100, pageSizeOptions: [25, 50, 100] });
  return (
    // Its size is fixed, so what changes inside (new rows after a sort or a filter) never lays out the page around it.
    <Box sx={{ height: 'max(520px, calc(100vh - 260px))', width: '100%', contain: 'strict' }}>
      <DataGrid
        {...paged}
        columns={columnDefs}
        getRowId={getRowId}
        checkboxSelection
        disableRowSelectionOnClick
        // "Select all" as an explicit list of the rows shown, never "all except", which would grow with the rows.
        disableRowSelectionExcludeModel
        // Filtering happens above the grid; a second, hidden filter in the grid could hide selected rows.
        disableColumnFilter
        rowSelectionModel={selection}
        onRowSelectionModelChange={onSelectionChange}
        rowHeight={64}
        localeText={{ noRowsLabel: filtered ? 'No tokens match these filters.' : 'The scan found no API tokens.' }}
        aria-label="API tokens found by the scan"
        sx={gridLook}
      />
    </Box>
  );
});
