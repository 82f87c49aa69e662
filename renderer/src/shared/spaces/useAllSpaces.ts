import { useQuery } from '@tanstack/react-query';
import type { ConfluenceSpace } from '../../../../app/contract/confluence/pages-and-spaces.channels';
import { useClient } from '../../api/ClientContext';
import type { ContractError } from '../../api/ContractError';
import { channelKey } from '../../api/hooks';

/** Pages of spaces read at most, 250 each: a site with more is listed as far as that goes. */
const MAX_PAGES = 40;

/** Every space of the site (current, or archived too), read a page at a time to the end, by name. */
export function useAllSpaces(connectionId: string, archived: boolean) {
  const client = useClient();
  return useQuery<ConfluenceSpace[], ContractError>({
    queryKey: [...channelKey('confluence.spaces.list'), connectionId, 'all', archived],
    queryFn: async ({ signal }) => {
      const spaces: ConfluenceSpace[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const answer = await client.call('confluence.spaces.list', { connectionId, cursor, sort: 'name', status: archived ? undefined : 'current' }, { signal });
        spaces.push(...answer.items);
        if (answer.nextCursor === null) break;
        cursor = answer.nextCursor;
      }
      return spaces;
    },
  });
}
