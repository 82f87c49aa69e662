import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { plural } from '../../../../../app/contract/words';
import type { HookBulkUndo } from '../../../../../app/contract/bitbucket/hook-undo.channels';
import type { BulkHookAction } from '../../../../../app/contract/bitbucket/webhooks';
import { useCancellableChannelMutation, useChannelMutation } from '../../../api/hooks';
import { BulkRun } from '../../../shared/bulk/BulkRun';
import { BulkConfirm } from '../../../shared/bulk/BulkConfirm';
import { PlanList } from '../../../shared/bulk/PlanList';
import { PreviewSummary } from '../../../shared/bulk/PreviewSummary';
import { useFollowedJob } from '../../../shared/bulk/useFollowedJob';
import { FormDialog } from '../../../shared/FormDialog';

/** What the dialog runs: a bulk action on the selected hooks, or putting back a finished bulk pause or resume. */
export type HookRun = { kind: 'action'; action: BulkHookAction; hookIds: string[] } | { kind: 'put-back'; undo: HookBulkUndo };

interface Props {
  connectionId: string;
  run: HookRun;
  /** Called when the dialog closes; `changed` when a job ran (the list must be read again). */
  onClose(changed: boolean): void;
}

interface RunWords {
  /** The dialog's title. */
  title: string;
  /** What happens to a hook that changes, on its line of the preview ("Pause"). */
  verb: string;
  /** The start button's first word(s), as in the phrase ("Pause", "Roll back"). */
  start: string;
  doing: string;
  done: string;
  note: string;
  planning: string;
  nothing: string;
  color: 'primary' | 'error';
}

const verbs: Record<BulkHookAction, { title: string; doing: string; done: string; note: string }> = {
  pause: { title: 'Pause', doing: 'Pausing', done: 'paused', note: 'Paused webhooks get no events until they are resumed.' },
  resume: { title: 'Resume', doing: 'Resuming', done: 'resumed', note: 'Resumed webhooks get events again from now on.' },
  delete: { title: 'Delete', doing: 'Deleting', done: 'deleted', note: 'Deleted webhooks cannot be restored, and Orgdesk forgets their secrets.' },
};

const WEBHOOK_WORDS = { one: 'webhook', many: 'webhooks' };
const webhooks = (count: number) => plural(count, 'webhook');

function wordsOf(run: HookRun): RunWords {
  if (run.kind === 'action') {
    const words = verbs[run.action];
    return {
      ...words,
      title: `${words.title} ${webhooks(run.hookIds.length)}`,
      verb: words.title,
      start: words.title,
      planning: 'Reading the selected webhooks',
      nothing: `None of the selected webhooks needs this, so there is nothing to ${run.action}.`,
      color: run.action === 'delete' ? 'error' : 'primary',
    };
  }
  return {
    title: `Put back “${run.undo.title}”`,
    verb: run.undo.action === 'pause' ? 'Resume' : 'Pause',
    start: 'Roll back',
    doing: 'Putting back',
    done: 'put back',
    note: 'Each webhook goes back to how it was before that change; Orgdesk checks each one again just before.',
    planning: 'Reading the webhooks that change changed',
    nothing: 'Every webhook of that change was changed or deleted since, so there is nothing to put back.',
    color: 'primary',
  };
}

/**
 * Bulk pause, resume or delete, or putting back a finished one, in three steps: the dry run says what would
 * happen to each hook, the typed phrase confirms, the job does it.
 */
export function BulkHooksDialog({ connectionId, run, onClose }: Props) {
  const words = wordsOf(run);
  const [typed, setTyped] = useState('');
  const job = useFollowedJob();
  const changePlan = useCancellableChannelMutation('bitbucket.bulkChanges.plan');
  const undoPlan = useCancellableChannelMutation('bitbucket.bulkUndo.plan');
  const startChange = useChannelMutation('bitbucket.bulkChanges.start', { onSuccess: (answer) => job.follow(answer.jobId) });
  const startUndo = useChannelMutation('bitbucket.bulkUndo.start', { onSuccess: (answer) => job.follow(answer.jobId) });
  const plan = run.kind === 'action' ? changePlan : undoPlan;
  const start = run.kind === 'action' ? startChange : startUndo;

  const { mutate: planChange, cancel: cancelChange } = changePlan;
  const { mutate: planUndo, cancel: cancelUndo } = undoPlan;
  const action = run.kind === 'action' ? run.action : null;
  const hookIds = run.kind === 'action' ? run.hookIds : null;
  const undoneJob = run.kind === 'put-back' ? run.undo.jobId : null;
  useEffect(() => {
    if (undoneJob !== null) {
      planUndo({ connectionId, jobId: undoneJob });
      return cancelUndo;
    }
    if (action !== null && hookIds !== null) planChange({ connectionId, hookIds, action });
    return cancelChange;
  }, [planChange, cancelChange, planUndo, cancelUndo, connectionId, hookIds, action, undoneJob]);

  const dryRun = plan.data;
  const skipped = dryRun ? dryRun.items.length - dryRun.count : 0;

  return (
    <FormDialog
      title={words.title}
      dirty={job.jobId === null && typed !== ''}
      busy={start.isPending}
      busyLabel="Starting"
      progress={plan.isPending ? words.planning : null}
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
          {plan.isPending && <Typography>Preview: reading each webhook again…</Typography>}
          {dryRun && (
            <>
              <PreviewSummary severity={dryRun.count === 0 ? 'warning' : 'info'}>
                {dryRun.count === 0 ? words.nothing : `${webhooks(dryRun.count)} will be ${words.done}${skipped > 0 ? `, ${skipped.toLocaleString('en')} left alone` : ''}.`}
              </PreviewSummary>
              <PlanList
                label="Preview"
                verb={words.verb}
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
              color={words.color}
              onStart={(confirmation) => start.mutate({ connectionId, planId: dryRun.planId, confirmation })}
            >
              {words.start} {webhooks(dryRun.count)}
            </BulkConfirm>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
