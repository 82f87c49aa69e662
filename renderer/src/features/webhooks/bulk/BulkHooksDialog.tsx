import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { plural } from '../../../../../app/contract/words';
import type { BulkHookAction } from '../../../../../app/contract/bitbucket/webhooks';
import { useCancellableChannelMutation, useChannelMutation } from '../../../api/hooks';
import { BulkRun } from '../../../shared/bulk/BulkRun';
import { BulkConfirm } from '../../../shared/bulk/BulkConfirm';
import { PlanList } from '../../../shared/bulk/PlanList';
import { PreviewSummary } from '../../../shared/bulk/PreviewSummary';
import { useFollowedJob } from '../../../shared/bulk/useFollowedJob';
import { FormDialog } from '../../../shared/FormDialog';

interface Props {
  connectionId: string;
  action: BulkHookAction;
  hookIds: string[];
  /** Called when the dialog closes; `changed` when a job ran (the list must be read again). */
  onClose(changed: boolean): void;
}

const verbs: Record<BulkHookAction, { title: string; doing: string; done: string; note: string }> = {
  pause: { title: 'Pause', doing: 'Pausing', done: 'paused', note: 'Paused webhooks get no events until they are resumed.' },
  resume: { title: 'Resume', doing: 'Resuming', done: 'resumed', note: 'Resumed webhooks get events again from now on.' },
  delete: { title: 'Delete', doing: 'Deleting', done: 'deleted', note: 'Deleted webhooks cannot be restored, and Orgdesk forgets their secrets.' },
};

const WEBHOOK_WORDS = { one: 'webhook', many: 'webhooks' };
const webhooks = (count: number) => plural(count, 'webhook');

/** Bulk pause, resume or delete in three steps: the dry run says what would happen, the typed phrase confirms, the job does it. */
export function BulkHooksDialog({ connectionId, action, hookIds, onClose }: Props) {
  const words = verbs[action];
  const [typed, setTyped] = useState('');
  const plan = useCancellableChannelMutation('bitbucket.bulkChanges.plan');
  const job = useFollowedJob();
  const start = useChannelMutation('bitbucket.bulkChanges.start', { onSuccess: (answer) => job.follow(answer.jobId) });

  const { mutate: makePlan, cancel: cancelPlan } = plan;
  useEffect(() => {
    makePlan({ connectionId, hookIds, action });
    return cancelPlan;
  }, [makePlan, cancelPlan, connectionId, hookIds, action]);

  const dryRun = plan.data;
  const skipped = dryRun ? dryRun.items.length - dryRun.count : 0;

  return (
    <FormDialog
      title={`${words.title} ${webhooks(hookIds.length)}`}
      dirty={job.jobId === null && typed !== ''}
      busy={start.isPending}
      busyLabel="Starting"
      progress={plan.isPending ? 'Reading the selected webhooks' : null}
      jobRunning={job.running}
      error={plan.error ?? start.error}
      discardNote="No webhook has been changed."
      cancelLabel={job.jobId ? 'Close' : 'Cancel'}
      onClose={() => onClose(job.jobId !== null)}
    >
      {job.jobId ? (
        <BulkRun
          jobId={job.jobId}
          finished={job.finished}
          title={`${words.doing} ${webhooks(dryRun?.count ?? 0)}`}
          unit={WEBHOOK_WORDS}
          doneWord={words.done}
          stopNote="What was already done stays done."
          onRetry={job.follow}
        />
      ) : (
        <Stack spacing={2}>
          {plan.isPending && <Typography>Preview: reading each selected webhook again…</Typography>}
          {dryRun && (
            <>
              <PreviewSummary severity={dryRun.count === 0 ? 'warning' : 'info'}>
                {dryRun.count === 0
                  ? `None of the selected webhooks needs this, so there is nothing to ${action}.`
                  : `${webhooks(dryRun.count)} will be ${words.done}${skipped > 0 ? `, ${skipped.toLocaleString('en')} left alone` : ''}.`}
              </PreviewSummary>
              <PlanList
                label="Preview"
                verb={words.title}
                lines={dryRun.items.map((item) => ({
                  key: item.hookId,
                  name: item.description || item.url || item.hookId,
                  changes: item.action !== 'skip',
                  note: item.reason ?? item.url,
                }))}
              />
            </>
          )}
          {dryRun && dryRun.count > 0 && (
            <BulkConfirm
              phrase={dryRun.confirmationPhrase}
              typed={typed}
              onTyped={setTyped}
              why={words.note}
              starting={start.isPending}
              color={action === 'delete' ? 'error' : 'primary'}
              onStart={(confirmation) => start.mutate({ connectionId, planId: dryRun.planId, confirmation })}
            >
              {words.title} {webhooks(dryRun.count)}
            </BulkConfirm>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
