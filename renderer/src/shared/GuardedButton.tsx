import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type MouseEvent } from 'react';
import type { Availability } from './availability';
import { visuallyHidden } from './visuallyHidden';

/** The disabled look, while still taking hover (for the tooltip) and focus (for the keyboard). */
function refusedLook(variant: ButtonProps['variant']): SxProps<Theme> {
  return {
    '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' },
    '&.Mui-disabled:hover': {
      backgroundColor: variant === 'contained' ? 'action.disabledBackground' : 'transparent',
      boxShadow: 'none',
    },
  };
}

const ignoreClick = (event: MouseEvent) => event.preventDefault();

/**
 * A button for an action the admin may not be allowed to take. When refused it stays visible, looks
 * disabled and does nothing, but remains a focusable button with its own name (`aria-disabled`, not
 * `disabled`), so keyboard and screen-reader users reach it and hear why: the reason is its description,
 * and a tooltip on hover and focus.
 */
export function GuardedButton({ availability, sx, className, variant, ...props }: { availability: Availability } & ButtonProps) {
  const reasonId = useId();
  if (availability.allowed) return <Button {...props} variant={variant} sx={sx} className={className} />;
  const reason = availability.reason ?? 'You can’t do this.';
  return (
    <>
      <Tooltip title={reason} describeChild>
        <Button
          {...props}
          variant={variant}
          onClick={ignoreClick}
          aria-disabled="true"
          aria-describedby={reasonId}
          disableRipple
          className={className ? `${className} Mui-disabled` : 'Mui-disabled'}
          sx={[refusedLook(variant), ...(Array.isArray(sx) ? sx : [sx])]}
        />
      </Tooltip>
      <Box component="span" id={reasonId} sx={visuallyHidden}>
        {reason}
      </Box>
    </>
  );
}
