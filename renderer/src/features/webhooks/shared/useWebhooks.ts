import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { channelKey, useChannelQuery } from '../../../api/hooks';

/** The workspace's hooks with their flags and the rotations under way; one query every screen shares. */
export function useWebhookList(connectionId: string) {
  return useChannelQuery('bitbucket.hooks.list', { connectionId });
}

/** Bitbucket's event catalogue for workspace hooks; it changes rarely, so it is read once per visit. */
export function useEventCatalog(connectionId: string) {
  return useChannelQuery('bitbucket.hookEvents.list', { connectionId }, { staleTime: 10 * 60 * 1000 });
}

/** Reads the list (with the rotations in it, and what Undo can put back) again after a change; every screen sees the same answer. */
export function useRefreshWebhooks() {
  const client = useQueryClient();
  return useCallback(
    () => Promise.all([client.invalidateQueries({ queryKey: channelKey('bitbucket.hooks.list') }), client.invalidateQueries({ queryKey: channelKey('bitbucket.hookUndos.list') })]),
    [client],
  );
}
