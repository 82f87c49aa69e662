import type { QueryClient } from '@tanstack/react-query';
import { channelKey } from '../../../api/hooks';

/** Everything the review shows of a scan: its totals, its table of tokens and its people. */
const SCAN_READS = ['users.tokenScan.get', 'users.tokenScan.listTokens', 'users.tokenScan.listPeople'] as const;

/**
 * Reads every scan shown again, after a job changed what a scan holds (a retry added accounts, a revoke
 * took tokens away): the totals and every page are read afresh together, so they never disagree.
 */
export function readScanAgain(queryClient: QueryClient): void {
  for (const channel of SCAN_READS) void queryClient.invalidateQueries({ queryKey: channelKey(channel) });
}
