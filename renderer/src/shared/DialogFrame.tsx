import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/** What to ask before the dialog goes, when going would lose something or leave something running. */
export interface LeaveQuestion {
  title: string;
  /** What leaving loses, or what carries on without the dialog. */
  body: ReactNode;
  leaveLabel: string;
  stayLabel: string;
  /** Leaving throws something away: the leave button is red and staying is the default. */
  destructive: boolean;
}

interface Props {
  title: ReactNode;
  /** The bar above the title and what it says, while something is read or written; null when nothing is. */
  progress?: string | null;
  /** A write is in flight: the dialog cannot be left until it answers. */
  locked?: boolean;
  /** Asked before the dialog goes, whichever way the admin leaves; null lets it go at once. */
  leaveQuestion?: LeaveQuestion | null;
  /** The way out: "Close" unless it gives something up ("Cancel"). */
  closeLabel?: string;
  /** Contained when closing is the main thing left to do; it then sits at the right end of the action row. */
  closeVariant?: ButtonProps['variant'];
  maxWidth?: DialogProps['maxWidth'];
  fullScreen?: boolean;
  /** Kept in view under the title while the body scrolls (a viewer's controls). */
  toolbar?: ReactNode;
  /** Kept in view above the action row while the body scrolls (a typed phrase and the button it unlocks). */
  footer?: ReactNode;
  /** The dialog's own buttons, drawn beside the way out. */
  actions?: ReactNode;
  /** Names the scrolling body and lets the keyboard reach it, for a body with nothing else to focus. */
  bodyLabel?: string;
  /** The scrolling body, for a list drawn as it scrolls. */
  bodyRef?: RefObject<HTMLDivElement | null>;
  /** Opens with focus in the first field, unless a field already took it. */
  focusFirstField?: boolean;
  onClose(): void;
  children: ReactNode;
}

const firstFieldSelector = 'input:not([type=hidden]):not([disabled]):not([aria-hidden=true]), textarea:not([disabled]), [role=combobox]';

/**
 * The one frame of every dialog: the title bar, a scrolling body, the action row with the way out. Leaving by
 * the way out, Escape or a click beside the dialog all go one path, which asks `leaveQuestion` first when there
 * is one. `FormDialog` builds on it for dialogs that take input; a dialog that only shows uses it as it is.
 */
export function DialogFrame({
  title,
  progress = null,
  locked = false,
  leaveQuestion = null,
  closeLabel = 'Close',
  closeVariant = 'contained',
  maxWidth = 'sm',
  fullScreen = false,
  toolbar,
  footer,
  actions,
  bodyLabel,
  bodyRef,
  focusFirstField = false,
  onClose,
  children,
}: Props) {
  const titleId = useId();
  const ownBodyRef = useRef<HTMLDivElement>(null);
  const body = bodyRef ?? ownBodyRef;
  const [asking, setAsking] = useState(false);
  // A question that no longer applies (the job ended while it was asked) is put away, and not asked later unprompted.
  if (asking && leaveQuestion === null) setAsking(false);
  const leave = () => {
    if (locked) return;
    if (leaveQuestion) setAsking(true);
    else onClose();
  };
  const wayOut = (
    <Button variant={closeVariant} onClick={leave} disabled={locked}>
      {closeLabel}
    </Button>
  );
  const focusFirst = () => {
    const content = body.current;
    if (!focusFirstField || !content || content.contains(document.activeElement)) return;
    content.querySelector<HTMLElement>(firstFieldSelector)?.focus();
  };

  return (
    <Dialog
      open
      onClose={leave}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={fullScreen}
      scroll="paper"
      slotProps={{ transition: { onEntered: focusFirst } }}
    >
      {progress !== null && <LinearProgress aria-label={progress} />}
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {toolbar && <Box sx={{ px: 3, pb: 1.5 }}>{toolbar}</Box>}
      <DialogContent dividers ref={body} {...(bodyLabel ? { role: 'region', 'aria-label': bodyLabel, tabIndex: 0 } : {})}>
        {children}
      </DialogContent>
      {footer && <Box sx={{ px: 3, pt: 1.5 }}>{footer}</Box>}
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {/* The main button sits at the right end: the way out is there only when it is the main one (a viewer's Close). */}
        {closeVariant !== 'contained' && wayOut}
        {actions}
        {closeVariant === 'contained' && wayOut}
      </DialogActions>
      {leaveQuestion && (
        <ConfirmDialog
          open={asking}
          title={leaveQuestion.title}
          confirmLabel={leaveQuestion.leaveLabel}
          cancelLabel={leaveQuestion.stayLabel}
          destructive={leaveQuestion.destructive}
          onConfirm={() => {
            setAsking(false);
            onClose();
          }}
          onClose={() => setAsking(false)}
        >
          {leaveQuestion.body}
        </ConfirmDialog>
      )}
    </Dialog>
  );
}
