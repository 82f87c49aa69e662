import type { ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { BulkStartButton } from './BulkStartButton';
import { TypedPhrase } from './TypedPhrase';

interface Props {
  phrase: string;
  typed: string;
  onTyped(value: string): void;
  /** What the phrase confirms, in one sentence. */
  why: string;
  starting: boolean;
  /** Why the plan may not start even with the phrase typed; null when it may. */
  blocked?: string | null;
  color?: ButtonProps['color'];
  autoFocus?: boolean;
  onStart(confirmation: string): void;
  /** The start button's words ("Delete 20 versions"). */
  children: ReactNode;
}

/** The last step of every bulk flow: the typed phrase with the start button beside it, so both stay in view together. */
export function BulkConfirm({ phrase, typed, onTyped, why, starting, blocked, color, autoFocus, onStart, children }: Props) {
  return (
    <TypedPhrase
      phrase={phrase}
      typed={typed}
      onTyped={onTyped}
      why={why}
      autoFocus={autoFocus}
      action={
        <BulkStartButton phrase={phrase} typed={typed} starting={starting} blocked={blocked} color={color} onStart={onStart}>
          {children}
        </BulkStartButton>
      }
    />
  );
}
