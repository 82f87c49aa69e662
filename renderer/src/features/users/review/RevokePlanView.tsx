import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { plural } from '../../../../../app/contract/words';
import { tokenRefKey, type RevokePlanItem } from '../../../../../app/contract/users/token-review.channels';
import type { PlanSummary } from '../revokeOutcomes';
import { PreviewSummary } from '../../../shared/bulk/PreviewSummary';
import { OwnerCell } from '../shared/OwnerCell';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const day = (iso: string) => dateFormat.format(new Date(iso));
/** Up to this many rows the list shows in full; longer lists scroll inside a fixed height. */
const FULL_LIST = 8;

const columns: GridColDef<RevokePlanItem>[] = [
  {
    field: 'ownerName',
    headerName: 'Owner',
    flex: 1.4,
    minWidth: 180,
    // Two people can share a name: the e-mail (or, when hidden, the account id) says which one it is.
    renderCell: ({ row }) => <OwnerCell name={row.ownerName} email={row.ownerEmail} accountId={row.accountId} />,
  },
  { field: 'label', headerName: 'Label', flex: 1, minWidth: 120 },
  {
    field: 'lastUsedAt',
    headerName: 'Last used',
    width: 120,
    valueFormatter: (value: string | null) => (value ? day(value) : 'Never'),
  },
  {
    field: 'expiresAt',
    headerName: 'Expires',
    width: 130,
    valueFormatter: (value: string | null) => (value ? day(value) : 'No expiry date'),
  },
];

const getRowId = (item: RevokePlanItem) => tokenRefKey(item);

/** The dry run's answer: exactly what will be revoked, and what will be skipped and why. */
export function RevokePlanView({ summary }: { summary: PlanSummary }) {
  const count = summary.revoke.length;
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <PreviewSummary severity={count === 0 ? 'warning' : 'info'}>
          {count === 0
            ? 'None of the selected tokens can be revoked, so there is nothing to do.'
            : `${plural(count, 'token')} will be revoked${summary.skip.length > 0 ? `, ${summary.skip.length.toLocaleString('en')} will be skipped` : ''}.`}
        </PreviewSummary>
      </Box>
      {count > 0 && (
        <Box sx={{ height: count > FULL_LIST ? 380 : undefined, mb: 2 }}>
          <DataGrid
            rows={summary.revoke}
            columns={columns}
            getRowId={getRowId}
            density="compact"
            autoHeight={count <= FULL_LIST}
            getRowHeight={() => 'auto'}
            sx={{ '& .MuiDataGrid-cell': { py: '6px', display: 'flex', alignItems: 'center' } }}
            hideFooter={count <= FULL_LIST}
            disableRowSelectionOnClick
            initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
            pageSizeOptions={[100]}
            aria-label="Tokens that will be revoked"
          />
        </Box>
      )}
      {summary.skipReasons.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Skipped, and left as they are:
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }} aria-label="Tokens that will be skipped">
            {summary.skipReasons.map(({ reason, count: skipped }) => (
              <li key={reason}>
                <strong>{plural(skipped, 'token')}</strong>: {reason}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}
