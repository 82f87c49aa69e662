import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { Link } from 'react-router';
import { useCallback, useMemo, useState } from 'react';
import type { PersonSummary } from '../../../../../app/contract/users/people.channels';
import { describeError } from '../../../api/ContractError';
import { LoadingBar } from '../../../shared/LoadingBar';
import type { AccountTokenRow } from '../reviewRows';
import { GuardedButton } from '../../../shared/GuardedButton';
import { AccountHeader } from './AccountHeader';
import { accountActions, type AccountDialog } from './accountActions';
import { ActionNotes } from './ActionNotes';
import { AccountTokens } from './AccountTokens';
import { actionAvailability } from './availability';
import { DeactivateAndRevokeDialog } from './DeactivateAndRevokeDialog';
import { DeactivateDialog } from './DeactivateDialog';
import { EditProfileDialog } from './EditProfileDialog';
import { PermissionsCard } from './PermissionsCard';
import { ProfileDetails } from './ProfileDetails';
import { ReactivateDialog } from './ReactivateDialog';
import { RevokeAllDialog } from './RevokeAllDialog';
import { RevokeTokenDialog } from './RevokeTokenDialog';
import { UnmanagedAccount } from './UnmanagedAccount';
import { useAccountQueries, useRefreshAccount, useRememberOpened } from './useAccountQueries';
import { useAccountTokens } from './useAccountTokens';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { offboardPeoplePath } from '../../../shared/areaLinks';

type OpenDialog = AccountDialog | 'revokeAll' | { revoke: AccountTokenRow } | null;

interface Props {
  connectionId: string;
  accountId: string;
  known: PersonSummary | null;
}

export function AccountView({ connectionId, accountId, known }: Props) {
  const { profile, permissions } = useAccountQueries(connectionId, accountId);
  const refresh = useRefreshAccount();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const onRevoke = useCallback((row: AccountTokenRow) => setDialog({ revoke: row }), []);
  useRememberOpened(connectionId, profile.data);

  const perms = permissions.data;
  // Stable objects, so the token table's columns are not rebuilt on every render.
  const readTokens = useMemo(() => actionAvailability(perms, 'apiToken.read'), [perms]);
  const revokeTokens = useMemo(() => actionAvailability(perms, 'apiToken.delete'), [perms]);
  const tokens = useAccountTokens(connectionId, accountId, readTokens.allowed);
  const tokenCount = tokens.data ? tokens.rows.length : null;
  const finish = () => {
    close();
    refresh();
  };

  const loading = profile.isPending || permissions.isPending;
  const account = profile.data;
  const actions = account ? accountActions(account, perms) : [];
  return (
    <>
      {loading && <LoadingBar active label="Loading the account" />}
      {profile.isError && profile.error.code === 'FORBIDDEN' && (
        <UnmanagedAccount
          accountId={accountId}
          known={known}
          reason={describeError(profile.error)}
          unverified={profile.error.reason === 'forbidden.targetUnverified'}
        />
      )}
      {profile.isError && profile.error.code === 'NOT_FOUND' && (
        <Alert severity="warning">
          <AlertTitle>Not found in this organization</AlertTitle>
          No account with the ID <code>{accountId}</code> exists in this organization, or it has been deleted. Check the ID, or
          find the person by name.
        </Alert>
      )}
      {profile.isError && profile.error.code !== 'FORBIDDEN' && profile.error.code !== 'NOT_FOUND' && (
        <LoadErrorAlert error={profile.error} what="The profile could not be loaded." onRetry={() => void profile.refetch()} />
      )}
      {permissions.isError && !profile.isError && (
        <Alert severity="warning">
          Orgdesk could not check what you may do with this account, so every action stays off. {describeError(permissions.error)}
        </Alert>
      )}
      {account && (
        <AccountHeader
          profile={account}
          notes={<ActionNotes actions={actions} />}
          actions={[
            ...actions.map((action) => (
              <GuardedButton
                key={action.label}
                availability={action.availability}
                variant={action.variant}
                color={action.color}
                startIcon={action.icon}
                onClick={() => setDialog(action.dialog)}
              >
                {action.label}
              </GuardedButton>
            )),
            // Hand over what they own before access goes: the offboarding screens do it in one reviewed run.
            <Button key="offboard" component={Link} to={offboardPeoplePath([accountId])} variant="outlined" startIcon={<PersonRemoveOutlined />}>
              Offboard…
            </Button>,
          ]}
        />
      )}
      {account && perms && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ProfileDetails profile={account} />
          <PermissionsCard permissions={perms} />
        </Box>
      )}
      {account && perms && (
        <AccountTokens
          profile={account}
          tokens={tokens}
          read={readTokens}
          revoke={revokeTokens}
          onRevoke={onRevoke}
          onRevokeAll={() => setDialog('revokeAll')}
        />
      )}
      {account && perms && dialog === 'edit' && (
        <EditProfileDialog connectionId={connectionId} profile={account} permissions={perms} onClose={close} onSaved={finish} />
      )}
      {account && dialog === 'deactivate' && (
        <DeactivateDialog connectionId={connectionId} profile={account} tokenCount={tokenCount} onClose={close} onDone={refresh} />
      )}
      {account && dialog === 'reactivate' && (
        <ReactivateDialog connectionId={connectionId} profile={account} onClose={close} onDone={refresh} />
      )}
      {account && dialog === 'deactivateAndRevoke' && (
        <DeactivateAndRevokeDialog connectionId={connectionId} profile={account} tokenCount={tokenCount} onClose={close} onDone={refresh} />
      )}
      {account && dialog === 'revokeAll' && (
        <RevokeAllDialog
          connectionId={connectionId}
          accountId={accountId}
          ownerName={account.displayName}
          labels={tokens.rows.map((row) => row.label)}
          onClose={close}
          onDone={refresh}
        />
      )}
      {account && typeof dialog === 'object' && dialog !== null && (
        <RevokeTokenDialog
          connectionId={connectionId}
          accountId={accountId}
          ownerName={account.displayName}
          token={dialog.revoke}
          onClose={close}
          onDone={refresh}
        />
      )}
    </>
  );
}
