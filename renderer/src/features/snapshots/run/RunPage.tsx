import ArrowBack from '@mui/icons-material/ArrowBack';
import SettingsBackupRestoreOutlined from '@mui/icons-material/SettingsBackupRestoreOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { plural } from '../../../../../app/contract/words';
import { useChannelQuery } from '../../../api/hooks';
import { allowed, refused } from '../../../shared/availability';
import { BulkRun } from '../../../shared/bulk/BulkRun';
import { GuardedButton } from '../../../shared/GuardedButton';
import { isFinished } from '../../../shared/jobs/jobWords';
import { useJobState } from '../../../shared/jobs/useJobProgress';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { PageHeader } from '../../../shared/PageHeader';
import { ApplyReview } from '../apply/ApplyReview';
import { runPath, snapshotsPath } from '../shared/snapshotRoutes';
import { useRefreshSnapshots } from '../shared/useSnapshotActions';

const ITEM = { one: 'item', many: 'items' };

/**
 * A restore or copy run: its progress while it runs (pause, stop), then its results with Retry failed and the
 * CSV, and Undo, which puts back the snapshot taken of the site just before the run, after its own dry run.
 */
export function RunPage({ connectionId }: { connectionId: string }) {
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const refresh = useRefreshSnapshots();
  const { state } = useJobState(jobId);
  const finished = state !== undefined && isFinished(state);
  const applied = useChannelQuery('snapshots.appliedRun.get', { connectionId, jobId }, { staleTime: 0 });
  const [undoing, setUndoing] = useState(false);

  // A run that ended left a snapshot of the site before it, and changed what the site holds.
  const { refetch } = applied;
  useEffect(() => {
    if (!finished) return;
    refresh();
    void refetch();
  }, [finished, refresh, refetch]);

  const run = applied.data;
  const copy = run?.mode === 'copy';
  const undo = !finished
    ? refused('Wait until the run has ended.')
    : !run
      ? refused('Reading whether this run can be undone.')
      : run.undoable
        ? allowed
        : refused(run.undoProblem ?? 'This run cannot be undone.');
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
        {!undoing && (
          <GuardedButton variant="outlined" startIcon={<UndoOutlined />} availability={undo} onClick={() => setUndoing(true)} sx={{ alignSelf: 'flex-start' }}>
            Undo this run…
          </GuardedButton>
        )}
        {undoing && <UndoReview connectionId={connectionId} jobId={jobId} onCancel={() => setUndoing(false)} onStarted={(next) => void navigate(runPath(next))} />}
      </Stack>
    </>
  );
}

function UndoReview({ connectionId, jobId, onCancel, onStarted }: { connectionId: string; jobId: string; onCancel(): void; onStarted(jobId: string): void }) {
  const plan = useChannelQuery('snapshots.applyUndo.plan', { connectionId, jobId }, { staleTime: 0, gcTime: 0 });
  const count = plan.data?.steps.length ?? 0;
  return (
    <Stack spacing={2}>
      <Button onClick={onCancel} sx={{ alignSelf: 'flex-start' }}>
        Keep the run as it is
      </Button>
      <ApplyReview
        connectionId={connectionId}
        mode={plan.data?.mode ?? 'restore'}
        plan={plan.data}
        fresh={!plan.isFetching}
        loadError={plan.error}
        onReload={() => void plan.refetch()}
        choices={null}
        onStarted={onStarted}
        words={{ why: 'Everything the run changed goes back to how it was just before it.', start: `Undo ${plural(count, 'item')}` }}
      />
    </Stack>
  );
}
