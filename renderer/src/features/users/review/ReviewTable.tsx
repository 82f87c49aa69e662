import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import type { CorePagedGridProps } from '../../../shared/corePagedGrid';
import { memo, useMemo } from 'react';
import type { TokenSort } from '../../../../../app/contract/users/token-review.channels';
import type { ReviewRow } from '../reviewRows';
import { ExpiryText } from '../shared/ExpiryText';
import { OwnerCell } from '../shared/OwnerCell';
import { TimeText } from '../../../shared/TimeText';
import { gridLook } from '../../../shared/gridLook';
import { TokenStateChip } from '../shared/TokenStateChip';
import { accountPath } from '../userRoutes';

/** The columns the core sorts by, under its names for them. */
export const tokenSortFields: Record<string, TokenSort['field']> = {
  owner: 'owner',
  label: 'label',
  createdMs: 'created',
  lastUsedMs: 'lastUsed',
  expiresMs: 'expires',
  state: 'state',
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
  /** The page of rows the core answered. */
  rows: readonly ReviewRow[];
  /** How the core pages and sorts the table (`useCorePagedGrid`). */
  paging: CorePagedGridProps<ReviewRow>;
  loading: boolean;
  nowMs: number;
  selection: GridRowSelectionModel;
  onSelectionChange(model: GridRowSelectionModel): void;
  filtered: boolean;
}

const getRowId = (row: ReviewRow) => row.rowId;

/**
 * The organization's tokens, a page of up to 100 at a time (the most the MIT grid allows), sorted, filtered
 * and paged by the core: 300,000 tokens cost the window no more than a hundred.
 */
export const ReviewTable = memo(function ReviewTable({ rows, paging, loading, nowMs, selection, onSelectionChange, filtered }: Props) {
  const columnDefs = useMemo(() => columns(nowMs), [nowMs]);
  return (
    // Its size is fixed, so what changes inside (new rows after a sort or a filter) never lays out the page around it.
    <Box sx={{ height: 'max(520px, calc(100vh - 260px))', width: '100%', contain: 'strict' }}>
      <DataGrid
        {...paging}
        rows={rows}
        loading={loading}
        columns={columnDefs}
        getRowId={getRowId}
        // The grid holds one page, so its header box ticks the page; "Select all" above the table reaches every page.
        checkboxSelection
        disableRowSelectionOnClick
        // The grid can count only the ticks of its page; the line above the table counts every page's.
        hideFooterSelectedRowCount
        // Ticks as an explicit list of rows, never "all except", which would reach rows never shown.
        disableRowSelectionExcludeModel
        // The core filters; a second, hidden filter in the grid could hide selected rows.
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
