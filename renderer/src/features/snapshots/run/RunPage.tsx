import ArrowBack from '@mui/icons-material/ArrowBack';
import SettingsBackupRestoreOutlined from '@mui/icons-material/SettingsBackupRestoreOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useChannelQuery } from '../../../api/hooks';
import { BulkRun } from '../../../shared/bulk/BulkRun';
import { GuardedButton } from '../../../shared/GuardedButton';
import { isFinished } from '../../../shared/jobs/jobWords';
import { useJobState } from '../../../shared/jobs/useJobProgress';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { PageHeader } from '../../../shared/PageHeader';
import { runPath, snapshotsPath } from '../shared/snapshotRoutes';
import { useRefreshSnapshots, useStartComparison } from '../shared/useSnapshotActions';
import { undoAvailability } from './runModel';

const ITEM = { one: 'item', many: 'items' };

/**
 * A restore or copy run: its progress while it runs (pause, stop), then its results with Retry failed and the
 * CSV, and Undo: the snapshot taken of the site just before the run, compared with the site now, with what
 * the run changed chosen, and the same dry run, phrase and job as any restore.
 */
export function RunPage({ connectionId }: { connectionId: string }) {
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const refresh = useRefreshSnapshots();
  const { state } = useJobState(jobId);
  const finished = state !== undefined && isFinished(state);
  const [endedAt, setEndedAt] = useState<number | null>(null);
  const applied = useChannelQuery(
    'snapshots.appliedRun.get',
    { connectionId, jobId },
    {
      staleTime: 0,
      // Until it has been read since the run ended, it is read again each second: a read cancelled by the
      // refresh at the end (or answered just before it) must not leave Undo waiting for good.
      refetchInterval: (query) => (endedAt !== null && query.state.dataUpdatedAt < endedAt ? 1000 : false),
    },
  );
  const comparison = useStartComparison(connectionId);

  // A run that ended left a snapshot of the site before it, and changed what the site holds.
  const { refetch } = applied;
  useEffect(() => {
    if (!finished) return;
    setEndedAt((seen) => seen ?? Date.now());
    refresh();
    void refetch();
  }, [finished, refresh, refetch]);

  const run = applied.data;
  const copy = run?.mode === 'copy';
  // Undo reads what the run changed as it stood once the run ended: a record read while it ran lacks its last steps.
  const readSinceEnd = endedAt !== null && applied.dataUpdatedAt >= endedAt && !applied.isFetching;
  const undo = undoAvailability(finished, readSinceEnd ? run : undefined, comparison.isPending);
  return (
    <>
      <Button component={Link} to={snapshotsPath} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start', mb: 1 }}>
        All snapshots
      </Button>
      <PageHeader
        title={copy ? 'Copying to this site' : 'Putting back'}
        icon={<SettingsBackupRestoreOutlined />}
        description="Each change, as it is made; then what was done, what failed and why. Undo puts the site back as it was just before the run."
      />
      <Stack spacing={3}>
        <LoadErrorAlert error={applied.error} what="Whether this run can be undone could not be read." onRetry={() => void applied.refetch()} />
        <BulkRun
          jobId={jobId}
          finished={finished}
          title={copy ? 'Copying' : 'Putting back'}
          unit={ITEM}
          stopNote="What was already changed stays changed; Undo puts it back."
          doneWord={copy ? 'copied' : 'put back'}
          onRetry={(retryJob) => void navigate(runPath(retryJob))}
        />
        <GuardedButton
          variant="outlined"
          startIcon={<UndoOutlined />}
          availability={undo}
          onClick={() => run && comparison.compare(run.beforeSnapshotId, null, jobId)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Undo this run…
        </GuardedButton>
      </Stack>
    </>
  );
}

