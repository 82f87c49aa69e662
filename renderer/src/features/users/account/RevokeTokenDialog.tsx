import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useChannelMutation } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { useNotify } from '../../../shell/NotifyProvider';
import { exactTime, relativeTime } from '../../../shared/relativeTime';
import type { AccountTokenRow } from '../reviewRows';
import { expiryCountdown } from '../tokenTime';

interface Props {
  connectionId: string;
  accountId: string;
  ownerName: string;
  token: AccountTokenRow;
  onClose(): void;
  /** Reads the account again; called after every attempt, since a failed one may still have changed it. */
  onDone(): void;
}

export function RevokeTokenDialog({ connectionId, accountId, ownerName, token, onClose, onDone }: Props) {
  const notify = useNotify();
  const revoke = useChannelMutation('users.tokens.revoke', {
    onSuccess: () => {
      notify.success(`API token “${token.label}” revoked.`);
      onClose();
    },
    onSettled: () => onDone(),
  });
  const now = new Date();
  return (
    <ConfirmDialog
      open
      title={`Revoke “${token.label}”?`}
      confirmLabel="Revoke token"
      destructive
      busy={revoke.isPending}
      error={revoke.error}
      onClose={onClose}
      onConfirm={() => revoke.mutate({ connectionId, accountId, tokenId: token.id })}
    >
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0, mb: 2 }}>
        <dt>Owner</dt>
        <Box component="dd" sx={{ m: 0, color: 'text.primary' }}>{ownerName}</Box>
        <dt>Last used</dt>
        <Box component="dd" sx={{ m: 0, color: 'text.primary' }}>
          {token.lastUsedAt ? `${relativeTime(token.lastUsedAt, now)} (${exactTime(token.lastUsedAt)})` : 'Never used'}
        </Box>
        <dt>Expires</dt>
        <Box component="dd" sx={{ m: 0, color: 'text.primary' }}>
          {token.expiresAt ? `${exactTime(token.expiresAt)} (${expiryCountdown(token.expiresMs, now.getTime()).toLowerCase()})` : 'No expiry date'}
        </Box>
      </Box>
      <Typography sx={{ fontWeight: 600 }}>
        Revocation is permanent. Anything that uses this token stops working at once, and the token cannot be restored.
      </Typography>
    </ConfirmDialog>
  );
}
