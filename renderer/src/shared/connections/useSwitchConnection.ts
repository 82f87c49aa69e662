import { useQueryClient } from '@tanstack/react-query';
import { describeError } from '../../api/ContractError';
import { channelKey, useChannelMutation } from '../../api/hooks';
import { useNotify } from '../../shell/NotifyProvider';

export function useSwitchConnection() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useChannelMutation('app.connections.switch', {
    onSuccess: (connection) => notify.success(`Now working in “${connection.name}”.`),
    onError: (error) => notify.error(describeError(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelKey('app.connections.list') }),
  });
}
