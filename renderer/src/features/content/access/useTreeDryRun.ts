import { useEffect, useRef } from 'react';
import { useChannelMutation } from '../../../api/hooks';
import { isFinished } from '../../../shared/jobs/jobWords';
import { useJobState } from '../../../shared/jobs/useJobProgress';

/**
 * The dry run of a tree change or its rollback: begun once when its dialog opens (React's development double
 * effects included) and followed until it ends. `stop` is for leaving: nothing is changed by a dry run, so it
 * need not read on once nobody looks at it.
 */
export function useTreeDryRun(planJob: string | null, begin: () => void) {
  const began = useRef(false);
  useEffect(() => {
    if (began.current) return;
    began.current = true;
    begin();
  }, [begin]);
  const { state } = useJobState(planJob);
  const done = state !== undefined && isFinished(state);
  const cancel = useChannelMutation('app.jobs.cancel');
  const stop = () => {
    if (planJob !== null && !done) cancel.mutate({ jobId: planJob });
  };
  return { done, stop };
}
