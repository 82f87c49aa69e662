import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Output } from '../../../../../app/contract';
import type { ContractError } from '../../../api/ContractError';
import { useClient } from '../../../api/ClientContext';
import { channelKey } from '../../../api/hooks';
import { takeTurns } from './takeTurns';

/**
 * Two counts at a time. Each count is three Jira reads at once (the issues per field, the unresolved ones,
 * the version fields), so two keep six in flight: the most the app sends one site at a time. A screenful of
 * rows is counted in a few round trips, and what the admin does meanwhile waits behind one round at most.
 */
export const COUNTS_AT_ONCE = 2;
const countsInTurn = takeTurns(COUNTS_AT_ONCE);

/**
 * A version's issue counts, read while its row is on screen. A row that leaves the screen gives up its
 * place in line, or stops its count in the core; a failure stays with its row (`refetch` tries again).
 */
export function useVersionCounts(connectionId: string, versionId: string, inView: boolean) {
  const client = useClient();
  const queryClient = useQueryClient();
  const input = useMemo(() => ({ connectionId, versionId }), [connectionId, versionId]);
  const queryKey = channelKey('jira.versions.countByField', input);
  const counts = useQuery<Output<'jira.versions.countByField'>, ContractError>({
    queryKey,
    queryFn: ({ signal }) => countsInTurn(signal, () => client.call('jira.versions.countByField', input, { signal })),
    enabled: inView,
    // Scrolling back shows the counts already read; a change to the versions reads them again.
    staleTime: 60_000,
  });
  useEffect(() => {
    if (!inView) void queryClient.cancelQueries({ queryKey: channelKey('jira.versions.countByField', input), exact: true });
  }, [inView, input, queryClient]);
  return counts;
}
