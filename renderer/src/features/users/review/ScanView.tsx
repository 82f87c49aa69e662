import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { describeError } from '../../../api/ContractError';
import { useChannelQuery } from '../../../api/hooks';
import { LoadingBar } from '../../../shared/LoadingBar';
import { exactTime } from '../../../shared/relativeTime';
import { JobProgressPanel } from '../../../shared/jobs/JobProgressPanel';
import { useJobState } from '../../../shared/jobs/useJobProgress';
import { isFinished } from '../../../shared/jobs/jobWords';
import { ScanFailures } from './ScanFailures';
import { ScanResults } from './ScanResults';
import { useScanRetry } from './useScanRetry';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { plural } from '../../../../../app/contract/words';

const ACCOUNT_WORDS = { one: 'account', many: 'accounts' };

interface Props {
  connectionId: string;
  jobId: string;
  onNewScan(): void;
}

function skippedNote(skipped: number): string {
  if (skipped === 0) return '';
  return ` ${plural(skipped, 'account was', 'accounts were')} skipped: apps, customers and accounts outside your verified domains have no tokens you can manage.`;
}

/** One scan: its progress while it runs, then what it found. */
export function ScanView({ connectionId, jobId, onNewScan }: Props) {
  const state = useJobState(jobId);
  const finished = state.state !== undefined && isFinished(state.state);
  // Read again each time the review opens: a token revoked on an account's page since leaves the scan in the core.
  const result = useChannelQuery('users.tokenScan.get', { connectionId, jobId }, { enabled: finished });
  const retry = useScanRetry(jobId);

  if (state.isError) {
    return (
      <Alert severity="warning" action={<Button color="inherit" onClick={onNewScan}>Start a new scan</Button>}>
        This scan is no longer available ({describeError(state.error)}). Scans are kept while Orgdesk runs.
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {result.data
            ? `Scanned ${exactTime(result.data.scannedAt)}.${skippedNote(result.data.skipped.length)}${state.state === 'cancelled' ? ' The scan was stopped early, so these results are partial.' : ''}`
            : 'Nothing is changed while the scan runs. You can leave this page and come back.'}
        </Typography>
        <Button startIcon={<RestartAltOutlined />} onClick={onNewScan} disabled={!finished} sx={{ flexShrink: 0 }}>
          New scan
        </Button>
      </Stack>
      {!finished && (
        <JobProgressPanel jobId={jobId} title="Scanning API tokens" unit={ACCOUNT_WORDS} stopNote="The tokens found so far are kept and shown." />
      )}
      {finished && !result.data && !result.isError && <LoadingBar active label="Loading the scan results" />}
      <LoadErrorAlert error={result.error} what="The scan results could not be read." onRetry={() => void result.refetch()} />
      {result.data && <ScanFailures failures={result.data.failures} retrying={retry.busy} onRetry={retry.start} />}
      {retry.runningJobId && (
        <JobProgressPanel
          jobId={retry.runningJobId}
          title="Reading the failed accounts again"
          unit={ACCOUNT_WORDS}
          stopNote="Accounts read so far are added to the results."
        />
      )}
      {result.data && <ScanResults connectionId={connectionId} jobId={jobId} result={result.data} />}
    </Stack>
  );
}
