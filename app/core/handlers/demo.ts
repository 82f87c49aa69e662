import { openDemoConnection } from '../demo/demo-connection';
import { DEMO_SITES } from '../demo/demo-controller';
import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

export function demoHandlers(services: CoreServices): HandlerSlice<'app.demo.start' | 'app.demo.reset'> {
  return {
    'app.demo.start': async ({ site }, ctx) => {
      const name = DEMO_SITES[site].connectionName;
      ctx.describeTarget(`Connection “${name}”`);
      const view = await openDemoConnection(services, site);
      ctx.describeTarget(`Connection “${name}”`, view.id);
      return view;
    },
    'app.demo.reset': async ({ site }, ctx) => {
      ctx.describeTarget(DEMO_SITES[site].title);
      await services.demo.site(site).reset();
      return { reset: true };
    },
  };
}
