import { useQueryClient } from '@tanstack/react-query';
import type { ConnectionView } from '../../../../app/contract/app/connections.channels';
import { channelKey, useChannelMutation } from '../../api/hooks';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { useNotify } from '../../shell/NotifyProvider';

export function RemoveConnectionDialog({ connection, onClose }: { connection: ConnectionView; onClose(): void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const remove = useChannelMutation('app.connections.remove', {
    onSuccess: () => {
      notify.success(`Removed “${connection.name}”.`);
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelKey('app.connections.list') }),
  });
  return (
    <ConfirmDialog
      open
      title={`Remove “${connection.name}”?`}
      confirmLabel="Remove connection"
      destructive
      busy={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate({ id: connection.id })}
      onClose={onClose}
    >
      Orgdesk will forget this connection and the secrets saved for it. Nothing changes in your Atlassian
      organization, and you can add the connection again later.
    </ConfirmDialog>
  );
}
