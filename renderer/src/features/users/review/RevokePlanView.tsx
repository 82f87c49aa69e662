import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { RevokePlanItem } from '../../../../../app/contract/channels/users';
import { nameOrHidden } from '../../../shared/people/privacy';
import type { PlanSummary } from '../revokeOutcomes';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const day = (iso: string) => dateFormat.format(new Date(iso));
/** Up to this many rows the list shows in full; longer lists scroll inside a fixed height. */
const FULL_LIST = 8;

const columns: GridColDef<RevokePlanItem>[] = [
  { field: 'ownerName', headerName: 'Owner', flex: 1, minWidth: 160, valueFormatter: (value: string | null) => nameOrHidden(value) },
  { field: 'label', headerName: 'Label', flex: 1, minWidth: 140 },
  {
    field: 'lastUsedAt',
    headerName: 'Last used',
    width: 150,
    valueFormatter: (value: string | null) => (value ? day(value) : 'Never'),
  },
  {
    field: 'expiresAt',
    headerName: 'Expires',
    width: 150,
    valueFormatter: (value: string | null) => (value ? day(value) : 'No expiry date'),
  },
];

const getRowId = (item: RevokePlanItem) => `${item.accountId} ${item.tokenId}`;

interface Props {
  summary: PlanSummary;
  /** What the core wants typed to go ahead (`users.bulkRevoke.plan` says it). */
  phrase: string;
  typed: string;
  onTyped(value: string): void;
  startError: string | null;
}

/** The dry run's answer: exactly what will be revoked, what will be skipped and why, then the typed confirmation. */
export function RevokePlanView({ summary, phrase, typed, onTyped, startError }: Props) {
  const count = summary.revoke.length;
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Dry run finished. Nothing has been changed yet.{' '}
        <strong>
          {count.toLocaleString()} {count === 1 ? 'token' : 'tokens'} will be revoked
        </strong>
        {summary.skip.length > 0 && `, ${summary.skip.length.toLocaleString()} will be skipped`}.
      </Typography>
      {count > 0 && (
        <Box sx={{ height: count > FULL_LIST ? 380 : undefined, mb: 2 }}>
          <DataGrid
            rows={summary.revoke}
            columns={columns}
            getRowId={getRowId}
            density="compact"
            autoHeight={count <= FULL_LIST}
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
                <strong>{skipped.toLocaleString()}</strong> {skipped === 1 ? 'token' : 'tokens'}: {reason}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {count === 0 ? (
        <Alert severity="warning">None of the selected tokens can be revoked, so there is nothing to do.</Alert>
      ) : (
        <>
          <Typography sx={{ fontWeight: 600, mb: 1.5 }}>
            Revocation is permanent. Scripts and integrations using these tokens stop working at once.
          </Typography>
          <TextField
            label={`Type ${phrase} to confirm`}
            value={typed}
            onChange={(event) => onTyped(event.target.value)}
            autoComplete="off"
            error={startError !== null}
            helperText={startError ?? 'This makes sure the number of tokens is the one you expect.'}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        </>
      )}
    </>
  );
}
