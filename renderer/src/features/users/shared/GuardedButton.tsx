import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { Availability } from '../account/availability';

/**
 * A button for an action the admin may not be allowed to take. When refused it stays visible but
 * disabled, and says why on hover and focus (the wrapper takes focus because a disabled button cannot).
 */
export function GuardedButton({ availability, ...props }: { availability: Availability } & ButtonProps) {
  if (availability.allowed) return <Button {...props} />;
  return (
    <Tooltip title={availability.reason ?? ''}>
      <span tabIndex={0} style={{ display: 'inline-flex' }}>
        <Button {...props} disabled />
      </span>
    </Tooltip>
  );
}
