import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useChannelQuery } from '../api/hooks';
import { RecoveryScreen } from './RecoveryScreen';

/** Shows the app once the core has answered `app.info.get`, and marks the page ready for tests and tools. */
export function ReadyGate({ children }: { children: ReactNode }) {
  const info = useChannelQuery('app.info.get', {}, { staleTime: Infinity });
  // The whole shell appears at once when the core answers; rendering it as deferred work lets React split
  // that render into short slices instead of one long task that would hold up the first click.
  const ready = useDeferredValue(info.isSuccess);

  useEffect(() => {
    if (info.isSuccess) document.body.dataset.ready = 'true';
  }, [info.isSuccess]);

  if (info.isError) {
    return (
      <RecoveryScreen
        title="Orgdesk can’t reach its core"
        detail={`${info.error.message} Your data is safe; try again in a moment.`}
        onRetry={() => void info.refetch()}
      />
    );
  }
  if (!ready) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', gap: 2, alignContent: 'center' }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">Starting Orgdesk…</Typography>
      </Box>
    );
  }
  return children;
}
