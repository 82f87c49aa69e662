import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { memo, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePagedGrid, type SortKey } from '../../../shared/pagedGrid';
import { totalsByPerson, type PersonTotal } from '../personTotals';
import type { ReviewRow } from '../reviewRows';
import { accountPath } from '../userRoutes';
import { plural } from '../../../../../app/contract/words';

const columns: GridColDef<PersonTotal>[] = [
  {
    field: 'owner',
    headerName: 'Person',
    flex: 1,
    minWidth: 150,
    // Each person's link is a tab stop, so the account is reached with Tab as well as the grid's arrow keys.
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={accountPath(row.accountId)} underline="hover">
        {row.owner}
      </Link>
    ),
  },
  { field: 'ownerEmail', headerName: 'E-mail', flex: 1, minWidth: 150, valueFormatter: (value: string | null) => value ?? 'Hidden' },
  { field: 'total', headerName: 'Tokens', type: 'number', width: 90 },
  { field: 'neverUsed', headerName: 'Never used', type: 'number', width: 110 },
  { field: 'expiringSoon', headerName: 'Expiring soon', type: 'number', width: 125 },
  { field: 'expired', headerName: 'Expired', type: 'number', width: 95 },
];

const sortKeys: Record<string, SortKey<PersonTotal>> = {
  owner: { text: (row) => row.owner },
  ownerEmail: { text: (row) => row.ownerEmail ?? '' },
  total: { number: (row) => row.total },
  neverUsed: { number: (row) => row.neverUsed },
  expiringSoon: { number: (row) => row.expiringSoon },
  expired: { number: (row) => row.expired },
};

export const PersonTotalsTable = memo(function PersonTotalsTable({ rows }: { rows: readonly ReviewRow[] }) {
  // The people with the most tokens first (the order `totalsByPerson` gives) until the admin sorts.
  const totals = useMemo(() => totalsByPerson(rows), [rows]);
  const paged = usePagedGrid(totals, { sortKeys, pageSize: 5, pageSizeOptions: [5, 10, 25, 100] });
  return (
    <Card component="section" aria-labelledby="person-totals-title">
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h3" id="person-totals-title">
          Tokens per person
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {plural(totals.length, 'person has', 'people have')} API tokens. Open a person to act on
          their account.
        </Typography>
        <DataGrid
          {...paged}
          columns={columns}
          getRowId={(row) => row.accountId}
          density="compact"
          disableRowSelectionOnClick
          autoHeight
          aria-label="Tokens per person"
          sx={{ '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 } }}
        />
      </CardContent>
    </Card>
  );
});
