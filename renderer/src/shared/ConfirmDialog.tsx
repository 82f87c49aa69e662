import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, type ReactNode } from 'react';
import { DialogError } from './DialogError';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The way back, "Cancel" unless that would be ambiguous ("Keep editing" when the confirm discards). */
  cancelLabel?: string;
  /** Destructive actions get the error colour and keep "Cancel" as the focused default. */
  destructive?: boolean;
  busy?: boolean;
  /**
   * Why the last attempt failed (the mutation's error), shown inside the dialog under the body, where the
   * admin is looking; the dialog stays open so they can try again or cancel.
   */
  error?: unknown;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancel', destructive, busy, error, onConfirm, onClose }: Props) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      {busy && <LinearProgress aria-label="Working" />}
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} component="div">
          {children}
        </DialogContentText>
        <DialogError error={error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy} autoFocus={destructive}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={busy}
          autoFocus={!destructive}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
