import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { DialogError } from '../../../shared/DialogError';
import { JobProgressPanel } from '../../../shared/jobs/JobProgressPanel';
import { isFinished } from '../../../shared/jobs/jobWords';
import { useJobState } from '../../../shared/jobs/useJobProgress';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { JobResults, PAGE_WORDS } from '../history/bulk/JobResults';
import { TypedPhrase } from '../history/bulk/TypedPhrase';
import { editSentence, principalInSentence } from './accessWords';
import type { StagedEdit } from './stagedEdits';
import { TreePlanTable } from './TreePlanTable';

interface Props {
  connectionId: string;
  pageId: string;
  pageTitle: string;
  staged: StagedEdit[];
  onClose(changed: boolean): void;
}

/**
 * The staged change applied to this page and every page below it: a dry run listing each page before and
 * after, the typed confirmation, the job (pause, stop, retry failed, a CSV of every page), and a
 * rollback of the whole run from the lists it kept.
 */
export function TreeChangeDialog({ connectionId, pageId, pageTitle, staged, onClose }: Props) {
  const titleId = useId();
  const plan = useChannelMutation('confluence.accessTree.plan');
  const { mutate: startPlan } = plan;
  const planJob = plan.data?.jobId ?? null;
  const planState = useJobState(planJob);
  const planDone = planState.state !== undefined && isFinished(planState.state);
  const result = useChannelQuery('confluence.accessTree.getPlan', { connectionId, jobId: planJob ?? '' }, { enabled: planJob !== null && planDone });
  const ready = result.data?.state === 'ready' ? result.data : null;
  const [typed, setTyped] = useState('');
  const [override, setOverride] = useState(false);
  const [runJob, setRunJob] = useState<string | null>(null);
  /** The run as started: its id names what a rollback puts back, even after failed pages were retried. */
  const [runId, setRunId] = useState<string | null>(null);
  const [rollbackJob, setRollbackJob] = useState<string | null>(null);
  const [confirmRollback, setConfirmRollback] = useState(false);
  const start = useChannelMutation('confluence.accessTree.start', {
    onSuccess: (answer) => {
      setRunJob(answer.jobId);
      setRunId(answer.jobId);
    },
  });
  const rollback = useChannelMutation('confluence.accessTree.restore', {
    onSuccess: (answer) => {
      setConfirmRollback(false);
      setRollbackJob(answer.jobId);
    },
  });
  const runState = useJobState(runJob);
  const runDone = runState.state !== undefined && isFinished(runState.state);
  const rollbackState = useJobState(rollbackJob);
  const busy = (planJob !== null && !planDone) || (runJob !== null && !runDone) || (rollbackJob !== null && !(rollbackState.state !== undefined && isFinished(rollbackState.state)));
  const edits = staged.map((item) => item.edit);

  // One dry run per opening (React's development double effects included).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startPlan({ connectionId, pageId, edits: staged.map((item) => item.edit) });
  }, [connectionId, pageId, staged, startPlan]);

  const blocked = ready !== null && ready.lockouts > 0 && !override;
  return (
    <Dialog open onClose={busy ? undefined : () => onClose(runJob !== null)} aria-labelledby={titleId} maxWidth="lg" fullWidth scroll="paper">
      <DialogTitle id={titleId}>Change “{pageTitle}” and every page below it</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label="The change">
            {edits.map((edit, index) => (
              <Typography component="li" variant="body2" key={index}>
                {editSentence(edit, principalInSentence(staged[index]?.principal ?? { type: edit.principal.type, name: edit.principal.id }))}
              </Typography>
            ))}
          </Box>
          <DialogError error={plan.error} />
          {rollbackJob !== null ? (
            <>
              <JobProgressPanel jobId={rollbackJob} title="Rolling back the tree change" unit="pages" stopNote="Pages already put back stay put back." />
              {rollbackState.state !== undefined && isFinished(rollbackState.state) && <JobResults jobId={rollbackJob} unit={PAGE_WORDS} onRetry={setRollbackJob} />}
            </>
          ) : runJob !== null ? (
            <>
              <JobProgressPanel jobId={runJob} title="Changing the restrictions" unit="pages" stopNote="Pages already changed stay changed; “Roll back” puts them back." />
              {runDone && <JobResults jobId={runJob} unit={PAGE_WORDS} onRetry={setRunJob} />}
              {runDone && (
                <Box>
                  <Button variant="outlined" color="warning" onClick={() => setConfirmRollback(true)}>
                    Roll back this change
                  </Button>
                </Box>
              )}
            </>
          ) : (
            <>
              {planJob !== null && !ready && <JobProgressPanel jobId={planJob} title="Dry run: reading every page below" unit="pages" stopNote="Nothing has been changed." />}
              <LoadErrorAlert error={result.error} what="The dry run could not be read." onRetry={() => void result.refetch()} />
              {result.data?.state === 'stopped' && <Alert severity="warning">The dry run stopped before the end. Close this and run it again to see the whole plan.</Alert>}
              {ready && (
                <>
                  <Alert severity={ready.lockouts > 0 ? 'warning' : 'info'} data-testid="tree-summary">
                    {`${ready.changing.toLocaleString()} of ${ready.pages.length.toLocaleString()} ${ready.pages.length === 1 ? 'page changes' : 'pages change'}; the others already are as asked. `}
                    {ready.lockouts > 0 ? `On ${ready.lockouts.toLocaleString()} ${ready.lockouts === 1 ? 'page' : 'pages'} you would lose access, or nobody could edit.` : 'Nobody is locked out.'}
                  </Alert>
                  <TreePlanTable pages={ready.pages} principals={ready.principals} />
                </>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      {ready && runJob === null && ready.changing > 0 && (
        <DialogActions sx={{ px: 3, py: 2, display: 'block' }}>
          <Stack spacing={1}>
            {ready.lockouts > 0 && (
              <FormControlLabel control={<Checkbox checked={override} onChange={(event) => setOverride(event.target.checked)} />} label="I understand that I lose access on some pages. Apply it anyway." />
            )}
            <TypedPhrase phrase={ready.phrase} typed={typed} onTyped={setTyped} why={`${ready.changing.toLocaleString()} ${ready.changing === 1 ? 'page changes' : 'pages change'} at once.`} />
            <DialogError error={start.error} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => onClose(false)}>Cancel</Button>
              <Button
                variant="contained"
                color="error"
                disabled={typed.trim() !== ready.phrase || blocked || start.isPending}
                onClick={() => planJob !== null && start.mutate({ connectionId, planId: planJob, confirmation: typed.trim(), override })}
              >
                Change {ready.changing.toLocaleString()} {ready.changing === 1 ? 'page' : 'pages'}
              </Button>
            </Stack>
          </Stack>
        </DialogActions>
      )}
      {(runJob !== null || (ready && ready.changing === 0) || result.data?.state === 'stopped' || plan.isError || result.isError) && (
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={() => onClose(runJob !== null)} disabled={busy}>
            Close
          </Button>
        </DialogActions>
      )}
      <ConfirmDialog
        open={confirmRollback}
        title="Roll back the whole tree change?"
        confirmLabel="Roll back"
        busy={rollback.isPending}
        error={rollback.error}
        onConfirm={() => runId !== null && rollback.mutate({ connectionId, runId })}
        onClose={() => setConfirmRollback(false)}
      >
        Every page this change touched gets back the lists it had before. A page someone changed again since is left as it is and listed.
      </ConfirmDialog>
    </Dialog>
  );
}
