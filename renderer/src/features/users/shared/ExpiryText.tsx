import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { exactTime } from '../../../shared/relativeTime';
import { DAY_MS, EXPIRING_SOON_DAYS } from '../../../../../app/contract/token-state';
import { expiryCountdown } from '../tokenTime';

const dateOnly = (ms: number) => new Date(ms).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The expiry date with a countdown, coloured once it needs attention. Made for table cells: no tab stop
 * of its own (the cell takes focus); the exact time is the title, a description of the visible date.
 */
export function ExpiryText({ iso, expiresMs, nowMs }: { iso: string | null; expiresMs: number | null; nowMs: number }) {
  const countdown = expiryCountdown(expiresMs, nowMs);
  if (iso === null || expiresMs === null) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {countdown}
      </Box>
    );
  }
  const color = expiresMs <= nowMs ? 'error.main' : expiresMs - nowMs <= EXPIRING_SOON_DAYS * DAY_MS ? 'warning.main' : 'text.secondary';
  return (
    <Tooltip title={exactTime(iso)} describeChild>
      <Box component="time" dateTime={iso} sx={{ cursor: 'default', lineHeight: 1.35 }}>
        {dateOnly(expiresMs)}
        <Box component="span" sx={{ display: 'block', fontSize: '0.8rem', color }}>
          {countdown}
        </Box>
      </Box>
    </Tooltip>
  );
}
