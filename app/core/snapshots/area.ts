import { join } from 'node:path';
import type { CoreArea } from '../area';
import { snapshotsHandlers } from './handlers/snapshots';
import { resumableApply } from './resumable-apply';
import { Snapshots } from './snapshots';
import { SnapshotStore } from './store';

/** Configuration snapshots: the files live in the data folder and stay when a connection is removed. */
export const snapshotsArea: CoreArea<'snapshots'> = {
  name: 'snapshots',
  start: (services) => {
    const store = new SnapshotStore(join(services.dataDir, 'snapshots'));
    const snapshots = new Snapshots(
      {
        jobs: services.jobs,
        recordPreview: (preview) => services.recordPreview(preview),
        site: (connectionId) => {
          const connection = services.connections.find(connectionId);
          return { name: connection.name, url: connection.site?.url ?? null, workspace: connection.bitbucket?.workspace ?? null };
        },
        connectionIds: async () => (await services.connections.list()).map((connection) => connection.id),
      },
      store,
    );
    services.resumableKinds.add(resumableApply(services, snapshots));
    void snapshots.takeAutomatic(async (connectionId) => services.api.session(connectionId)).catch(() => undefined);
    return {
      handlers: snapshotsHandlers(services, snapshots),
      // Snapshots are the admin's record of a site: removing the connection keeps them; only its automatic choice goes.
      forgetConnection: (connectionId) => store.forgetAuto(connectionId),
      dispose: async () => store.close(),
    };
  },
};
