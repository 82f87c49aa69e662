import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InterruptedJob } from '../../../../app/contract/app/recovery.channels';
import { countsSentence, stateParts } from './recoveryWords';

/** One bar for a stopped job: how much was done, is being checked, did not start, failed or was skipped. */
export function StateBar({ counts }: { counts: InterruptedJob['counts'] }) {
  const total = stateParts.reduce((sum, part) => sum + counts[part.key], 0);
  const shown = stateParts.filter((part) => counts[part.key] > 0);
  return (
    <Stack spacing={0.75}>
      <Box role="img" aria-label={countsSentence(counts)} sx={{ display: 'flex', height: 12, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
        {shown.map((part) => (
          <Box key={part.key} sx={{ width: `${(counts[part.key] / Math.max(1, total)) * 100}%`, bgcolor: part.color }} />
        ))}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} aria-hidden>
        {shown.map((part) => (
          <Stack key={part.key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: part.color }} />
            <Typography variant="body2">
              {counts[part.key].toLocaleString('en')} {part.label}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
