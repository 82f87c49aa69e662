import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  phrase: string;
  typed: string;
  onTyped(value: string): void;
  /** What the phrase confirms, in one sentence ("These deletions are permanent."). */
  why: string;
  /** The button the phrase unlocks, drawn beside the field so both stay in one short row. */
  action?: ReactNode;
  /** Takes focus when it appears (and so scrolls into view): typing the phrase is the next step. */
  autoFocus?: boolean;
}

/** The typed confirmation before bulk work that cannot be undone by a click. */
export function TypedPhrase({ phrase, typed, onTyped, why, action, autoFocus = false }: Props) {
  const wrong = typed.trim() !== '' && !phrase.startsWith(typed.trim());
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>
        {why} To go ahead, type <Box component="strong" sx={{ fontFamily: 'monospace' }}>{phrase}</Box> below.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label="Confirmation"
          value={typed}
          onChange={(event) => onTyped(event.target.value)}
          autoComplete="off"
          autoFocus={autoFocus}
          size={action ? 'small' : 'medium'}
          error={wrong}
          helperText={wrong ? `Type ${phrase} exactly.` : action ? undefined : ' '}
          sx={{ flex: '1 1 260px' }}
        />
        {action}
      </Box>
    </Box>
  );
}
