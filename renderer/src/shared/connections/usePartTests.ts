import { useMutationState, useQueryClient } from '@tanstack/react-query';
import type { ConnectionArea } from '../../../../app/contract/app/connections.channels';
import type { Input } from '../../../../app/contract';
import { describeError } from '../../api/ContractError';
import { channelKey, useChannelMutation } from '../../api/hooks';
import { useNotify } from '../../shell/NotifyProvider';

/**
 * Tests parts of a connection. The core keeps each part's last result (the connection's `checks`), so the
 * answer shows up through `connections.list` on every screen at once; this hook only says which parts are
 * being tested right now, across every place that started a test.
 */
export function usePartTests(connectionId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mutationKey = ['app.connections.test', connectionId];
  const test = useChannelMutation('app.connections.test', {
    mutationKey,
    onError: (error) => notify.error(describeError(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelKey('app.connections.list') }),
  });
  const running = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Input<'app.connections.test'> | undefined)?.areas ?? [],
  });
  const testing: ReadonlySet<ConnectionArea> = new Set(running.flat());
  return { testing, run: (areas: ConnectionArea[]) => test.mutate({ id: connectionId, areas }) };
}
