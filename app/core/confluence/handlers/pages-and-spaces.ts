import { getPage } from '../../../api/confluence/v2/pages';
import { listSpaces } from '../../../api/confluence/v2/spaces';
import type { confluencePageChannels } from '../../../contract/confluence/pages-and-spaces.channels';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';

/** A page read, and the spaces listed a page at a time. */
export function confluencePageHandlers(services: CoreServices): HandlerSlice<keyof typeof confluencePageChannels> {
  const session = (connectionId: string) => services.api.session(connectionId);

  return {
    'confluence.pages.get': async ({ connectionId, pageId, ...options }, ctx) => getPage(await session(connectionId), pageId, options, ctx.signal),
    'confluence.spaces.list': async ({ connectionId, cursor, ...filters }, ctx) => listSpaces(await session(connectionId), filters, { cursor, signal: ctx.signal }),
  };
}
