import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { AccountProfile } from '../../../../../app/contract/users/accounts.channels';
import { describeError } from '../../../api/ContractError';
import { useNow } from '../../../shared/useNow';
import type { AccountTokenRow } from '../reviewRows';
import { ExpiryText } from '../shared/ExpiryText';
import { GuardedButton } from '../../../shared/GuardedButton';
import { TimeText } from '../../../shared/TimeText';
import { gridLook } from '../../../shared/gridLook';
import { TokenStateChip } from '../shared/TokenStateChip';
import { tokenStateLabels, tokenStates, type TokenState } from '../../../../../app/contract/users/token-state';
import type { Availability } from '../../../shared/availability';
import { revokeAllAvailability } from './availability';
import type { useAccountTokens } from './useAccountTokens';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { agreeing, plural } from '../../../../../app/contract/words';

const stateRank: Record<TokenState, number> = { expired: 0, 'expiring-soon': 1, 'never-used': 2, active: 3 };
const dateOnly = (ms: number | null) => (ms === null ? '—' : new Date(ms).toLocaleDateString(undefined, { dateStyle: 'medium' }));

function columns(now: Date, revoke: Availability, onRevoke: (row: AccountTokenRow) => void): GridColDef<AccountTokenRow>[] {
  const nowMs = now.getTime();
  return [
    { field: 'label', headerName: 'Label', flex: 1, minWidth: 140 },
    { field: 'createdMs', headerName: 'Created', width: 115, valueFormatter: (value: number | null) => dateOnly(value) },
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
      width: 135,
      sortComparator: (a: TokenState, b: TokenState) => stateRank[a] - stateRank[b],
      renderCell: ({ row }) => <TokenStateChip state={row.state} />,
    },
    {
      field: 'actions',
      headerName: '',
      width: 100,
      sortable: false,
      disableColumnMenu: true,
      // Each row's Revoke is its own tab stop, so an admin who does not know the grid's arrow keys reaches it with Tab.
      renderCell: ({ row }) => (
        <GuardedButton
          availability={revoke}
          size="small"
          color="error"
          aria-label={`Revoke ${row.label}`}
          onClick={() => onRevoke(row)}
        >
          Revoke
        </GuardedButton>
      ),
    },
  ];
}

interface Props {
  profile: AccountProfile;
  tokens: ReturnType<typeof useAccountTokens>;
  read: Availability;
  revoke: Availability;
  onRevoke(row: AccountTokenRow): void;
  onRevokeAll(): void;
}

export function AccountTokens({ profile, tokens, read, revoke, onRevoke, onRevokeAll }: Props) {
  const now = useNow(60_000);
  const [state, setState] = useState<TokenState | 'all'>('all');
  const [text, setText] = useState('');
  const rows = tokens.rows;
  const counts = useMemo(() => {
    const found: Record<TokenState, number> = { expired: 0, 'expiring-soon': 0, 'never-used': 0, active: 0 };
    for (const row of rows) found[row.state] += 1;
    return found;
  }, [rows]);
  const shown = useMemo(() => {
    const needle = text.trim().toLowerCase();
    return rows.filter((row) => (state === 'all' || row.state === state) && (needle === '' || row.label.toLowerCase().includes(needle)));
  }, [rows, state, text]);
  const columnDefs = useMemo(() => columns(now, revoke, onRevoke), [now, revoke, onRevoke]);

  return (
    <Card component="section" aria-labelledby="tokens-title">
      <CardContent sx={{ p: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <KeyOutlined color="action" aria-hidden />
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h2" id="tokens-title">
              API tokens
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Tokens let scripts and apps act as {profile.displayName}. Revoke the ones nobody needs.
            </Typography>
          </Box>
          <GuardedButton
            availability={revokeAllAvailability(revoke, read, {
              loading: tokens.isPending,
              error: tokens.isError ? describeError(tokens.error) : null,
              count: rows.length,
            })}
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverOutlined />}
            onClick={onRevokeAll}
          >
            Revoke all
          </GuardedButton>
        </Stack>
        {!read.allowed && <Alert severity="info">You can’t see this account’s API tokens. {read.reason}</Alert>}
        <LoadErrorAlert error={tokens.error} what="The API tokens could not be read." onRetry={() => void tokens.refetch()} />
        {profile.status !== 'active' && rows.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            This account is deactivated, but its {plural(rows.length, 'API token still works', 'API tokens still work')}.
            Revoke {agreeing(rows.length, 'it', 'them')} to cut off scripts and integrations.
          </Alert>
        )}
        {read.allowed && !tokens.isError && (
          <>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
              <Stack direction="row" spacing={1} role="group" aria-label="Show tokens by state" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Chip
                  label={`All (${rows.length})`}
                  color={state === 'all' ? 'primary' : 'default'}
                  variant={state === 'all' ? 'filled' : 'outlined'}
                  onClick={() => setState('all')}
                  aria-pressed={state === 'all'}
                />
                {tokenStates.map((candidate) => (
                  <Chip
                    key={candidate}
                    label={`${tokenStateLabels[candidate]} (${counts[candidate]})`}
                    color={state === candidate ? 'primary' : 'default'}
                    variant={state === candidate ? 'filled' : 'outlined'}
                    onClick={() => setState(candidate)}
                    aria-pressed={state === candidate}
                  />
                ))}
              </Stack>
              <TextField
                size="small"
                label="Filter by label"
                value={text}
                onChange={(event) => setText(event.target.value)}
                sx={{ maxWidth: { md: 260 } }}
              />
            </Stack>
            <DataGrid
              rows={shown}
              columns={columnDefs}
              loading={tokens.isPending}
              autoHeight
              disableRowSelectionOnClick
              rowHeight={60}
              initialState={{
                sorting: { sortModel: [{ field: 'lastUsedMs', sort: 'asc' }] },
                pagination: { paginationModel: { pageSize: 25 } },
              }}
              pageSizeOptions={[25, 50, 100]}
              hideFooter={shown.length <= 25}
              localeText={{ noRowsLabel: rows.length === 0 ? 'This account has no API tokens.' : 'No tokens match this filter.' }}
              aria-label="API tokens of this account"
              sx={gridLook}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
