import type { CoreArea } from '../area';
import { AccessSnapshots } from './access/snapshots';
import { RecentPages } from './access/recent-pages';
import { confluenceAccessHandlers } from './handlers/access';
import { confluenceAttachmentHandlers } from './handlers/attachments';
import { confluenceCustomContentHandlers } from './handlers/custom-content';
import { confluenceHistoryHandlers } from './handlers/history';
import { confluencePageHandlers } from './handlers/pages-and-spaces';
import { confluenceSearchHandlers } from './handlers/search';
import { confluenceTemplateHandlers } from './handlers/templates';
import { HistoryWorker, sourceWorkerLauncher } from './history/compare/history-worker-client';
import { resumableCleanup, resumableRollback } from './history/resumable-history';
import { resumableTreeChange, resumableTreeRollback } from './access/resumable-tree';

/**
 * Confluence content. Renders and compares page versions on its own worker thread; keeps, per connection,
 * the pages opened lately and the restriction changes Undo can put back.
 */
export const confluenceArea: CoreArea<'confluence'> = {
  name: 'confluence',
  start: (services, platform) => {
    const worker = new HistoryWorker(platform.historyWorker ?? sourceWorkerLauncher);
    services.resumableKinds.add(resumableCleanup(services));
    services.resumableKinds.add(resumableRollback(services));
    services.resumableKinds.add(resumableTreeChange(services));
    services.resumableKinds.add(resumableTreeRollback(services));
    return {
      handlers: {
        ...confluencePageHandlers(services),
        ...confluenceSearchHandlers(services),
        ...confluenceAccessHandlers(services),
        ...confluenceHistoryHandlers(services, worker),
        ...confluenceTemplateHandlers(services, worker),
        ...confluenceAttachmentHandlers(services),
        ...confluenceCustomContentHandlers(services, worker),
      },
      forgetConnection: async (connectionId) => {
        await new RecentPages(services.settings).forget(connectionId);
        await new AccessSnapshots(services.settings).forget(connectionId);
      },
      dispose: () => worker.dispose(),
    };
  },
};
