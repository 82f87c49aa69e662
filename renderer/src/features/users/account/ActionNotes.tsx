import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Availability } from '../../../shared/availability';

/** Says under the buttons why each greyed-out one is off, so nobody has to hover to find out. */
export function ActionNotes({ actions }: { actions: { label: string; availability: Availability }[] }) {
  const refused = actions.filter((action) => !action.availability.allowed);
  if (refused.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, color: 'text.secondary' }}>
      <InfoOutlined fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
      <Box component="ul" aria-label="Why some actions are not available" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {refused.map((action) => (
          <Typography component="li" variant="body2" key={action.label}>
            <strong>{action.label}</strong> is not available: {action.availability.reason}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
