import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import type { TokenRef } from '../../../../../app/contract/channels/users';
import { useChannelQuery } from '../../../api/hooks';
import { useCsvExport } from '../../../shared/useCsvExport';
import { plannedVersusDone, summarizeOutcomes } from '../revokeOutcomes';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';

const LISTED = 20;

interface Props {
  jobId: string;
  /** How many revocations the dry run planned, to show that the result matches it. */
  planned: number;
  /** The admin stopped the job: what it had not reached yet was never tried. */
  stopped: boolean;
  onRevoked(refs: TokenRef[]): void;
}

function OutcomeList({ items, label }: { items: { key: string; target: string; why: string }[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
      {items.slice(0, LISTED).map((item) => (
        <li key={item.key}>
          {item.target}: {item.why}
        </li>
      ))}
      {items.length > LISTED && <li>and {(items.length - LISTED).toLocaleString()} more (see the CSV)</li>}
    </Box>
  );
}

/** The final word on a bulk revoke: revoked, failed with reasons, skipped with reasons, and its CSV. */
export function RevokeSummary({ jobId, planned, stopped, onRevoked }: Props) {
  const results = useChannelQuery('app.jobOutcomes.list', { jobId }, { staleTime: Infinity });
  const outcomes = results.data?.outcomes;
  const result = useMemo(() => (outcomes ? summarizeOutcomes(outcomes) : null), [outcomes]);
  const exportCsv = useCsvExport('app.jobOutcomes.exportCsv');
  useEffect(() => {
    if (result) onRevoked(result.revoked);
  }, [result, onRevoked]);

  if (results.isError) return <LoadErrorAlert error={results.error} what="The results could not be read." onRetry={() => void results.refetch()} />;
  if (!result) return null;
  const accounted = result.revoked.length + result.failed.length;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Alert severity={result.failed.length === 0 ? 'success' : 'warning'} data-testid="revoke-summary">
        <AlertTitle>
          {result.revoked.length.toLocaleString()} revoked · {result.failed.length.toLocaleString()} failed ·{' '}
          {result.skipped.length.toLocaleString()} skipped
        </AlertTitle>
        {plannedVersusDone(planned, accounted, stopped)}
      </Alert>
      {result.failed.length > 0 && (
        <Alert severity="error">
          Could not be revoked:
          <OutcomeList
            label="Tokens that failed"
            items={result.failed.map((outcome) => ({ key: outcome.key, target: outcome.target, why: outcome.error.message }))}
          />
        </Alert>
      )}
      {result.skipped.length > 0 && (
        <Alert severity="info">
          Skipped:
          <OutcomeList
            label="Tokens that were skipped"
            items={result.skipped.map((outcome) => ({ key: outcome.key, target: outcome.target, why: outcome.reason }))}
          />
        </Alert>
      )}
      <Box>
        <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={() => exportCsv.run({ jobId })} disabled={exportCsv.isPending}>
          Export results as CSV
        </Button>
      </Box>
    </Stack>
  );
}
