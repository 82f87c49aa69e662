import { useChannelQuery } from '../../../api/hooks';

/**
 * The removal's own line under the shared results: a removal is done only once the counts read again
 * matched what moved, so a done one says so; a failed one says what did not match in its reason.
 */
export function RemovalVerdict({ jobId }: { jobId: string }) {
  const results = useChannelQuery('app.jobOutcomes.list', { jobId }, { staleTime: Infinity });
  if (!results.data?.outcomes.some((outcome) => outcome.status === 'done')) return null;
  return 'Counted again afterwards: every issue is where the preview said.';
}
