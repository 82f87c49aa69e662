import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { plural } from '../../../../../app/contract/words';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { BulkConfirm } from '../../../shared/bulk/BulkConfirm';
import { PreviewSummary } from '../../../shared/bulk/PreviewSummary';
import { FormDialog } from '../../../shared/FormDialog';
import { JobProgressPanel } from '../../../shared/jobs/JobProgressPanel';
import { isFinished } from '../../../shared/jobs/jobWords';
import { useJobState } from '../../../shared/jobs/useJobProgress';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { editSentence, principalInSentence } from './accessWords';
import type { StagedEdit } from './stagedEdits';
import { TreePlanTable } from './TreePlanTable';

interface Props {
  connectionId: string;
  pageId: string;
  pageTitle: string;
  staged: StagedEdit[];
  onClose(): void;
  /** The change is under way as this job: the page follows it, lists it among its changes and offers its rollback. */
  onStarted(jobId: string): void;
}

/**
 * The staged change applied to this page and every page below it: the preview of every page before and
 * after, then the typed confirmation. The change itself runs on the page, which follows it.
 */
export function TreeChangeDialog({ connectionId, pageId, pageTitle, staged, onClose, onStarted }: Props) {
  const plan = useChannelMutation('confluence.accessTree.plan');
  const { mutate: startPlan } = plan;
  const planJob = plan.data?.jobId ?? null;
  const planState = useJobState(planJob);
  const planDone = planState.state !== undefined && isFinished(planState.state);
  const result = useChannelQuery('confluence.accessTree.getPlan', { connectionId, jobId: planJob ?? '' }, { enabled: planJob !== null && planDone });
  const ready = result.data?.state === 'ready' ? result.data : null;
  const [typed, setTyped] = useState('');
  const [override, setOverride] = useState(false);
  const stopPlan = useChannelMutation('app.jobs.cancel');
  const start = useChannelMutation('confluence.accessTree.start', { onSuccess: (answer) => onStarted(answer.jobId) });

  // One preview per opening (React's development double effects included).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startPlan({ connectionId, pageId, edits: staged.map((item) => item.edit) });
  }, [connectionId, pageId, staged, startPlan]);

  const leave = () => {
    // Nothing is changed by the preview; it need not read on once nobody looks at it.
    if (planJob !== null && !planDone) stopPlan.mutate({ jobId: planJob });
    onClose();
  };
  const blocked = ready !== null && ready.lockouts > 0 && !override;
  const changing = ready?.changing ?? 0;

  return (
    <FormDialog
      title={`Change “${pageTitle}” and every page below it`}
      dirty={typed.trim() !== '' || override}
      busy={start.isPending}
      busyLabel="Starting the change"
      error={start.error ?? plan.error}
      discardNote="Nothing has been changed: the change stays staged on the page."
      maxWidth="lg"
      onClose={leave}
    >
      <Stack spacing={2}>
        <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label="The change">
          {staged.map((item) => (
            <Typography component="li" variant="body2" key={`${item.edit.operation}:${item.edit.principal.type}:${item.edit.principal.id}`}>
              {editSentence(item.edit, principalInSentence(item.principal))}
            </Typography>
          ))}
        </Box>
        {planJob !== null && !ready && <JobProgressPanel jobId={planJob} title="Reading every page below" unit="pages" stopNote="Nothing has been changed." />}
        <LoadErrorAlert error={result.error} what="The preview could not be read." onRetry={() => void result.refetch()} />
        {result.data?.state === 'stopped' && <Alert severity="warning">Reading the pages stopped before the end. Close this and try again to see every page.</Alert>}
        {ready && (
          <>
            <PreviewSummary severity={ready.lockouts > 0 ? 'warning' : 'info'}>
              {`${changing.toLocaleString('en')} of ${plural(ready.pages.length, 'page changes', 'pages change')}; the others already are as asked. `}
              {ready.lockouts > 0 ? `On ${plural(ready.lockouts, 'page')} you would lose access, or nobody could edit.` : 'Nobody is locked out.'}
            </PreviewSummary>
            <TreePlanTable pages={ready.pages} principals={ready.principals} />
            {changing > 0 && (
              // Kept in view at the foot of the dialog while the pages above it scroll, next to the button it unlocks.
              <Stack spacing={1} sx={{ position: 'sticky', bottom: -20, mb: -2.5, pb: 2.5, pt: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', backgroundImage: 'var(--Paper-overlay)', zIndex: 2 }}>
                {ready.lockouts > 0 && (
                  <FormControlLabel
                    control={<Checkbox checked={override} onChange={(event) => setOverride(event.target.checked)} />}
                    label="I understand that I lose access on some pages. Apply it anyway."
                  />
                )}
                <BulkConfirm
                  phrase={ready.phrase}
                  typed={typed}
                  onTyped={setTyped}
                  why={`${plural(changing, 'page changes', 'pages change')} at once.`}
                  starting={start.isPending}
                  blocked={blocked ? 'Tick that you understand you lose access on some pages first.' : null}
                  onStart={(confirmation) => planJob !== null && start.mutate({ connectionId, planId: planJob, confirmation, override })}
                >
                  Change {plural(changing, 'page')}
                </BulkConfirm>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
