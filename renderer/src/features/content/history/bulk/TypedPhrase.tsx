import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

interface Props {
  phrase: string;
  typed: string;
  onTyped(value: string): void;
  /** What the phrase confirms, in one sentence ("These deletions are permanent."). */
  why: string;
}

/** The typed confirmation before bulk work that cannot be undone by a click. */
export function TypedPhrase({ phrase, typed, onTyped, why }: Props) {
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>
        {why} To go ahead, type <Box component="strong" sx={{ fontFamily: 'monospace' }}>{phrase}</Box> below.
      </Typography>
      <TextField
        label="Confirmation"
        value={typed}
        onChange={(event) => onTyped(event.target.value)}
        autoComplete="off"
        error={typed.trim() !== '' && !phrase.startsWith(typed.trim())}
        helperText={typed.trim() !== '' && !phrase.startsWith(typed.trim()) ? `Type ${phrase} exactly.` : ' '}
        fullWidth
      />
    </Box>
  );
}
