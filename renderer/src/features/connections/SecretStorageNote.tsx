import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConnectionView } from '../../../../app/contract/app/connections.channels';

export const MEMORY_ONLY_WARNING =
  'Memory only: the system keychain is unavailable, secrets are forgotten when Orgdesk quits.';

export function SecretStorageNote({ storage }: { storage: ConnectionView['secretStorage'] }) {
  if (storage === 'memory') {
    return (
      <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
        {MEMORY_ONLY_WARNING}
      </Alert>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <LockOutlined fontSize="small" aria-hidden />
      <Typography variant="body2">Secrets are kept in your system keychain.</Typography>
    </Stack>
  );
}
