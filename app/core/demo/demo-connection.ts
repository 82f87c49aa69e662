import type { ConnectionView } from '../../contract/app/connections.channels';
import type { CoreServices } from '../services';
import { DEMO_NAME } from './demo-controller';

/**
 * Starts the demo organization (its local sandbox) and makes its connection the active one: the one kept
 * from an earlier start, or a new one the first time. The windows hear of the switch.
 */
export async function openDemoConnection({ connections, demo, events }: Pick<CoreServices, 'connections' | 'demo' | 'events'>): Promise<ConnectionView> {
  const running = await demo.ensure();
  const found = (await connections.list()).find((connection) => connection.isDemo) ?? null;
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
  events.emit('connections.changed', { activeId: view.id });
  return view;
}
