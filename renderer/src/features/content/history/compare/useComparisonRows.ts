import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { COMPARE_ROWS_PER_CHUNK, type CompareRow, type ComparisonHead } from '../../../../../../app/contract/confluence/history.channels';
import { useClient } from '../../../../api/ClientContext';
import { channelKey } from '../../../../api/hooks';
import { chunkOf } from './changeNavigation';

/**
 * A comparison's rows, read a chunk at a time as they scroll into view: the first chunk came with the
 * comparison, the others stay in the core's worker until asked for, so a megabyte never crosses at once.
 */
export function useComparisonRows(connectionId: string, head: ComparisonHead | undefined, visibleChunks: readonly number[]) {
  const client = useClient();
  const queryClient = useQueryClient();
  const keyOf = useCallback(
    (chunk: number) => channelKey('confluence.versions.getComparisonRows', { connectionId, compareId: head?.compareId ?? '', start: chunk * COMPARE_ROWS_PER_CHUNK, count: COMPARE_ROWS_PER_CHUNK }),
    [connectionId, head?.compareId],
  );
  const wanted = useMemo(() => (head === undefined ? [] : visibleChunks.filter((chunk) => chunk > 0 && chunk * COMPARE_ROWS_PER_CHUNK < head.rowCount)), [head, visibleChunks]);
  const loads = useQueries({
    queries: wanted.map((chunk) => ({
      queryKey: keyOf(chunk),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.call('confluence.versions.getComparisonRows', { connectionId, compareId: head?.compareId ?? '', start: chunk * COMPARE_ROWS_PER_CHUNK, count: COMPARE_ROWS_PER_CHUNK }, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const failed = loads.find((load) => load.isError)?.error ?? null;
  // Changes whenever a chunk arrives, so the rows draw again with it.
  const arrived = loads.map((load) => load.dataUpdatedAt).join();

  const rowAt = useCallback(
    (index: number): CompareRow | undefined => {
      if (head === undefined) return undefined;
      const chunk = chunkOf(index);
      if (chunk === 0) return head.rows[index];
      const data = queryClient.getQueryData<{ rows: CompareRow[] }>(keyOf(chunk));
      return data?.rows[index - chunk * COMPARE_ROWS_PER_CHUNK];
    },
    [head, queryClient, keyOf, arrived],
  );
  return { rowAt, failed, retry: () => loads.forEach((load) => void load.refetch()) };
}
