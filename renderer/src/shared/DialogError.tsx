import Alert from '@mui/material/Alert';
import { describeError } from '../api/ContractError';

/** A dialog's failure, shown inside the dialog where the admin is looking; nothing when there is none. */
export function DialogError({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {describeError(error)}
    </Alert>
  );
}
