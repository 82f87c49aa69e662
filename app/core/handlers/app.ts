import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

export function appHandlers(services: CoreServices): HandlerSlice<'app.info.get' | 'app.externalLinks.open' | 'app.windowPdf.export'> {
  return {
    'app.info.get': async () => {
      const storage = services.secretStorage();
      return {
        version: services.version,
        transport: services.transport,
        secretStorage: storage.kind,
        secretStorageProblem: storage.problem,
      };
    },
    'app.externalLinks.open': async ({ url }) => ({ opened: await services.openExternal(url) }),
    'app.windowPdf.export': async ({ fileName }) => services.savePdf(fileName),
  };
}
