import PauseOutlined from '@mui/icons-material/PauseOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import StopOutlined from '@mui/icons-material/StopOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { describeError } from '../../api/ContractError';
import { useChannelMutation } from '../../api/hooks';
import { ConfirmDialog } from '../ConfirmDialog';
import { LoadErrorAlert } from '../LoadErrorAlert';
import { useNotify } from '../../shell/NotifyProvider';
import { isFinished, jobStateWords, percentDone, rateWords, timeLeftWords } from './jobWords';
import { useJobProgress } from './useJobProgress';
import type { CountWords } from '../bulk/bulkWords';
import { plural } from '../../../../app/contract/words';

interface Props {
  jobId: string;
  title: string;
  /** What the job counts ("account", "accounts"). */
  unit: CountWords;
  /** What stopping keeps, for the confirmation ("The tokens found so far are kept."). */
  stopNote: string;
}

/** A job's progress bar with live counts, rate and time left, and its pause, resume and stop controls. */
export function JobProgressPanel({ jobId, title, unit, stopNote }: Props) {
  const headingId = useId();
  const progress = useJobProgress(jobId);
  const [confirmStop, setConfirmStop] = useState(false);
  const notify = useNotify();
  const controlFailed = { onError: (error: unknown) => notify.error(describeError(error)) };
  const pause = useChannelMutation('app.jobs.pause', controlFailed);
  const resume = useChannelMutation('app.jobs.resume', controlFailed);
  const cancel = useChannelMutation('app.jobs.cancel', { onSuccess: () => setConfirmStop(false) });

  if (progress.isError) return <LoadErrorAlert error={progress.error} what="The progress of this job could not be read." onRetry={() => void progress.refetch()} />;
  const job = progress.data;
  const finished = job ? isFinished(job.state) : false;
  const percent = job ? percentDone(job) : 0;
  const known = job !== undefined && job.total > 0;
  const handled = job ? job.done + job.failed + job.skipped : 0;
  const pace = job && job.state === 'running' ? [rateWords(job.ratePerSecond, unit.many), timeLeftWords(job.etaSeconds)].filter(Boolean).join(' · ') : '';

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h3" id={headingId} sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {job && <Chip size="small" label={jobStateWords[job.state]} color={job.state === 'paused' ? 'warning' : 'default'} />}
      </Stack>
      {/* The bar is drawn from the numbers the words show, at once: no easing that lags behind them on a busy
          machine, and a new bar (not a slide from the full-width moving one) once the total is known. */}
      <LinearProgress
        key={known ? 'known' : 'unknown'}
        variant={known ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label={`${title}: progress`}
        sx={{ height: 10, borderRadius: 5, '& .MuiLinearProgress-bar1': known ? { transition: 'none' } : {} }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ mt: 1.5 }} aria-live="polite">
        <Typography sx={{ fontWeight: 600 }} data-testid="job-counts">
          {job ? `${handled.toLocaleString()} of ${plural(job.total, unit.one, unit.many)}` : 'Starting…'}
        </Typography>
        {job && (
          <Typography color="text.secondary">
            {job.done.toLocaleString()} done · {job.failed.toLocaleString()} failed
            {job.skipped > 0 ? ` · ${job.skipped.toLocaleString()} skipped` : ''}
          </Typography>
        )}
        {pace && <Typography color="text.secondary">{pace}</Typography>}
      </Stack>
      {!finished && job && (
        <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
          {job.state === 'paused' ? (
            <Button variant="outlined" startIcon={<PlayArrowOutlined />} onClick={() => resume.mutate({ jobId })} disabled={resume.isPending}>
              Resume
            </Button>
          ) : (
            <Button
              variant="outlined"
              startIcon={<PauseOutlined />}
              onClick={() => pause.mutate({ jobId })}
              disabled={pause.isPending || job.state === 'cancelling'}
            >
              Pause
            </Button>
          )}
          <Button color="error" startIcon={<StopOutlined />} onClick={() => setConfirmStop(true)} disabled={job.state === 'cancelling'}>
            Stop
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirmStop}
        title={`Stop: ${title.toLowerCase()}?`}
        confirmLabel="Stop"
        destructive
        busy={cancel.isPending}
        error={cancel.error}
        onClose={() => {
          setConfirmStop(false);
          cancel.reset();
        }}
        onConfirm={() => cancel.mutate({ jobId })}
      >
        {stopNote} What has not started yet will not be done.
      </ConfirmDialog>
    </Box>
  );
}
