import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { plural } from '../../../../../app/contract/words';
import type { BulkHookAction } from '../../../../../app/contract/webhooks';
import { useCancellableChannelMutation, useChannelMutation } from '../../../api/hooks';
import { allowed, refused } from '../../../shared/availability';
import { DialogError } from '../../../shared/DialogError';
import { GuardedButton } from '../../../shared/GuardedButton';
import { JobProgressPanel } from '../../../shared/jobs/JobProgressPanel';
import { isFinished } from '../../../shared/jobs/jobWords';
import { useJobState } from '../../../shared/jobs/useJobProgress';

interface Props {
  connectionId: string;
  action: BulkHookAction;
  hookIds: string[];
  /** Called when the dialog closes; `changed` when a job ran (the list must be read again). */
  onClose(changed: boolean): void;
}

const verbs: Record<BulkHookAction, { title: string; doing: string; button: string; note: string }> = {
  pause: { title: 'Pause', doing: 'Pausing', button: 'Pause', note: 'Paused webhooks get no events until they are resumed.' },
  resume: { title: 'Resume', doing: 'Resuming', button: 'Resume', note: 'Resumed webhooks get events again from now on.' },
  delete: { title: 'Delete', doing: 'Deleting', button: 'Delete', note: 'Deleted webhooks cannot be restored, and Orgdesk forgets their secrets.' },
};

const webhooks = (count: number) => plural(count, 'webhook');

/** Bulk pause, resume or delete in three steps: the dry run says what would happen, the typed phrase confirms, the job does it. */
export function BulkHooksDialog({ connectionId, action, hookIds, onClose }: Props) {
  const titleId = useId();
  const words = verbs[action];
  const [typed, setTyped] = useState('');
  const plan = useCancellableChannelMutation('bitbucket.bulkChanges.plan');
  const start = useChannelMutation('bitbucket.bulkChanges.start');
  const jobId = start.data?.jobId ?? null;
  const job = useJobState(jobId);
  const running = jobId !== null && !(job.state && isFinished(job.state));

  const { mutate: makePlan, cancel: cancelPlan } = plan;
  useEffect(() => {
    makePlan({ connectionId, hookIds, action });
    return cancelPlan;
  }, [makePlan, cancelPlan, connectionId, hookIds, action]);

  const dryRun = plan.data;
  const phrase = dryRun?.confirmationPhrase ?? '';
  const availability =
    !dryRun || dryRun.count === 0 ? refused(`The preview found nothing to ${action}.`) : typed.trim() !== phrase ? refused(`Type ${phrase} to confirm.`) : allowed;

  return (
    <Dialog open onClose={running ? undefined : () => onClose(jobId !== null)} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      {(plan.isPending || start.isPending) && <LinearProgress aria-label="Working" />}
      <DialogTitle id={titleId}>
        {words.title} {webhooks(hookIds.length)}
      </DialogTitle>
      <DialogContent dividers>
        {jobId ? (
          <JobProgressPanel jobId={jobId} title={`${words.doing} ${webhooks(dryRun?.count ?? 0)}`} unit="webhooks" stopNote="What was already done stays done." />
        ) : (
          <>
            <Typography sx={{ mb: 1 }}>{plan.isPending ? 'Preview: reading each selected webhook again…' : 'Preview: what would happen. Nothing has been changed yet.'}</Typography>
            {dryRun && (
              <List dense aria-label="Preview">
                {dryRun.items.map((item) => (
                  <ListItem key={item.hookId} disableGutters>
                    <ListItemText
                      primary={`${item.action === 'skip' ? 'Left alone' : words.title}: ${item.description || item.url || item.hookId}`}
                      secondary={item.reason ?? item.url}
                      slotProps={{ primary: { sx: { fontWeight: item.action === 'skip' ? 400 : 600 } } }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            {dryRun && dryRun.count > 0 && (
              <>
                <Alert severity={action === 'delete' ? 'warning' : 'info'} sx={{ my: 2 }}>
                  {words.note}
                </Alert>
                <TextField
                  label={`Type ${phrase} to confirm`}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  fullWidth
                  autoComplete="off"
                  slotProps={{ htmlInput: { spellCheck: false } }}
                />
              </>
            )}
            <DialogError error={plan.error ?? start.error} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={() => onClose(jobId !== null)} disabled={running}>
          {jobId ? 'Close' : 'Cancel'}
        </Button>
        {!jobId && (
          <GuardedButton
            variant="contained"
            color={action === 'delete' ? 'error' : 'primary'}
            availability={availability}
            disabled={start.isPending}
            onClick={() => dryRun && start.mutate({ connectionId, planId: dryRun.planId, confirmation: typed })}
          >
            {words.button} {webhooks(dryRun?.count ?? 0)}
          </GuardedButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
