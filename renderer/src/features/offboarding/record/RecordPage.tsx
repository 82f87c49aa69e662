import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { describeError } from '../../../api/ContractError';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { JobProgressPanel } from '../../../shared/jobs/JobProgressPanel';
import { isFinished } from '../../../shared/jobs/jobWords';
import { useJobState } from '../../../shared/jobs/useJobProgress';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { PageHeader } from '../../../shared/PageHeader';
import { useNotify } from '../../../shell/NotifyProvider';
import { recordsPath } from '../shared/offboardingRoutes';
import { RecordView } from './RecordView';
import { RollbackDialog } from './RollbackDialog';

const STEP = { one: 'step', many: 'steps' };
const POLL_MS = 2_000;

/** A run of offboarding: its progress while it runs (pause, stop), then its record, with retry and roll back each followed here too. */
export function RecordPage({ connectionId }: { connectionId: string }) {
  const { runId = '' } = useParams();
  const notify = useNotify();
  const [retryJob, setRetryJob] = useState<string | null>(null);
  const [rollingBack, setRollingBack] = useState(false);
  const retryState = useJobState(retryJob);
  const retryRunning = retryJob !== null && !(retryState.state !== undefined && isFinished(retryState.state));
  const [rollbackId, setRollbackId] = useState<string | null>(null);
  const rollbackState = useJobState(rollbackId);
  const rollbackRunning = rollbackId !== null && !(rollbackState.state !== undefined && isFinished(rollbackState.state));
  const record = useChannelQuery(
    'offboarding.records.get',
    { connectionId, runId },
    { staleTime: 0, refetchInterval: (query) => (query.state.data?.state === 'running' || query.state.data?.state === 'paused' || retryRunning || rollbackRunning ? POLL_MS : false) },
  );
  // The last steps of a retry or a roll back land in the record as its job ends: read it once more then.
  const { refetch } = record;
  const followedEnded = [retryState.state, rollbackState.state].filter((state) => state !== undefined && isFinished(state)).length;
  useEffect(() => {
    if (followedEnded > 0) void refetch();
  }, [followedEnded, refetch]);
  const retry = useChannelMutation('app.jobs.retryFailed', {
    onSuccess: (answer) => (answer.jobId === null ? notify.success('Nothing failed, so there is nothing to retry.') : setRetryJob(answer.jobId)),
    onError: (error) => notify.error(describeError(error)),
  });
  const running = record.data?.state === 'running' || record.data?.state === 'paused';
  return (
    <>
      <PageHeader title="Offboarding record" description="What was done, to what, by whom and when; what failed and what remains." />
      <Stack spacing={3}>
        <Button component={Link} to={recordsPath} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
          All records
        </Button>
        {record.isPending && <LoadingBar active label="Loading the record" />}
        <LoadErrorAlert error={record.error} what="The record could not be read." onRetry={() => void record.refetch()} />
        {running && <JobProgressPanel jobId={runId} title="Offboarding" unit={STEP} stopNote="What was handed over stays handed over; the record lists it." />}
        {retryJob !== null && <JobProgressPanel key={retryJob} jobId={retryJob} title="Retrying the failed steps" unit={STEP} stopNote="Steps already done again stay done." />}
        {rollbackId !== null && <JobProgressPanel key={rollbackId} jobId={rollbackId} title="Rolling back" unit={STEP} stopNote="What was already put back stays put back." />}
        {record.data && (
          <RecordView
            connectionId={connectionId}
            record={record.data}
            busy={running || retryRunning || rollbackRunning}
            retrying={retry.isPending}
            onRetry={() => retry.mutate({ jobId: runId })}
            onRollback={() => setRollingBack(true)}
          />
        )}
        {rollingBack && record.data && (
          <RollbackDialog
            connectionId={connectionId}
            record={record.data}
            onStarted={(jobId) => {
              setRollingBack(false);
              setRollbackId(jobId);
            }}
            onClose={() => setRollingBack(false)}
          />
        )}
      </Stack>
    </>
  );
}
