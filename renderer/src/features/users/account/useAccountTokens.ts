import { useMemo } from 'react';
import { useChannelQuery } from '../../../api/hooks';
import { toAccountTokenRows } from '../reviewRows';

export function useAccountTokens(connectionId: string, accountId: string, allowed: boolean) {
  const query = useChannelQuery('users.tokens.list', { connectionId, accountId }, { enabled: allowed });
  const { data } = query;
  const rows = useMemo(() => (data ? toAccountTokenRows(data.tokens, Date.now()) : []), [data]);
  return { ...query, rows };
}
