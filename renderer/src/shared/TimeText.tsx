import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { exactTime, relativeTime } from './relativeTime';

/**
 * "3 days ago", with the exact date and time on hover. Made for table cells: it adds no tab stop of its
 * own (the cell takes focus), and the exact time is the element's title, a description rather than a
 * name, so "3 days ago" is still what is read.
 */
export function TimeText({ iso, now, fallback }: { iso: string | null; now: Date; fallback: string }) {
  if (iso === null) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {fallback}
      </Box>
    );
  }
  return (
    <Tooltip title={exactTime(iso)} describeChild>
      <Box component="time" dateTime={iso} sx={{ cursor: 'default' }}>
        {relativeTime(iso, now)}
      </Box>
    </Tooltip>
  );
}
