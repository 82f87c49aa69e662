import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AccountProfile } from '../../../../../app/contract/users/accounts.channels';
import { useChannelMutation } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { useNotify } from '../../../shell/NotifyProvider';
import { DeactivationMessageField, MESSAGE_MAX, messageInput } from '../../../shared/DeactivationMessageField';
import { apiTokens, leftUndone } from './deactivateOutcome';
import { FailedTokens } from './FailedTokens';
import { plural } from '../../../../../app/contract/words';

interface Props {
  connectionId: string;
  profile: AccountProfile;
  tokenCount: number | null;
  onClose(): void;
  /** Reads the account again; called after every attempt, since a failed one may still have changed it. */
  onDone(): void;
}

function whatItRevokes(tokenCount: number | null): string {
  if (tokenCount === 0) return 'This account has no API tokens left, so this only deactivates the account.';
  const which = tokenCount === null ? 'every API token' : `its ${plural(tokenCount, 'API token')}`;
  return `This revokes ${which} first, then deactivates the account.`;
}

export function DeactivateAndRevokeDialog({ connectionId, profile, tokenCount, onClose, onDone }: Props) {
  const [message, setMessage] = useState('');
  const notify = useNotify();
  const action = useChannelMutation('users.accounts.deactivateAndRevoke', {
    onSuccess: (result) => {
      if (leftUndone(result) !== null) return;
      notify.success(`${profile.displayName} is deactivated; ${apiTokens(result.revoked)} revoked.`);
      onClose();
    },
    onSettled: () => onDone(),
  });
  const result = action.data;
  const problem = result ? leftUndone(result) : null;
  return (
    <ConfirmDialog
      open
      title={`Deactivate ${profile.displayName} and revoke their tokens?`}
      // Trying again is the same action: the tokens already revoked are gone, so it does only what is left.
      confirmLabel={problem !== null ? 'Try again' : 'Deactivate and revoke'}
      destructive
      busy={action.isPending}
      error={action.error}
      onClose={onClose}
      onConfirm={() => {
        if (message.trim().length > MESSAGE_MAX) return;
        action.mutate({ connectionId, accountId: profile.accountId, ...messageInput(message) });
      }}
    >
      <Typography>
        Deactivating an account alone leaves its API tokens working, so scripts using them keep access. {whatItRevokes(tokenCount)}
      </Typography>
      <Typography sx={{ mt: 1.5, fontWeight: 600 }}>
        Revoking is permanent: revoked tokens cannot be restored, even if you reactivate the account.
      </Typography>
      <DeactivationMessageField value={message} onChange={setMessage} disabled={action.isPending} />
      {result && problem !== null && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {problem}
          <FailedTokens failed={result.failed} />
        </Alert>
      )}
    </ConfirmDialog>
  );
}
