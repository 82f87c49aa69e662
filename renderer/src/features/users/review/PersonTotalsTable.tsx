import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { keepPreviousData } from '@tanstack/react-query';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PersonSort, PersonTotal } from '../../../../../app/contract/users/token-review.channels';
import { useChannelQuery } from '../../../api/hooks';
import { useCorePagedGrid } from '../../../shared/corePagedGrid';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { nameOrHidden } from '../../../shared/people/privacy';
import { accountPath } from '../userRoutes';
import { plural } from '../../../../../app/contract/words';

const columns: GridColDef<PersonTotal>[] = [
  {
    field: 'ownerName',
    headerName: 'Person',
    flex: 1,
    minWidth: 150,
    // Each person's link is a tab stop, so the account is reached with Tab as well as the grid's arrow keys.
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={accountPath(row.accountId)} underline="hover">
        {nameOrHidden(row.ownerName)}
      </Link>
    ),
  },
  { field: 'ownerEmail', headerName: 'E-mail', flex: 1, minWidth: 150, valueFormatter: (value: string | null) => value ?? 'Hidden' },
  { field: 'total', headerName: 'Tokens', type: 'number', width: 90 },
  { field: 'neverUsed', headerName: 'Never used', type: 'number', width: 110 },
  { field: 'expiringSoon', headerName: 'Expiring soon', type: 'number', width: 125 },
  { field: 'expired', headerName: 'Expired', type: 'number', width: 95 },
];

const sortFields: Record<string, PersonSort['field']> = {
  ownerName: 'owner',
  ownerEmail: 'ownerEmail',
  total: 'total',
  neverUsed: 'neverUsed',
  expiringSoon: 'expiringSoon',
  expired: 'expired',
};

const getRowId = (row: PersonTotal) => row.accountId;

interface Props {
  connectionId: string;
  jobId: string;
  /** People with tokens in the scan, from its totals (shown before the first page arrives). */
  people: number;
}

/** The people with tokens, a page at a time from the core: the most tokens first until the admin sorts. */
export const PersonTotalsTable = memo(function PersonTotalsTable({ connectionId, jobId, people }: Props) {
  const paging = useCorePagedGrid({ sortFields, pageSize: 5, pageSizeOptions: [5, 10, 25, 100] });
  const page = useChannelQuery('users.tokenScan.listPeople', { connectionId, jobId, ...paging.ask }, { placeholderData: keepPreviousData });
  return (
    <Card component="section" aria-labelledby="person-totals-title">
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h3" id="person-totals-title">
          Tokens per person
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {plural(page.data?.total ?? people, 'person has', 'people have')} API tokens. Open a person to act on
          their account.
        </Typography>
        <LoadErrorAlert error={page.error} what="The people could not be read." onRetry={() => void page.refetch()} />
        <DataGrid
          {...paging.grid<PersonTotal>(page.data && { page: page.data.page, rowCount: page.data.total })}
          rows={page.data?.rows ?? []}
          loading={page.isPending || page.isPlaceholderData}
          columns={columns}
          getRowId={getRowId}
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
