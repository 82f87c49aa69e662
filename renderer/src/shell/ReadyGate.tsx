import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useChannelQuery } from '../api/hooks';
import { RecoveryScreen } from './RecoveryScreen';

/**
 * Shows "Starting Orgdesk…" for the first paint and then the app, or a way to retry when the core does not
 * answer `app.info.get`; marks the page ready for tests and tools once it has answered.
 */
export function ReadyGate({ children }: { children: ReactNode }) {
  const info = useChannelQuery('app.info.get', {}, { staleTime: Infinity });
  // The shell does not wait for that answer (its screens show their own loading): it is drawn as deferred
  // work right after the first paint, which React splits into short slices, so the window takes clicks
  // sooner than if the whole shell were one long task after the core's first answer.
  const ready = useDeferredValue(true, false);

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
