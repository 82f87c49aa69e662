import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AccountProfile } from '../../../../../app/contract/users/accounts.channels';
import { useChannelMutation } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { useNotify } from '../../../shell/NotifyProvider';
import { DeactivationMessageField, MESSAGE_MAX, messageInput } from '../../../shared/DeactivationMessageField';
import { plural } from '../../../../../app/contract/words';

interface Props {
  connectionId: string;
  profile: AccountProfile;
  tokenCount: number | null;
  onClose(): void;
  onDone(): void;
}

export function DeactivateDialog({ connectionId, profile, tokenCount, onClose, onDone }: Props) {
  const [message, setMessage] = useState('');
  const notify = useNotify();
  const deactivate = useChannelMutation('users.accounts.deactivate', {
    onSuccess: () => {
      notify.success(`${profile.displayName} is deactivated.`);
      onClose();
    },
    onSettled: () => onDone(),
  });
  return (
    <ConfirmDialog
      open
      title={`Deactivate ${profile.displayName}?`}
      confirmLabel="Deactivate"
      destructive
      busy={deactivate.isPending}
      error={deactivate.error}
      onClose={onClose}
      onConfirm={() => {
        if (message.trim().length > MESSAGE_MAX) return;
        deactivate.mutate({ connectionId, accountId: profile.accountId, ...messageInput(message) });
      }}
    >
      <Typography>
        They will no longer be able to log in to any product of your organization. You can reactivate the account later.
      </Typography>
      {tokenCount !== null && tokenCount > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Their {plural(tokenCount, 'API token keeps', 'API tokens keep')} working after deactivation. To cut
          off scripts and integrations too, use “Deactivate and revoke tokens”.
        </Alert>
      )}
      <DeactivationMessageField value={message} onChange={setMessage} disabled={deactivate.isPending} />
    </ConfirmDialog>
  );
}
