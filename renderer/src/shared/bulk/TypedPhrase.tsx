import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { phraseBegun } from '../../../../app/contract/bulk';

interface Props {
  /** What the core's plan asks to have typed ("DELETE 20 VERSIONS"). */
  phrase: string;
  typed: string;
  onTyped(value: string): void;
  /** What the phrase confirms, in one sentence ("Deleted versions are gone for good."). */
  why: string;
  /** The button the phrase unlocks, drawn beside the field so both stay in one short row. */
  action?: ReactNode;
  /** Takes focus when it appears (and so scrolls into view): typing the phrase is the next step. */
  autoFocus?: boolean;
}

/**
 * The typed confirmation before bulk work, one look and one wording in every flow. Case and spacing do not
 * matter (`phraseBegun`, `phraseMatches`): the phrase makes the admin read the count, not the capitals.
 */
export function TypedPhrase({ phrase, typed, onTyped, why, action, autoFocus = false }: Props) {
  const wrong = !phraseBegun(typed, phrase);
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>
        {why} To go ahead, type <Box component="strong" sx={{ fontFamily: 'monospace' }} data-testid="confirmation-phrase">{phrase}</Box> below.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label="Confirmation"
          value={typed}
          onChange={(event) => onTyped(event.target.value)}
          autoComplete="off"
          autoFocus={autoFocus}
          size="small"
          error={wrong}
          helperText={wrong ? `This is not ${phrase}. Capitals and spaces do not matter.` : ' '}
          slotProps={{ htmlInput: { spellCheck: false } }}
          sx={{ flex: '1 1 260px' }}
        />
        {action}
      </Box>
    </Box>
  );
}
