import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { DialogError } from './DialogError';

interface Props {
  title: ReactNode;
  /** True once the form holds something the admin typed or chose: leaving it then asks first. */
  dirty: boolean;
  busy?: boolean;
  /** What the bar above the title says while busy. */
  busyLabel?: string;
  /** Why the last attempt failed, shown inside the dialog under the fields. */
  error?: unknown;
  /** What discarding loses, in a sentence ("The new webhook is not added."). */
  discardNote?: string;
  maxWidth?: DialogProps['maxWidth'];
  /** The dialog's own buttons, drawn right of Cancel. */
  actions?: ReactNode;
  /** The way out, "Cancel" unless the work is done ("Close"). */
  cancelLabel?: string;
  onClose(): void;
  children: ReactNode;
}

const firstFieldSelector = 'input:not([type=hidden]):not([disabled]):not([aria-hidden=true]), textarea:not([disabled]), [role=combobox]';

/**
 * The frame of every dialog that takes typed input. It opens with focus in its first field, shows a failure
 * under the fields, and asks before throwing away what was typed, whichever way the admin leaves: Cancel,
 * Escape or a click beside it.
 */
export function FormDialog({ title, dirty, busy = false, busyLabel = 'Saving', error, discardNote, maxWidth = 'sm', actions, cancelLabel = 'Cancel', onClose, children }: Props) {
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [askDiscard, setAskDiscard] = useState(false);
  const leave = () => {
    if (busy) return;
    if (dirty) setAskDiscard(true);
    else onClose();
  };
  // Unless a field already took the focus (one the dialog was opened for), the first one gets it.
  const focusFirstField = () => {
    const content = contentRef.current;
    if (!content || content.contains(document.activeElement)) return;
    content.querySelector<HTMLElement>(firstFieldSelector)?.focus();
  };

  return (
    <Dialog open onClose={leave} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth scroll="paper" slotProps={{ transition: { onEntered: focusFirstField } }}>
      {busy && <LinearProgress aria-label={busyLabel} />}
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers ref={contentRef}>
        {children}
        <DialogError error={error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={leave} disabled={busy}>
          {cancelLabel}
        </Button>
        {actions}
      </DialogActions>
      <ConfirmDialog
        open={askDiscard}
        title="Discard what you entered?"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          setAskDiscard(false);
          onClose();
        }}
        onClose={() => setAskDiscard(false)}
      >
        {discardNote ?? 'Nothing of it has been saved.'}
      </ConfirmDialog>
    </Dialog>
  );
}
