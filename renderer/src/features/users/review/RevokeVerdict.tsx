import { useMemo } from 'react';
import { useChannelQuery } from '../../../api/hooks';
import { plannedVersusDone, summarizeOutcomes } from '../revokeOutcomes';

interface Props {
  jobId: string;
  /** How many revocations the dry run planned, to show that the result matches it; null for a retry. */
  planned: number | null;
  /** The admin stopped the job: what it had not reached yet was never tried. */
  stopped: boolean;
}

/** The revoke's own line under the shared results: how it compares with the preview. */
export function RevokeVerdict({ jobId, planned, stopped }: Props) {
  const results = useChannelQuery('app.jobOutcomes.list', { jobId }, { staleTime: Infinity });
  const outcomes = results.data?.outcomes;
  const result = useMemo(() => (outcomes ? summarizeOutcomes(outcomes) : null), [outcomes]);
  if (!result || planned === null) return null;
  return plannedVersusDone(planned, result.revoked.length + result.failed.length, stopped);
}
