import { useQueryClient } from '@tanstack/react-query';
import { useChannelMutation } from '../../api/hooks';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { useNotify } from '../../shell/NotifyProvider';

export function ResetDemoDialog({ onClose }: { onClose(): void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const reset = useChannelMutation('app.demo.reset', {
    onSuccess: () => {
      notify.success('The demo organization is as good as new.');
      // Everything shown about the demo may have changed.
      void queryClient.invalidateQueries();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title="Reset the demo organization?"
      confirmLabel="Reset demo"
      destructive
      busy={reset.isPending}
      error={reset.error}
      onConfirm={() => reset.mutate({})}
      onClose={onClose}
    >
      Every change you made in the demo organization is thrown away and it starts again from scratch. Your own
      connections are not touched.
    </ConfirmDialog>
  );
}
