import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { channelKey } from '../../../api/hooks';

/** After a change to any scheme, every list and scheme view reads Jira again, and asks again what Undo can put back. */
export function useRefreshSchemes() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const channel of ['jira.notificationSchemes.listWithUsage', 'jira.notificationSchemes.open', 'jira.notificationSchemes.getUndo', 'jira.orphanSchemes.list'] as const) {
      void queryClient.invalidateQueries({ queryKey: channelKey(channel) });
    }
  }, [queryClient]);
}
