import { useQueryClient } from '@tanstack/react-query';
import { channelKey, useChannelQuery, useEvent } from '../../api/hooks';

export function useConnections() {
  const query = useChannelQuery('app.connections.list', {});
  const connections = query.data?.connections ?? [];
  const active = connections.find((connection) => connection.id === query.data?.activeId) ?? null;
  return { ...query, connections, active };
}

/** Keeps every screen's idea of the connections fresh when the core reports a change. */
export function useConnectionsLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEvent('connections.changed', () => {
    void queryClient.invalidateQueries({ queryKey: channelKey('app.connections.list') });
  });
}
