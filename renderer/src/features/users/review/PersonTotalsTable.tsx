import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { memo, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { totalsByPerson, type PersonTotal } from '../personTotals';
import type { ReviewRow } from '../reviewRows';
import { accountPath } from '../userRoutes';

const columns: GridColDef<PersonTotal>[] = [
  {
    field: 'owner',
    headerName: 'Person',
    flex: 1,
    minWidth: 200,
    // A tab stop only in the focused cell: the grid moves between cells with the arrow keys.
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={accountPath(row.accountId)} tabIndex={tabIndex} underline="hover">
        {row.owner}
      </Link>
    ),
  },
  { field: 'ownerEmail', headerName: 'E-mail', flex: 1, minWidth: 200, valueFormatter: (value: string | null) => value ?? 'Hidden' },
  { field: 'total', headerName: 'Tokens', type: 'number', width: 100 },
  { field: 'neverUsed', headerName: 'Never used', type: 'number', width: 120 },
  { field: 'expiringSoon', headerName: 'Expiring soon', type: 'number', width: 130 },
  { field: 'expired', headerName: 'Expired', type: 'number', width: 100 },
];

export const PersonTotalsTable = memo(function PersonTotalsTable({ rows }: { rows: readonly ReviewRow[] }) {
  const totals = useMemo(() => totalsByPerson(rows), [rows]);
  return (
    <Card component="section" aria-labelledby="person-totals-title">
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h3" id="person-totals-title">
          Tokens per person
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {totals.length.toLocaleString()} {totals.length === 1 ? 'person has' : 'people have'} API tokens. Open a person to act on
          their account.
        </Typography>
        <DataGrid
          rows={totals}
          columns={columns}
          getRowId={(row) => row.accountId}
          density="compact"
          disableRowSelectionOnClick
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10, 25, 100]}
          autoHeight
          aria-label="Tokens per person"
          sx={{ '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 } }}
        />
      </CardContent>
    </Card>
  );
});
