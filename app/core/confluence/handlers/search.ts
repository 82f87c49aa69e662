import { searchContent, searchUsers } from '../../../api/confluence/v1/search';
import type { confluenceSearchChannels } from '../../../contract/confluence/search.channels';
import { namePeople } from '../shared/people';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';

/** Content and user searches, and the names and pictures of the people a screen shows. */
export function confluenceSearchHandlers(services: CoreServices): HandlerSlice<keyof typeof confluenceSearchChannels> {
  const session = (connectionId: string) => services.api.session(connectionId);

  return {
    'confluence.content.search': async ({ connectionId, cursor, ...search }, ctx) => searchContent(await session(connectionId), search, { cursor, signal: ctx.signal }),
    'confluence.users.search': async ({ connectionId, ...search }, ctx) => searchUsers(await session(connectionId), search, ctx.signal),
    'confluence.people.list': async ({ connectionId, accountIds }, ctx) => ({ people: await namePeople(await session(connectionId), accountIds, ctx.signal) }),
  };
}
