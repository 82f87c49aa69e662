import { useChannelQuery } from '../../../api/hooks';

/** How often a running inventory is read back: each person found so far shows up as it is read. */
const POLL_MS = 1_500;

/** The inventory the plan job is building, read again while it runs. */
export function useInventory(connectionId: string, planJob: string | null) {
  return useChannelQuery(
    'offboarding.handover.getPlan',
    { connectionId, jobId: planJob ?? '' },
    { enabled: planJob !== null, staleTime: 0, refetchInterval: (query) => (query.state.data?.state === 'running' ? POLL_MS : false) },
  );
}
