import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { describeError } from '../api/ContractError';

interface Props {
  /** The failed read; nothing is shown while it is null or undefined. */
  error: unknown;
  /** Reads again; the button says "Try again". */
  onRetry(): void;
  /** What could not be read, when the error alone does not say: "The API tokens could not be read." */
  what?: string;
  sx?: SxProps<Theme>;
}

/**
 * How every screen says that something could not be loaded: the reason in plain words and a way to try
 * again. (Success goes to the snackbar and a dialog's error into the dialog; see `ConfirmDialog`.)
 */
export function LoadErrorAlert({ error, onRetry, what, sx }: Props) {
  if (error === null || error === undefined) return null;
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {what ? `${what} ${describeError(error)}` : describeError(error)}
    </Alert>
  );
}
