import type { DialogProps } from '@mui/material/Dialog';
import type { ReactNode } from 'react';
import { DialogError } from './DialogError';
import { DialogFrame, type LeaveQuestion } from './DialogFrame';

interface Props {
  title: ReactNode;
  /** True once the form holds something the admin typed or chose: leaving it then asks first. */
  dirty: boolean;
  /** A write is in flight (saving, starting a job): the bar shows it and the dialog stays until it answers. */
  busy?: boolean;
  /** What the bar above the title says while busy. */
  busyLabel?: string;
  /** Something is being read or checked (a preview): the bar shows it, and the admin may still leave. */
  progress?: string | null;
  /** A job started here is still running: leaving says it carries on without the dialog, and asks. */
  jobRunning?: boolean;
  /** Why the last attempt failed, shown inside the dialog under the fields. */
  error?: unknown;
  /** What discarding loses, in a sentence ("The new webhook is not added."). */
  discardNote?: string;
  maxWidth?: DialogProps['maxWidth'];
  /** Kept in view above the buttons while the fields scroll (the typed phrase and the button it unlocks). */
  footer?: ReactNode;
  /** The dialog's own buttons, drawn right of Cancel. */
  actions?: ReactNode;
  /** The way out, "Cancel" unless the work is done ("Close"). */
  cancelLabel?: string;
  onClose(): void;
  children: ReactNode;
}

const discardQuestion = (note: string | undefined): LeaveQuestion => ({
  title: 'Discard what you entered?',
  body: note ?? 'Nothing of it has been saved.',
  leaveLabel: 'Discard',
  stayLabel: 'Keep editing',
  destructive: true,
});

const jobRunsOnQuestion: LeaveQuestion = {
  title: 'Close while the job runs?',
  body: 'The job goes on without this window, and every change it makes is listed in Activity. Its results, with Retry failed and the CSV, are shown only here.',
  leaveLabel: 'Close and let it run',
  stayLabel: 'Keep watching',
  destructive: false,
};

/**
 * The frame of every dialog that takes typed input. It opens with focus in its first field, shows a failure
 * under the fields, and asks before throwing away what was typed, whichever way the admin leaves: Cancel,
 * Escape or a click beside it. While a job it started runs, leaving says the job goes on and asks.
 */
export function FormDialog({ dirty, busy = false, busyLabel = 'Saving', progress = null, jobRunning = false, error, discardNote, cancelLabel = 'Cancel', children, ...frame }: Props) {
  const leaveQuestion = jobRunning ? jobRunsOnQuestion : dirty ? discardQuestion(discardNote) : null;
  return (
    <DialogFrame {...frame} progress={busy ? busyLabel : progress} locked={busy} leaveQuestion={leaveQuestion} closeLabel={cancelLabel} closeVariant="text" focusFirstField>
      {children}
      <DialogError error={error} />
    </DialogFrame>
  );
}
