import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One line of a plan: what happens to one item, or why it is left alone. */
export interface PlanLine {
  key: string;
  /** The item in plain words ("Deploy bot"). */
  name: string;
  /** Whether the change reaches it; false when the preview leaves it alone. */
  changes: boolean;
  /** Why it is left alone, or a detail worth reading (the webhook's address). */
  note?: string | null;
}

interface Props {
  lines: readonly PlanLine[];
  /** What happens to an item that changes ("Would delete", "Would pause"). */
  verb: string;
  /** The list's name for screen readers and tests ("Preview"). */
  label: string;
}

/** A short plan, one line an item: what would happen to it, or that it is left alone and why. */
export function PlanList({ lines, verb, label }: Props) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      {lines.map((line) => (
        <Box component="li" key={line.key} sx={{ px: 1.5, py: 0.75, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Chip size="small" color={line.changes ? 'error' : 'default'} variant={line.changes ? 'filled' : 'outlined'} label={line.changes ? verb : 'Left alone'} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: line.changes ? 600 : 400, overflowWrap: 'anywhere' }}>
                {line.name}
              </Typography>
              {line.note && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {line.note}
                </Typography>
              )}
            </Box>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
