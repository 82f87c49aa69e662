import Typography from '@mui/material/Typography';
import type { AccountProfile } from '../../../../../app/contract/users/accounts.channels';
import { useChannelMutation } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { useNotify } from '../../../shell/NotifyProvider';

export function ReactivateDialog({ connectionId, profile, onClose, onDone }: { connectionId: string; profile: AccountProfile; onClose(): void; onDone(): void }) {
  const notify = useNotify();
  const reactivate = useChannelMutation('users.accounts.reactivate', {
    onSuccess: () => {
      notify.success(`${profile.displayName} is active again.`);
      onClose();
    },
    onSettled: () => onDone(),
  });
  return (
    <ConfirmDialog
      open
      title={`Reactivate ${profile.displayName}?`}
      confirmLabel="Reactivate"
      busy={reactivate.isPending}
      error={reactivate.error}
      onClose={onClose}
      onConfirm={() => reactivate.mutate({ connectionId, accountId: profile.accountId })}
    >
      <Typography>They will be able to log in again with the product access they had before.</Typography>
    </ConfirmDialog>
  );
}
