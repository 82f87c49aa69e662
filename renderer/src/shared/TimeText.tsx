import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { exactTime, relativeTime } from './relativeTime';

/** "3 days ago", with the exact date and time on hover or keyboard focus. */
export function TimeText({ iso, now, fallback }: { iso: string | null; now: Date; fallback: string }) {
  if (iso === null) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {fallback}
      </Box>
    );
  }
  return (
    <Tooltip title={exactTime(iso)}>
      <Box component="time" dateTime={iso} tabIndex={0} sx={{ cursor: 'default' }}>
        {relativeTime(iso, now)}
      </Box>
    </Tooltip>
  );
}
