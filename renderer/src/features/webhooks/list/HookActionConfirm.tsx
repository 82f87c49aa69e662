import Typography from '@mui/material/Typography';
import type { WebhookSummary } from '../../../../../app/contract/bitbucket/webhooks';
import { useChannelMutation } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { useNotify } from '../../../shell/NotifyProvider';

export type ConfirmedAction = 'pause' | 'resume' | 'delete' | 'remove-secret';

interface Props {
  connectionId: string;
  hook: WebhookSummary;
  action: ConfirmedAction;
  onClose(): void;
  /** Reads the list again; called after every attempt, since a failed one may still have changed something. */
  onDone(): void;
}

const channelOf = {
  pause: 'bitbucket.hooks.pause',
  resume: 'bitbucket.hooks.resume',
  delete: 'bitbucket.hooks.delete',
  'remove-secret': 'bitbucket.hookSecrets.remove',
} as const;

/** What each action does, said before it is done. */
function wording(action: ConfirmedAction, name: string, signed: boolean) {
  switch (action) {
    case 'pause':
      return { title: `Pause “${name}”?`, confirm: 'Pause webhook', done: `Paused “${name}”.`, body: 'Bitbucket stops sending it events until you resume it. Events that happen meanwhile are not sent later.' };
    case 'resume':
      return { title: `Resume “${name}”?`, confirm: 'Resume webhook', done: `Resumed “${name}”.`, body: 'Bitbucket sends it events again from now on. Nothing that happened while it was paused is sent.' };
    case 'delete':
      return {
        title: `Delete “${name}”?`,
        confirm: 'Delete webhook',
        done: `Deleted “${name}”.`,
        body: `The receiver gets no more events from this workspace, and the webhook cannot be restored.${signed ? ' Orgdesk also forgets its copy of the secret.' : ''}`,
      };
    case 'remove-secret':
      return {
        title: `Remove the secret of “${name}”?`,
        confirm: 'Remove secret',
        done: `Removed the secret of “${name}”: deliveries are no longer signed.`,
        body: 'Bitbucket then sends deliveries without a signature. A receiver that checks signatures rejects every one of them, and one that does not can no longer tell a real delivery from a forged one. Orgdesk forgets its copy of the secret.',
      };
  }
}

/** Pause, resume, delete and remove-secret, each confirmed in words that say what stops working. */
export function HookActionConfirm({ connectionId, hook, action, onClose, onDone }: Props) {
  const notify = useNotify();
  const name = hook.description || hook.url;
  const words = wording(action, name, hook.secretSaved);
  const run = useChannelMutation(channelOf[action], {
    onSuccess: () => {
      notify.success(words.done);
      onClose();
    },
    onSettled: () => onDone(),
  });
  return (
    <ConfirmDialog
      open
      title={words.title}
      confirmLabel={words.confirm}
      destructive={action === 'delete' || action === 'remove-secret'}
      busy={run.isPending}
      error={run.error}
      onClose={onClose}
      onConfirm={() => run.mutate({ connectionId, workspace: hook.workspace, hookId: hook.id })}
    >
      <Typography>{words.body}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
        {hook.url}
      </Typography>
    </ConfirmDialog>
  );
}
