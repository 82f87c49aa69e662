import { DEMO_NAME } from '../demo/demo-controller';
import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

export function demoHandlers(services: CoreServices): HandlerSlice<'app.demo.start' | 'app.demo.reset'> {
  const { connections, demo, events } = services;
  const existing = () => connections.list().then((all) => all.find((c) => c.isDemo) ?? null);

  return {
    'app.demo.start': async (_input, ctx) => {
      ctx.describeTarget(`Connection “${DEMO_NAME}”`);
      const running = await demo.ensure();
      const found = await existing();
      const view = found
        ? await connections.switchTo(found.id)
        : await connections.add(
            {
              name: DEMO_NAME,
              site: { url: running.baseUrl, email: running.credentials.site.email },
              admin: { baseUrl: running.baseUrl },
              bitbucket: { baseUrl: running.baseUrl, workspace: running.credentials.bitbucket.workspace },
              jiraApiVersion: '3',
            },
            { isDemo: true },
          );
      await connections.switchTo(view.id);
      ctx.describeTarget(`Connection “${DEMO_NAME}”`, view.id);
      events.emit('connections.changed', { activeId: view.id });
      return view;
    },
    'app.demo.reset': async (_input, ctx) => {
      ctx.describeTarget('Demo organization');
      await demo.reset();
      return { reset: true };
    },
  };
}
