import type { ConnectionView, DemoSite } from '../../contract/app/connections.channels';
import type { CoreServices } from '../services';
import { DEMO_SITES } from './demo-controller';

/**
 * Starts a demo site (its local sandbox) and gives back its connection: the one kept from an earlier
 * start, or a new one the first time. The demo organization becomes the active connection, as "Explore
 * with a demo organization" promises; the staging site is added beside it, as any added connection is,
 * and is active only when nothing else is. The windows hear of the change.
 */
export async function openDemoConnection({ connections, demo, events }: Pick<CoreServices, 'connections' | 'demo' | 'events'>, site: DemoSite): Promise<ConnectionView> {
  const running = await demo.site(site).ensure();
  const found = (await connections.list()).find((connection) => connection.demoSite === site) ?? null;
  let view =
    found ??
    (await connections.add(
      {
        name: DEMO_SITES[site].connectionName,
        site: { url: running.baseUrl, email: running.credentials.site.email },
        admin: { baseUrl: running.baseUrl },
        bitbucket: { baseUrl: running.baseUrl, workspace: running.credentials.bitbucket.workspace },
        jiraApiVersion: '3',
      },
      { demoSite: site },
    ));
  if (site === 'production') view = await connections.switchTo(view.id);
  events.emit('connections.changed', { activeId: connections.activeId });
  return view;
}
