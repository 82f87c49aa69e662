import { useChannelQuery } from '../../../api/hooks';

/** Every scheme with its projects; the list page shows it, the dialogs check names against it. */
export function useSchemeList(connectionId: string) {
  return useChannelQuery('jira.notificationSchemes.listWithUsage', { connectionId }, { staleTime: 30_000 });
}
