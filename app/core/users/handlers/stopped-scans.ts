import { stoppedScanName, type stoppedScanChannels } from '../../../contract/users/stopped-scans.channels';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';
import { AppError } from '../../../contract/errors';
import { stoppedScanView, type ScanLogs, type StoppedScanSummary } from '../scan-logs';
import type { TokenReview } from '../token-review';

/** Token scans Orgdesk stopped in the middle of: listed on the recovery screen, then continued or discarded. */
export function stoppedScanHandlers(services: CoreServices, review: TokenReview, logs: ScanLogs): HandlerSlice<keyof typeof stoppedScanChannels> {
  const connectionOf = (connectionId: string) => ({
    exists: services.settings.value.connections.some((connection) => connection.id === connectionId),
    name: services.connections.nameOf(connectionId),
  });
  const nameOf = (scan: StoppedScanSummary) => stoppedScanName({ accounts: scan.header.accounts, scope: scan.header.scope });

  return {
    'users.stoppedScans.list': async () => ({ scans: (await logs.stopped()).map((scan) => stoppedScanView(scan, connectionOf(scan.header.connectionId))) }),
    'users.stoppedScans.resume': async ({ connectionId, jobId }, ctx) => {
      ctx.describeTarget(nameOf(await logs.summary(jobId)));
      const connection = services.connections.find(connectionId);
      const { jobId: resumed } = await review.resumeScan(await services.api.session(connection.id), connection.id, jobId);
      return { jobId: resumed, connectionId: connection.id };
    },
    'users.stoppedScans.remove': async ({ connectionId, jobId }, ctx) => {
      const scan = await logs.summary(jobId);
      ctx.describeTarget(nameOf(scan));
      if (scan.header.connectionId !== connectionId) throw new AppError('CONFLICT', 'This scan belongs to another connection.');
      await logs.discard(jobId);
      return { removed: true as const };
    },
  };
}
