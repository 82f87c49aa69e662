import { useEffect, useMemo } from 'react';
import type { TokenRef } from '../../../../../app/contract/users/token-review.channels';
import { useChannelQuery } from '../../../api/hooks';
import { plannedVersusDone, summarizeOutcomes } from '../revokeOutcomes';

interface Props {
  jobId: string;
  /** How many revocations the dry run planned, to show that the result matches it; null for a retry. */
  planned: number | null;
  /** The admin stopped the job: what it had not reached yet was never tried. */
  stopped: boolean;
  onRevoked(refs: TokenRef[]): void;
}

/** The revoke's own line under the shared results: how it compares with the preview, and which tokens went. */
export function RevokeVerdict({ jobId, planned, stopped, onRevoked }: Props) {
  const results = useChannelQuery('app.jobOutcomes.list', { jobId }, { staleTime: Infinity });
  const outcomes = results.data?.outcomes;
  const result = useMemo(() => (outcomes ? summarizeOutcomes(outcomes) : null), [outcomes]);
  useEffect(() => {
    if (result) onRevoked(result.revoked);
  }, [result, onRevoked]);
  if (!result || planned === null) return null;
  return plannedVersusDone(planned, result.revoked.length + result.failed.length, stopped);
}
