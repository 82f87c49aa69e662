import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { describeError } from '../../../api/ContractError';
import { useChannelMutation } from '../../../api/hooks';
import { useNotify } from '../../../shell/NotifyProvider';
import { useJobState } from '../../../shared/jobs/useJobProgress';
import { isFinished } from '../../../shared/jobs/jobWords';
import { readScanAgain } from './readScanAgain';

/**
 * Re-reads the accounts a scan could not read. The retry job writes into the same scan, so when it
 * ends the scan's totals and tables are simply read again; a second retry starts from the latest job's failures.
 */
export function useScanRetry(scanJobId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [latestJobId, setLatestJobId] = useState(scanJobId);
  const [runningJobId, setRunningJobId] = useState<string | null>(null);
  const running = useJobState(runningJobId);
  const retry = useChannelMutation('app.jobs.retryFailed', {
    onSuccess: ({ jobId }) => {
      if (jobId === null) {
        notify.info('Every account has been read; there is nothing left to try again.');
        return;
      }
      setLatestJobId(jobId);
      setRunningJobId(jobId);
    },
    onError: (error) => notify.error(describeError(error)),
  });

  const finished = running.state !== undefined && isFinished(running.state);
  useEffect(() => {
    if (!finished) return;
    setRunningJobId(null);
    readScanAgain(queryClient);
  }, [finished, queryClient]);

  return {
    start: () => retry.mutate({ jobId: latestJobId }),
    runningJobId,
    busy: retry.isPending || runningJobId !== null,
  };
}
