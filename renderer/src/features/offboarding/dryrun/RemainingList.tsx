import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Remaining } from '../../../../../app/contract/offboarding/leavers.channels';
import { plural } from '../../../../../app/contract/words';

/** Items listed at most; the record's CSV has every one. */
const SHOWN = 200;

/** What the run leaves for the admin: spaces to hand over by hand, refused deactivations, items kept by choice. */
export function RemainingList({ remaining, leavers }: { remaining: readonly Remaining[]; leavers: boolean }) {
  if (remaining.length === 0) return null;
  return (
    <Box component="section" aria-label="Left for you to do">
      <Typography variant="h3" sx={{ mb: 1 }}>
        Left for you to do
      </Typography>
      {/* It scrolls when long: focusable, so the keyboard can scroll it too. */}
      <Box component="ul" tabIndex={0} sx={{ m: 0, pl: 3, maxHeight: 320, overflowY: 'auto' }}>
        {remaining.slice(0, SHOWN).map((item, index) => (
          <li key={index}>
            <strong>{item.target}</strong>
            {leavers ? ` (${item.leaverName})` : ''}: {item.reason}
          </li>
        ))}
      </Box>
      {remaining.length > SHOWN && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          And {plural(remaining.length - SHOWN, 'more item')}; the record’s CSV lists every one.
        </Typography>
      )}
    </Box>
  );
}
