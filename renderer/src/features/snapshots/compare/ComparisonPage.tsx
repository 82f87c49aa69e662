import ArrowBack from '@mui/icons-material/ArrowBack';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useChannelQuery } from '../../../api/hooks';
import { JobProgressPanel } from '../../../shared/jobs/JobProgressPanel';
import { LeaveGuard } from '../../../shared/LeaveGuard';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { PageHeader } from '../../../shared/PageHeader';
import { ApplyStage } from '../apply/ApplyStage';
import { runPath, snapshotsPath, UNDO_PARAM } from '../shared/snapshotRoutes';
import { applyModeOf, keysStillListed, sidesOf } from './comparisonModel';
import { ComparisonView } from './ComparisonView';

const PART = { one: 'part', many: 'parts' };
/** How often a comparison still reading is read back. */
const POLL_MS = 1_500;

/**
 * What changed between a snapshot and the site now (or another snapshot), read back by the comparison's job:
 * its progress while it reads, then per kind what was added, removed and changed, each with its before and
 * after. Chosen changes go on to a dry run of putting them back (same site) or copying them (another site).
 */
export function ComparisonPage({ connectionId }: { connectionId: string }) {
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const comparison = useChannelQuery(
    'snapshots.comparison.get',
    { connectionId, jobId },
    {
      staleTime: Infinity,
      refetchInterval: (query) => (query.state.data === undefined || query.state.data.state === 'running' ? POLL_MS : false),
      // A comparison is read whole once it is ready: matching tens of thousands of changes against the last answer would only hold the window.
      structuralSharing: false,
    },
  );
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [applying, setApplying] = useState(false);
  const [started, setStarted] = useState<string | null>(null);
  // An undo: the run's own changes are chosen, and the dry run opens as soon as the comparison is ready.
  const undoOf = useSearchParams()[0].get(UNDO_PARAM);
  const undoRun = useChannelQuery('snapshots.appliedRun.get', { connectionId, jobId: undoOf ?? '' }, { enabled: undoOf !== null, staleTime: Infinity });
  const [undoPrepared, setUndoPrepared] = useState(false);

  // Leave for the run once the guard below has been lifted by the start.
  useEffect(() => {
    if (started !== null) void navigate(runPath(started));
  }, [started, navigate]);

  const data = comparison.data;
  const ready = data?.state === 'ready' ? data : null;
  const sides = ready ? sidesOf(ready) : null;
  const mode = sides ? applyModeOf(sides) : null;
  const spaceCopy = ready?.spaceCopy ?? null;
  const undoKeys = useMemo(() => (ready && undoRun.data ? keysStillListed(undoRun.data.keys, ready.changes) : null), [ready, undoRun.data]);
  useEffect(() => {
    if (undoPrepared || undoKeys === null) return;
    setUndoPrepared(true);
    if (undoKeys.length === 0) return;
    setChosen(new Set(undoKeys));
    setApplying(true);
  }, [undoPrepared, undoKeys]);

  const unsaved = chosen.size > 0 && started === null ? 'The changes you chose have not been applied; your choice is lost.' : null;

  return (
    <>
      <Button component={Link} to={snapshotsPath} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start', mb: 1 }}>
        All snapshots
      </Button>
      <PageHeader
        title={undoOf !== null ? 'Undo a run' : spaceCopy ? 'Copy templates between spaces' : mode === 'copy' ? 'Copy to this site' : 'What changed'}
        icon={<CompareArrowsOutlined />}
        description={
          undoOf !== null
            ? 'The site as it was just before the run, compared with the site now: what the run changed is chosen, to be put back.'
            : spaceCopy
            ? `The templates ${spaceCopy.from} had in the snapshot, compared by name with those of ${spaceCopy.to} now. Choose which to copy into ${spaceCopy.to}.`
            : mode === 'copy'
            ? 'What differs between the snapshot of the other site and this site now. Choose what to copy; people and groups are matched by e-mail and name.'
            : 'Per kind, what was added, removed and changed. Open any item for its before and after.'
        }
      />
      <LeaveGuard unsaved={unsaved} />
      <Stack spacing={2.5}>
        {comparison.isPending && <LoadingBar active label="Reading the comparison" />}
        {data?.state === 'running' && <JobProgressPanel jobId={jobId} title="Comparing" unit={PART} stopNote="Nothing has been changed." />}
        <LoadErrorAlert error={comparison.error} what="The comparison could not be read." onRetry={() => void comparison.refetch()} />
        <LoadErrorAlert error={undoRun.error} what="What the run changed could not be read." onRetry={() => void undoRun.refetch()} />
        {undoKeys?.length === 0 && <Alert severity="info">Everything the run changed is already as it was before it: there is nothing to undo.</Alert>}
        {data?.state === 'stopped' && (
          <Alert severity="warning" action={<Button color="inherit" size="small" component={Link} to={snapshotsPath}>Back to the snapshots</Button>}>
            The comparison was stopped before the end, so what changed is not known. Start it again from the snapshots.
          </Alert>
        )}
        {ready && sides && (applying && mode ? (
          <ApplyStage connectionId={connectionId} comparisonId={jobId} keys={[...chosen]} mode={mode} undo={undoOf !== null} onBack={() => setApplying(false)} onStarted={setStarted} />
        ) : (
          <ComparisonView connectionId={connectionId} comparisonId={jobId} comparison={ready} sides={sides} chosen={chosen} onChosen={setChosen} onApply={mode ? () => setApplying(true) : null} />
        ))}
      </Stack>
    </>
  );
}
