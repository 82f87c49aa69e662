import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { HistoryPerson } from '../../../../../app/contract/confluence/content';
import type { HistoryVersion } from '../../../../../app/contract/confluence/history.channels';
import type { ContractError } from '../../../api/ContractError';
import { useClient } from '../../../api/ClientContext';
import { channelKey, useChannelQuery } from '../../../api/hooks';

/**
 * Every version of a page, newest first: the first page of 250 at once, the rest read one after the
 * other in the background until the end (a history of 5,000 versions is twenty requests), with the
 * names and pictures of their authors.
 */
export function useVersionHistory(connectionId: string, pageId: string) {
  const client = useClient();
  const input = { connectionId, contentId: pageId };
  const query = useInfiniteQuery<Awaited<ReturnType<typeof fetchPage>>, ContractError>({
    queryKey: channelKey('confluence.versions.list', input),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam as string | undefined, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  function fetchPage(cursor: string | undefined, signal: AbortSignal) {
    return client.call('confluence.versions.list', { ...input, ...(cursor === undefined ? {} : { cursor }) }, { signal });
  }

  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isError]);

  const versions: HistoryVersion[] = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const authorIds = useMemo(() => [...new Set(versions.flatMap((version) => version.authorId ?? []))].sort().slice(0, 500), [versions]);
  const people = useChannelQuery('confluence.people.list', { connectionId, accountIds: authorIds }, { enabled: authorIds.length > 0, staleTime: 5 * 60_000 });
  const byId = useMemo(() => new Map<string, HistoryPerson>((people.data?.people ?? []).map((person) => [person.accountId, person])), [people.data]);

  return { query, versions, people: byId, complete: query.isSuccess && !hasNextPage };
}
