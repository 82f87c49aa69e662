import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

export function appHandlers(services: CoreServices): HandlerSlice<'app.info' | 'app.openExternal'> {
  return {
    'app.info': async () => {
      const storage = services.secretStorage();
      return {
        version: services.version,
        transport: services.transport,
        secretStorage: storage.kind,
        secretStorageProblem: storage.problem,
      };
    },
    'app.openExternal': async ({ url }) => ({ opened: await services.openExternal(url) }),
  };
}
