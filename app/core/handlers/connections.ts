import type { ConnectionArea } from '../../contract/app/connections.channels';
import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

type ConnectionChannel =
  | 'app.connections.list'
  | 'app.connections.add'
  | 'app.connections.update'
  | 'app.connections.remove'
  | 'app.connections.switch'
  | 'app.connections.test';

export function connectionHandlers(services: CoreServices): HandlerSlice<ConnectionChannel> {
  const { connections, events } = services;
  const announce = () => events.emit('connections.changed', { activeId: connections.activeId });

  return {
    'app.connections.list': async () => ({ connections: await connections.list(), activeId: connections.activeId }),
    'app.connections.add': async (draft, ctx) => {
      ctx.describeTarget(`Connection “${draft.name}”`);
      const view = await connections.add(draft);
      ctx.describeTarget(`Connection “${draft.name}”`, view.id);
      announce();
      return view;
    },
    'app.connections.update': async ({ id, draft }, ctx) => {
      ctx.describeTarget(`Connection “${draft.name}”`, id);
      const view = await connections.update(id, draft);
      announce();
      return view;
    },
    'app.connections.remove': async ({ id }, ctx) => {
      ctx.describeTarget(`Connection “${connections.find(id).name}”`, id);
      await connections.remove(id);
      announce();
      return { removed: true };
    },
    'app.connections.switch': async ({ id }, ctx) => {
      ctx.describeTarget(`Connection “${connections.find(id).name}”`, id);
      const view = await connections.switchTo(id);
      announce();
      return view;
    },
    'app.connections.test': async ({ id, areas }, ctx) => {
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
