import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { memo, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { HIDDEN_EMAIL } from '../../../shared/people/privacy';
import type { ReviewRow } from '../reviewRows';
import { ExpiryText } from '../shared/ExpiryText';
import { TimeText } from '../../../shared/TimeText';
import { gridLook } from '../../../shared/gridLook';
import { TokenStateChip } from '../shared/TokenStateChip';
import type { TokenState } from '../../../../../app/contract/token-state';
import { accountPath } from '../userRoutes';

const stateRank: Record<TokenState, number> = { expired: 0, 'expiring-soon': 1, 'never-used': 2, active: 3 };
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const twoLines = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' } as const;

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
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.3, minWidth: 0 }}>
          <Link component={RouterLink} to={accountPath(row.accountId)} underline="hover" sx={twoLines} title={row.owner}>
            {row.owner}
          </Link>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block', fontStyle: row.ownerEmail ? 'normal' : 'italic' }}>
            {row.ownerEmail ?? HIDDEN_EMAIL}
          </Typography>
        </Box>
      ),
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
      width: 120,
      renderCell: ({ row }) => <TimeText iso={row.lastUsedAt} now={now} fallback="Never" />,
    },
    {
      field: 'expiresMs',
      headerName: 'Expires',
      width: 130,
      renderCell: ({ row }) => <ExpiryText iso={row.expiresAt} expiresMs={row.expiresMs} nowMs={nowMs} />,
    },
    {
      field: 'state',
      headerName: 'State',
      width: 132,
      sortComparator: (a: TokenState, b: TokenState) => stateRank[a] - stateRank[b],
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
 * The organization's tokens. The grid virtualizes rows and pages by 100 (the most the MIT grid
 * allows), so 30,000 tokens cost no more to draw than a hundred.
 */
export const ReviewTable = memo(function ReviewTable({ rows, nowMs, selection, onSelectionChange, filtered }: Props) {
  const columnDefs = useMemo(() => columns(nowMs), [nowMs]);
  return (
    <Box sx={{ height: 'max(520px, calc(100vh - 260px))', width: '100%' }}>
      <DataGrid
        rows={rows}
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
        initialState={{
          sorting: { sortModel: [{ field: 'lastUsedMs', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 100 } },
        }}
        pageSizeOptions={[25, 50, 100]}
        localeText={{ noRowsLabel: filtered ? 'No tokens match these filters.' : 'The scan found no API tokens.' }}
        aria-label="API tokens found by the scan"
        sx={gridLook}
      />
    </Box>
  );
});
