import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { describeError } from '../../../../api/ContractError';
import { useChannelMutation, useChannelQuery } from '../../../../api/hooks';
import { LoadErrorAlert } from '../../../../shared/LoadErrorAlert';
import { useCsvExport } from '../../../../shared/useCsvExport';
import { useNotify } from '../../../../shell/NotifyProvider';

/** Failed and skipped items listed at most, the CSV has them all. */
const LISTED = 50;

export interface CountWords {
  one: string;
  many: string;
}

export const PAGE_WORDS: CountWords = { one: 'page', many: 'pages' };

const counted = (count: number, words: CountWords) => `${count.toLocaleString()} ${count === 1 ? words.one : words.many}`;

interface Props {
  jobId: string;
  /** What the items are ("page", "pages"). */
  unit: CountWords;
  /** What each write was, when the items did several ("version deleted", "versions deleted"). */
  writes?: CountWords;
  /** A new job over the failed items only. */
  onRetry(jobId: string): void;
}

/**
 * How bulk work ended: counts, every failure and skip with its reason (the first 50 here, all of them in
 * the CSV), "Retry failed" and "Save as CSV".
 */
export function JobResults({ jobId, unit, writes, onRetry }: Props) {
  const notify = useNotify();
  const results = useChannelQuery('app.jobOutcomes.list', { jobId });
  const retry = useChannelMutation('app.jobs.retryFailed', {
    onSuccess: (answer) => (answer.jobId === null ? notify.success('Nothing failed, so there is nothing to retry.') : onRetry(answer.jobId)),
    onError: (error) => notify.error(describeError(error)),
  });
  const csv = useCsvExport('app.jobOutcomes.exportCsv', unit);
  if (results.isError) return <LoadErrorAlert error={results.error} what="The results could not be read." onRetry={() => void results.refetch()} />;
  const outcomes = results.data?.outcomes ?? [];
  const done = outcomes.filter((outcome) => outcome.status === 'done').length;
  const failed = outcomes.filter((outcome) => outcome.status === 'failed');
  const skipped = outcomes.filter((outcome) => outcome.status === 'skipped');
  const stopped = results.data?.progress.state === 'cancelled';
  const written = outcomes.reduce((sum, outcome) => sum + (outcome.status === 'done' ? outcome.writes.length : 0), 0);
  return (
    <Stack spacing={1.5}>
      <Alert severity={failed.length > 0 ? 'warning' : 'success'}>
        {`${counted(done, unit)} done`}
        {writes ? ` (${counted(written, writes)})` : ''}
        {failed.length > 0 ? `, ${failed.length.toLocaleString()} failed` : ''}
        {skipped.length > 0 ? `, ${skipped.length.toLocaleString()} skipped` : ''}
        {stopped ? '. Stopped before the end: what had not started was not done.' : '.'}
      </Alert>
      {[...failed, ...skipped].length > 0 && (
        <List dense aria-label="Failed and skipped" sx={{ maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
          {[...failed, ...skipped].slice(0, LISTED).map((outcome) => (
            <ListItem key={outcome.key}>
              <ListItemText
                primary={outcome.target}
                secondary={outcome.status === 'failed' ? `Failed: ${outcome.error.message}` : outcome.status === 'skipped' ? `Skipped: ${outcome.reason}` : ''}
              />
            </ListItem>
          ))}
        </List>
      )}
      {failed.length + skipped.length > LISTED && <Typography color="text.secondary">The CSV lists every one of them.</Typography>}
      <Stack direction="row" spacing={1.5}>
        {failed.length > 0 && (
          <Button variant="outlined" startIcon={<ReplayOutlined />} onClick={() => retry.mutate({ jobId })} disabled={retry.isPending}>
            Retry the {failed.length.toLocaleString()} failed
          </Button>
        )}
        <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={() => csv.run({ jobId })} disabled={csv.isPending}>
          Save the results as CSV
        </Button>
      </Stack>
    </Stack>
  );
}
