import Alert, { type AlertColor } from '@mui/material/Alert';
import type { ReactNode, Ref } from 'react';

interface Props {
  /** What the plan would do, counted ("4 tokens will be revoked, 1 will be skipped."). */
  children: ReactNode;
  severity?: AlertColor;
  ref?: Ref<HTMLDivElement>;
}

/** The head of every plan: nothing has changed yet, and what starting would do, in one sentence. */
export function PreviewSummary({ children, severity = 'info', ref }: Props) {
  return (
    <Alert severity={severity} ref={ref} data-testid="plan-summary" sx={{ scrollMarginTop: 80 }}>
      <strong>Preview: nothing has been changed yet.</strong> {children}
    </Alert>
  );
}
