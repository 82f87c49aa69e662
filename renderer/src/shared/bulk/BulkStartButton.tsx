import type { ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { phraseMatches } from '../../../../app/contract/bulk';
import { allowed, refused } from '../availability';
import { GuardedButton } from '../GuardedButton';

interface Props {
  phrase: string;
  typed: string;
  /** The start was asked for and has not answered yet. */
  starting: boolean;
  /** Why the plan may not start even with the phrase typed (a lock-out not acknowledged); null when it may. */
  blocked?: string | null;
  color?: ButtonProps['color'];
  /** Called with the phrase itself once what was typed matches it. */
  onStart(confirmation: string): void;
  children: ReactNode;
}

/**
 * The button that starts a planned bulk change. It stays in view while it may not be pressed and says why
 * (the phrase not typed yet, already starting, a reason of the flow's own).
 */
export function BulkStartButton({ phrase, typed, starting, blocked = null, color = 'error', onStart, children }: Props) {
  const availability = starting
    ? refused('Starting: the first items are being handed to the job.')
    : blocked !== null
      ? refused(blocked)
      : phraseMatches(typed, phrase)
        ? allowed
        : refused(`Type ${phrase} in the confirmation box first.`);
  return (
    <GuardedButton variant="contained" color={color} availability={availability} onClick={() => onStart(phrase)} sx={{ whiteSpace: 'nowrap' }}>
      {starting ? 'Starting…' : children}
    </GuardedButton>
  );
}
