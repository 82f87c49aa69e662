import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useChannelMutation } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { useNotify } from '../../../shell/NotifyProvider';
import { FailedTokens } from './FailedTokens';
import { plural } from '../../../../../app/contract/words';

const LISTED = 8;

interface Props {
  connectionId: string;
  accountId: string;
  ownerName: string;
  labels: string[];
  onClose(): void;
  onDone(): void;
}

export function RevokeAllDialog({ connectionId, accountId, ownerName, labels, onClose, onDone }: Props) {
  const notify = useNotify();
  const revokeAll = useChannelMutation('users.tokens.revokeAll', {
    onSuccess: (result) => {
      if (result.failed.length === 0) {
        notify.success(`${plural(result.revoked, 'API token')} of ${ownerName} revoked.`);
        onClose();
      }
    },
    // A revoke that failed part-way may still have revoked some tokens: the account is read again either way.
    onSettled: () => onDone(),
  });
  const failed = revokeAll.data?.failed ?? [];
  const count = labels.length;
  return (
    <ConfirmDialog
      open
      title={`Revoke all ${plural(count, 'API token')} of ${ownerName}?`}
      confirmLabel={failed.length > 0 ? 'Try again' : 'Revoke all'}
      destructive
      busy={revokeAll.isPending}
      error={revokeAll.error}
      onClose={onClose}
      onConfirm={() => revokeAll.mutate({ connectionId, accountId })}
    >
      <Box component="ul" sx={{ mt: 0, pl: 2.5, color: 'text.primary' }}>
        {labels.slice(0, LISTED).map((label, index) => (
          <li key={`${label}-${index}`}>{label}</li>
        ))}
        {count > LISTED && <li>and {count - LISTED} more</li>}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>
        Revocation is permanent. Scripts and integrations using these tokens stop working at once.
      </Typography>
      {failed.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {revokeAll.data?.revoked ?? 0} revoked; {failed.length} could not be revoked:
          <FailedTokens failed={failed} />
        </Alert>
      )}
    </ConfirmDialog>
  );
}
