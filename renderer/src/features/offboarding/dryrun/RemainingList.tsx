import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Remaining } from '../../../../../app/contract/offboarding/leavers.channels';

/** What the run leaves for the admin: spaces to hand over by hand, refused deactivations, items kept by choice. */
export function RemainingList({ remaining, leavers }: { remaining: readonly Remaining[]; leavers: boolean }) {
  if (remaining.length === 0) return null;
  return (
    <Box component="section" aria-label="Left for you to do">
      <Typography variant="h3" sx={{ mb: 1 }}>
        Left for you to do
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 320, overflowY: 'auto' }}>
        {remaining.map((item, index) => (
          <li key={index}>
            <strong>{item.target}</strong>
            {leavers ? ` (${item.leaverName})` : ''}: {item.reason}
          </li>
        ))}
      </Box>
    </Box>
  );
}
