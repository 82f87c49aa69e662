import { useState } from 'react';
import { isFinished } from '../jobs/jobWords';
import { useJobState } from '../jobs/useJobProgress';

/**
 * The job a bulk flow follows: the one its start answered, then the retry of its failures when the admin
 * asks for one. `running` holds the dialog open; `finished` brings the results.
 */
export function useFollowedJob() {
  const [jobId, follow] = useState<string | null>(null);
  const { state } = useJobState(jobId);
  const finished = jobId !== null && state !== undefined && isFinished(state);
  return { jobId, follow, finished, running: jobId !== null && !finished, stopped: state === 'cancelled' };
}
