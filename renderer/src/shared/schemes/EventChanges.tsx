import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '../visuallyHidden';
import { countWords } from './changeCounts';

/**
 * One event's change: who it starts notifying and who it stops notifying. The scheme editor's diff
 * (`EventDiff`) has this shape, and so does a snapshot comparison's scheme.
 */
export interface EventChangeRow {
  eventId: string;
  eventName: string;
  added: readonly { words: string }[];
  removed: readonly { id: string; recipient: string }[];
  /** Recipients of the event that stay as they are. */
  kept: number;
}

function Change({ sign, words }: { sign: '+' | '−'; words: string }) {
  const adding = sign === '+';
  return (
    <Box
      component="li"
      sx={(theme) => ({
        listStyle: 'none',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: 14,
        bgcolor: alpha(adding ? theme.palette.success.main : theme.palette.error.main, theme.palette.mode === 'dark' ? 0.25 : 0.12),
        color: theme.palette.mode === 'dark' ? (adding ? 'success.light' : 'error.light') : adding ? 'success.dark' : 'error.dark',
        textDecoration: adding ? 'none' : 'line-through',
      })}
    >
      <span aria-hidden>{sign} </span>
      <Box component="span" sx={visuallyHidden}>
        {adding ? 'Added: ' : 'Removed: '}
      </Box>
      {words}
    </Box>
  );
}

/** Per event, who is added (green) and who removed (red): what a review applies, what an Undo puts back, or what changed since a snapshot. */
export function EventChanges({ rows, label }: { rows: readonly EventChangeRow[]; label: string }) {
  return (
    <Box component="section" aria-label={label}>
      {rows.map((row) => (
        <Box key={row.eventId} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle2" component="h3">
            {row.eventName}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({countWords(row.added.length, row.removed.length)}; {row.kept} unchanged)
            </Typography>
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0, mt: 0.75, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {row.added.map((entry) => (
              <Change key={`+${entry.words}`} sign="+" words={entry.words} />
            ))}
            {row.removed.map((notification) => (
              <Change key={`-${notification.id}`} sign="−" words={notification.recipient} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
