import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** Keeps its height when idle so the page does not jump when loading starts or stops. */
export function LoadingBar({ active, label }: { active: boolean; label: string }) {
  return (
    <Box sx={{ height: 4, mb: 1.5 }}>{active && <LinearProgress aria-label={label} sx={{ borderRadius: 2 }} />}</Box>
  );
}
