import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { plural } from '../../../../app/contract/words';
import { describeError } from '../../api/ContractError';
import { useChannelMutation, useChannelQuery } from '../../api/hooks';
import { useNotify } from '../../shell/NotifyProvider';
import { allowed, refused } from '../availability';
import { GuardedButton } from '../GuardedButton';
import { LoadErrorAlert } from '../LoadErrorAlert';
import { useCsvExport } from '../useCsvExport';
import { resultsSentence, splitOutcomes, type CountWords } from './bulkWords';

/** Failed and skipped items listed at most; the CSV has them all. */
const LISTED = 50;

interface Props {
  jobId: string;
  /** What the items are ("token", "tokens"). */
  unit: CountWords;
  /** What happened to an item that went through ("revoked"); "done" when unsaid. */
  doneWord?: string;
  /** What each write was, when an item took several ("version deleted", "versions deleted"). */
  writes?: CountWords;
  /** A new job over the failed items only: the screen follows it instead. */
  onRetry(jobId: string): void;
  /** A flow's own line under the counts (how the result compares with its preview). */
  children?: ReactNode;
}

/**
 * How a bulk change ended, the same in every flow: the counts, every failure and skip with its reason (the
 * first 50 here, all of them in the CSV), "Retry failed" (kept in view, saying why when nothing failed) and
 * "Save results as CSV".
 */
export function BulkResults({ jobId, unit, doneWord = 'done', writes, onRetry, children }: Props) {
  const notify = useNotify();
  const results = useChannelQuery('app.jobOutcomes.list', { jobId }, { staleTime: Infinity });
  const retry = useChannelMutation('app.jobs.retryFailed', {
    onSuccess: (answer) => (answer.jobId === null ? notify.success('Nothing failed, so there is nothing to retry.') : onRetry(answer.jobId)),
    onError: (error) => notify.error(describeError(error)),
  });
  const csv = useCsvExport('app.jobOutcomes.exportCsv', unit);
  if (results.isError) return <LoadErrorAlert error={results.error} what="The results could not be read." onRetry={() => void results.refetch()} />;
  if (!results.data) return null;
  const split = splitOutcomes(results.data.outcomes);
  const unfinished = [...split.failed, ...split.skipped];
  const stopped = results.data.progress.state === 'cancelled';
  return (
    <Stack spacing={1.5} component="section" aria-label="Results">
      <Alert severity={split.failed.length > 0 ? 'warning' : 'success'} data-testid="bulk-results">
        {resultsSentence(split, { unit, doneWord, writes, stopped })}
        {children && <Typography variant="body2" sx={{ mt: 0.5 }}>{children}</Typography>}
      </Alert>
      {unfinished.length > 0 && (
        <List dense aria-label="Failed and skipped" sx={{ maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
          {unfinished.slice(0, LISTED).map((outcome) => (
            <ListItem key={outcome.key}>
              <ListItemText primary={outcome.target} secondary={outcome.status === 'failed' ? `Failed: ${outcome.error.message}` : `Skipped: ${outcome.reason}`} />
            </ListItem>
          ))}
        </List>
      )}
      {unfinished.length > LISTED && <Typography color="text.secondary">The CSV lists every one of them.</Typography>}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <GuardedButton
          variant="outlined"
          startIcon={<ReplayOutlined />}
          availability={split.failed.length === 0 ? refused('Nothing failed, so there is nothing to retry.') : retry.isPending ? refused('Starting the retry.') : allowed}
          onClick={() => retry.mutate({ jobId })}
        >
          Retry failed{split.failed.length > 0 ? ` (${plural(split.failed.length, unit.one, unit.many)})` : ''}
        </GuardedButton>
        <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={() => csv.run({ jobId })} disabled={csv.isPending}>
          Save results as CSV
        </Button>
      </Stack>
    </Stack>
  );
}
