import { deleteCustomContent, getCustomContent, listCustomContentIn } from '../../../api/confluence/v2/custom-content';
import type { confluenceCustomContentChannels } from '../../../contract/confluence/custom-content.channels';
import { customContentTypes, saveCustomContent, viewCustomContent } from '../custom-content/custom-content';
import type { HistoryWorker } from '../history/compare/history-worker-client';
import type { CoreServices } from '../../services';
import { nameOr } from '../../handlers/activity-names';
import type { HandlerSlice } from '../../handlers/types';

type CustomContentChannel = keyof typeof confluenceCustomContentChannels;

/** Custom content: items of a type on a page or in a space, one shown safely, edited or deleted, and the types a space holds. */
export function confluenceCustomContentHandlers(services: CoreServices, worker: HistoryWorker): HandlerSlice<CustomContentChannel> {
  const session = (connectionId: string) => services.api.session(connectionId);

  return {
    'confluence.customContent.get': async ({ connectionId, id, ...options }, ctx) => getCustomContent(await session(connectionId), id, options, ctx.signal),
    'confluence.customContent.update': async ({ connectionId, ...edit }, ctx) => {
      ctx.describeTarget(`Custom content “${edit.title}” (${edit.type})`);
      return saveCustomContent(await session(connectionId), edit, ctx.signal);
    },
    'confluence.customContent.delete': async ({ connectionId, id, purge }, ctx) => {
      const api = await session(connectionId);
      const name = await nameOr(async () => {
        const item = await getCustomContent(api, id, {}, ctx.signal);
        return `Custom content “${item.title}” (${item.type})`;
      }, `Custom content ${id}`);
      ctx.describeTarget(name);
      await deleteCustomContent(api, id, purge, ctx.signal);
      return { deleted: true as const };
    },
    'confluence.customContent.getRendered': async ({ connectionId, id }, ctx) => viewCustomContent(await session(connectionId), worker, id, ctx.signal),
    'confluence.customContent.listByContainer': async ({ connectionId, type, container, cursor }, ctx) =>
      listCustomContentIn(await session(connectionId), { type, container }, { cursor, signal: ctx.signal }).then((page) => ({ items: page.items, nextCursor: page.nextCursor })),
    'confluence.customContentTypes.list': async ({ connectionId, spaceKey }, ctx) => ({ types: await customContentTypes(await session(connectionId), spaceKey, ctx.signal) }),
  };
}
