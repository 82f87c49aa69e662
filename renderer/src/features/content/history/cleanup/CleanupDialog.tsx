import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { CleanupScope } from '../../../../../../app/contract/confluence/history.channels';
import { useChannelMutation, useChannelQuery } from '../../../../api/hooks';
import { FormDialog } from '../../../../shared/FormDialog';
import { plural } from '../../../../../../app/contract/words';
import { BulkRun } from '../../../../shared/bulk/BulkRun';
import { BulkConfirm } from '../../../../shared/bulk/BulkConfirm';
import { PAGE_WORDS, VERSION_WORDS } from '../../../../shared/bulk/bulkWords';
import { useFollowedJob } from '../../../../shared/bulk/useFollowedJob';
import { JobProgressPanel } from '../../../../shared/jobs/JobProgressPanel';
import { isFinished } from '../../../../shared/jobs/jobWords';
import { useJobState } from '../../../../shared/jobs/useJobProgress';
import { LoadErrorAlert } from '../../../../shared/LoadErrorAlert';
import { CleanupPlanList } from './CleanupPlanList';
import { ruleFrom, type CleanupForm } from './cleanupForm';

const firstForm: CleanupForm = { rule: 'keepLatest', keep: '10', before: '' };

interface Props {
  connectionId: string;
  pageId: string;
  pageTitle: string;
  onFinished(): void;
  onClose(): void;
}

/**
 * History clean-up: a rule (keep the latest versions, or delete those saved before a date) for this page
 * or its whole tree, a dry run that lists every version that would go, the typed phrase, then the job,
 * which deletes newest first and finds each version by when it was saved. The current version stays.
 */
export function CleanupDialog({ connectionId, pageId, pageTitle, onFinished, onClose }: Props) {
  const titleId = useId();
  const [form, setForm] = useState<CleanupForm>(firstForm);
  const [tree, setTree] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const plan = useChannelMutation('confluence.historyCleanup.plan');
  const stopPlan = useChannelMutation('app.jobs.cancel');
  const planJob = plan.data?.jobId ?? null;
  const planState = useJobState(planJob);
  const planReady = planState.state !== undefined && isFinished(planState.state);
  const result = useChannelQuery('confluence.historyCleanup.getPlan', { connectionId, jobId: planJob ?? '' }, { enabled: planJob !== null && planReady });
  const run = useFollowedJob();
  const runJob = run.jobId;
  const start = useChannelMutation('confluence.historyCleanup.start', { onSuccess: (answer) => run.follow(answer.jobId) });
  const planning = planJob !== null && !planReady;
  const busy = plan.isPending || start.isPending || run.running || planning;
  const dirty = runJob === null && (tree || typed !== '' || (Object.keys(firstForm) as (keyof CleanupForm)[]).some((key) => form[key] !== firstForm[key]));

  const dryRun = () => {
    const rule = ruleFrom(form);
    if ('problem' in rule) {
      setProblem(rule.problem);
      return;
    }
    setProblem(null);
    setTyped('');
    const scope: CleanupScope = tree ? { kind: 'tree', rootPageId: pageId } : { kind: 'page', pageId };
    plan.mutate({ connectionId, scope, rule: rule.rule });
  };

  const close = () => {
    // The preview deletes nothing; it need not read on once nobody looks at it.
    if (planJob !== null && planning) stopPlan.mutate({ jobId: planJob });
    if (runJob !== null) onFinished();
    onClose();
  };

  const ready = result.data?.state === 'ready' ? result.data : null;
  return (
    <FormDialog
      title={`Clean up the history of “${pageTitle}”`}
      dirty={dirty}
      busy={plan.isPending || start.isPending}
      busyLabel="Starting"
      jobRunning={run.running}
      error={plan.error ?? start.error}
      discardNote="No version has been deleted."
      maxWidth="md"
      cancelLabel={runJob === null ? 'Cancel' : 'Close'}
      onClose={close}
      actions={
        runJob === null && (
          <Button variant={ready ? 'text' : 'contained'} onClick={dryRun} disabled={busy}>
            {ready ? 'Preview again' : 'Preview the changes'}
          </Button>
        )
      }
    >
      <Stack spacing={2.5}>
        {runJob === null && (
          <>
            <Typography>
              Old versions take space and make the history long. A preview first lists exactly which versions would be deleted; nothing is
              deleted until you confirm. The current version of a page is always kept.
            </Typography>
            <FormControl>
              <FormLabel id={`${titleId}-scope`}>Pages</FormLabel>
              <RadioGroup row aria-labelledby={`${titleId}-scope`} value={tree ? 'tree' : 'page'} onChange={(event) => setTree(event.target.value === 'tree')}>
                <FormControlLabel value="page" control={<Radio />} label="This page" />
                <FormControlLabel value="tree" control={<Radio />} label="This page and every page below it" />
              </RadioGroup>
            </FormControl>
            <FormControl>
              <FormLabel id={`${titleId}-rule`}>Which versions go</FormLabel>
              <RadioGroup aria-labelledby={`${titleId}-rule`} value={form.rule} onChange={(event) => setForm({ ...form, rule: event.target.value === 'olderThan' ? 'olderThan' : 'keepLatest' })}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <FormControlLabel value="keepLatest" control={<Radio />} label="Keep only the latest" />
                  <TextField
                    size="small"
                    type="number"
                    label="Versions to keep"
                    value={form.keep}
                    onChange={(event) => setForm({ ...form, rule: 'keepLatest', keep: event.target.value })}
                    slotProps={{ htmlInput: { min: 1 } }}
                    sx={{ width: 150 }}
                  />
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                  <FormControlLabel value="olderThan" control={<Radio />} label="Delete versions saved before" />
                  <TextField
                    size="small"
                    type="datetime-local"
                    label="Date and time"
                    value={form.before}
                    onChange={(event) => setForm({ ...form, rule: 'olderThan', before: event.target.value })}
                    slotProps={{ inputLabel: { shrink: true } }}
                    sx={{ width: 250 }}
                  />
                </Box>
              </RadioGroup>
            </FormControl>
            {problem && <Alert severity="warning">{problem}</Alert>}
            {planJob !== null && !ready && (
              <JobProgressPanel jobId={planJob} title="Preview: reading the histories" unit={{ one: 'version read', many: 'versions read' }} stopNote="Nothing has been deleted." />
            )}
            <LoadErrorAlert error={result.error} what="The preview could not be read." onRetry={() => void result.refetch()} />
            {result.data?.state === 'stopped' && <Alert severity="warning">The preview was stopped before the end. Run it again to see the whole plan.</Alert>}
            {ready && (
              <>
                <CleanupPlanList connectionId={connectionId} pages={ready.pages} versions={ready.versions} />
                {ready.versions > 0 && (
                  <BulkConfirm
                    phrase={ready.phrase}
                    typed={typed}
                    onTyped={setTyped}
                    why="Deleted versions are gone for good; nothing brings them back."
                    autoFocus
                    starting={start.isPending}
                    onStart={(confirmation) => planJob !== null && start.mutate({ connectionId, planId: planJob, confirmation })}
                  >
                    Delete {plural(ready.versions, 'version')}
                  </BulkConfirm>
                )}
              </>
            )}
          </>
        )}
        {runJob !== null && (
          <BulkRun
            jobId={runJob}
            finished={run.finished}
            title="Deleting old versions"
            unit={PAGE_WORDS}
            progressUnit={VERSION_WORDS}
            writes={{ one: 'version deleted', many: 'versions deleted' }}
            stopNote="Versions already deleted stay deleted."
            onRetry={run.follow}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
