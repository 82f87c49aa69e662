import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AccountProfile } from '../../../../../app/contract/channels/admin';
import { describeError } from '../../../api/ContractError';
import { useChannelMutation } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { useNotify } from '../../../shell/NotifyProvider';
import { DeactivationMessageField, MESSAGE_MAX, messageInput } from './DeactivationMessageField';
import { FailedTokens } from './FailedTokens';

interface Props {
  connectionId: string;
  profile: AccountProfile;
  tokenCount: number | null;
  onClose(): void;
  onDone(): void;
}

export function DeactivateAndRevokeDialog({ connectionId, profile, tokenCount, onClose, onDone }: Props) {
  const [message, setMessage] = useState('');
  const notify = useNotify();
  const action = useChannelMutation('users.deactivateAndRevoke', {
    onSuccess: (result) => {
      const revoked = `${result.revoked} API ${result.revoked === 1 ? 'token' : 'tokens'} revoked`;
      if (result.failed.length === 0 && result.deactivated) {
        notify.success(`${profile.displayName} is deactivated; ${revoked}.`);
        onClose();
      }
      onDone();
    },
  });
  const result = action.data;
  const finishedWithProblems = result !== undefined && (result.failed.length > 0 || !result.deactivated);
  return (
    <ConfirmDialog
      open
      title={`Deactivate ${profile.displayName} and revoke their tokens?`}
      confirmLabel={finishedWithProblems ? 'Try again' : 'Deactivate and revoke'}
      destructive
      busy={action.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (message.trim().length > MESSAGE_MAX) return;
        action.mutate({ connectionId, accountId: profile.accountId, ...messageInput(message) });
      }}
    >
      <Typography>
        Deactivating an account alone leaves its API tokens working, so scripts using them keep access. This revokes
        {tokenCount === null ? ' every API token' : tokenCount === 1 ? ' its API token' : ` all ${tokenCount} API tokens`} first,
        then deactivates the account.
      </Typography>
      <Typography sx={{ mt: 1.5, fontWeight: 600 }}>
        Revoking is permanent: revoked tokens cannot be restored, even if you reactivate the account.
      </Typography>
      <DeactivationMessageField value={message} onChange={setMessage} disabled={action.isPending} />
      {finishedWithProblems && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {result.failed.length > 0 &&
            `${result.failed.length} ${result.failed.length === 1 ? 'token' : 'tokens'} could not be revoked. `}
          {result.deactivated ? 'The account is deactivated.' : 'The account is still active.'}
          <FailedTokens failed={result.failed} />
        </Alert>
      )}
      {action.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {describeError(action.error)}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
