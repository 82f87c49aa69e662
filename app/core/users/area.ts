import type { CoreArea } from '../area';
import { userAccountHandlers } from './handlers/accounts';
import { peopleHandlers } from './handlers/people';
import { tokenReviewHandlers } from './handlers/token-review';
import { RecentPeople } from './recent-people';
import { resumableRevoke } from './resumable-revoke';
import { ScanLogs } from './scan-logs';
import { stoppedScanHandlers } from './handlers/stopped-scans';
import { scanLogFolder } from './token-scan-log';
import { TokenReview } from './token-review';

/** Managed accounts and their API tokens. Keeps, per connection, the people opened lately. */
export const usersArea: CoreArea<'users'> = {
  name: 'users',
  start: (services) => {
    // Revoking one account's tokens takes them out of the token review's scans too.
    // Each scan keeps a log in the data folder, so one that Orgdesk stops in the middle of can be continued.
    const logs = new ScanLogs(scanLogFolder(services.dataDir));
    const review = new TokenReview(services.jobs, Date.now, logs);
    services.resumableKinds.add(resumableRevoke(services, (connectionId, ref) => review.forget(connectionId, ref)));
    return {
      handlers: { ...userAccountHandlers(services, review), ...peopleHandlers(services), ...tokenReviewHandlers(services, review), ...stoppedScanHandlers(services, review, logs) },
      forgetConnection: async (connectionId) => {
        await new RecentPeople(services.settings).forget(connectionId);
        await logs.forgetConnection(connectionId);
      },
      dispose: () => review.keepRunningScans(),
    };
  },
};
