import { openDemoConnection } from '../demo/demo-connection';
import { DEMO_NAME } from '../demo/demo-controller';
import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

export function demoHandlers(services: CoreServices): HandlerSlice<'app.demo.start' | 'app.demo.reset'> {
  return {
    'app.demo.start': async (_input, ctx) => {
      ctx.describeTarget(`Connection “${DEMO_NAME}”`);
      const view = await openDemoConnection(services);
      ctx.describeTarget(`Connection “${DEMO_NAME}”`, view.id);
      return view;
    },
    'app.demo.reset': async (_input, ctx) => {
      ctx.describeTarget('Demo organization');
      await services.demo.reset();
      return { reset: true };
    },
  };
}
