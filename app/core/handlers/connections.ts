import type { ConnectionArea } from '../../contract/channels/connections';
import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

type ConnectionChannel =
  | 'connections.list'
  | 'connections.add'
  | 'connections.update'
  | 'connections.remove'
  | 'connections.switch'
  | 'connections.test';

export function connectionHandlers(services: CoreServices): HandlerSlice<ConnectionChannel> {
  const { connections, events } = services;
  const announce = () => events.emit('connections.changed', { activeId: connections.activeId });

  return {
    'connections.list': async () => ({ connections: await connections.list(), activeId: connections.activeId }),
    'connections.add': async (draft, ctx) => {
      ctx.describeTarget(`Connection “${draft.name}”`);
      const view = await connections.add(draft);
      ctx.describeTarget(`Connection “${draft.name}”`, view.id);
      announce();
      return view;
    },
    'connections.update': async ({ id, draft }, ctx) => {
      ctx.describeTarget(`Connection “${draft.name}”`, id);
      const view = await connections.update(id, draft);
      announce();
      return view;
    },
    'connections.remove': async ({ id }, ctx) => {
      ctx.describeTarget(`Connection “${connections.find(id).name}”`, id);
      await connections.remove(id);
      announce();
      return { removed: true };
    },
    'connections.switch': async ({ id }, ctx) => {
      ctx.describeTarget(`Connection “${connections.find(id).name}”`, id);
      const view = await connections.switchTo(id);
      announce();
      return view;
    },
    'connections.test': async ({ id, areas }, ctx) => {
      const stored = connections.find(id);
      const configured: ConnectionArea[] = (['site', 'admin', 'bitbucket'] as const).filter((area) => stored[area] !== null);
      const credentials = await connections.credentials(id);
      const checks = await services.api.probe(credentials, areas ?? configured, ctx.signal);
      // Every screen judges readiness by the last test, so it is kept and the screens are told.
      await connections.recordChecks(id, checks);
      announce();
      return { checks };
    },
  };
}
