import { useQueryClient } from '@tanstack/react-query';
import type { JobProgress } from '../../../../app/contract/events';
import { channelKey, useChannelQuery, useEvent } from '../../api/hooks';
import { isFinished } from './jobWords';

/** A safety net under the live pushes: a missed event (a reconnecting socket) still shows up. */
const POLL_MS = 2_000;

function keepPolling(progress: JobProgress | undefined): number | false {
  return progress && isFinished(progress.state) ? false : POLL_MS;
}

/** Live progress of one job: pushed by `job.progress`, polled while it runs. */
export function useJobProgress(jobId: string) {
  const queryClient = useQueryClient();
  const input = { jobId };
  const query = useChannelQuery('app.jobs.get', input, { refetchInterval: (q) => keepPolling(q.state.data), staleTime: 0 });
  useEvent('job.progress', (progress) => {
    if (progress.jobId === jobId) queryClient.setQueryData(channelKey('app.jobs.get', input), progress);
  });
  return query;
}

/** The job's state, polled until it ends; `null` while there is no job yet. */
export function useJobState(jobId: string | null) {
  const query = useChannelQuery(
    'app.jobs.get',
    { jobId: jobId ?? '' },
    { enabled: jobId !== null, refetchInterval: (q) => keepPolling(q.state.data), staleTime: 0 },
  );
  return { ...query, state: query.data?.state };
}
