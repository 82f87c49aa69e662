import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplyStep } from '../../../../../app/contract/snapshots/snapshots.channels';

interface Props {
  steps: readonly ApplyStep[];
  /** A step's key → its new choice. */
  onChosen(choice: Record<string, 'update' | 'new'>): void;
}

/**
 * Schemes whose name is already taken on this site by another scheme: copied under a new name (the default),
 * or that scheme updated in place to match, which changes what it notifies for every project using it.
 */
export function ClashChoices({ steps, onChosen }: Props) {
  const clashes = steps.filter((step) => step.clash !== null);
  if (clashes.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="name-clashes" sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="h3" id="name-clashes">
        Names already taken here
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        A scheme of this site has the same name. Copy under a new name to leave it as it is, or update it in place to match the snapshot.
      </Typography>
      <Stack spacing={1.5}>
        {clashes.map((step) => (
          <FormControl key={step.key}>
            <FormLabel id={`clash-${step.key}`} sx={{ fontWeight: 500, color: 'text.primary' }}>
              {step.target}
            </FormLabel>
            <RadioGroup row aria-labelledby={`clash-${step.key}`} value={step.clash} onChange={(event) => onChosen({ [step.key]: event.target.value === 'update' ? 'update' : 'new' })}>
              <FormControlLabel value="new" control={<Radio />} label="Copy under a new name" />
              <FormControlLabel value="update" control={<Radio />} label="Update the existing one in place" />
            </RadioGroup>
          </FormControl>
        ))}
      </Stack>
    </Paper>
  );
}
