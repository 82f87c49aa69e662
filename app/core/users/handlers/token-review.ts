import type { tokenReviewChannels } from '../../../contract/users/token-review.channels';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';
import { checkAccountIds } from '../account-id-check';
import { previewTarget, REVOKE_PREVIEW_ACTION, type TokenReview } from '../token-review';

/** The organization's token review: the scan as a job, its table and CSV, and bulk revocation after a dry run. */
export function tokenReviewHandlers(services: CoreServices, review: TokenReview): HandlerSlice<keyof typeof tokenReviewChannels> {
  /** The connection named by the call (refused when it no longer exists), and a session on it. */
  const connect = async (connectionId: string) => {
    const connection = services.connections.find(connectionId);
    return { connectionId: connection.id, session: await services.api.session(connection.id) };
  };
  const connectionIdOf = (connectionId: string) => services.connections.find(connectionId).id;

  return {
    'users.accountIds.check': async ({ connectionId, accountIds }, ctx) => checkAccountIds((await connect(connectionId)).session, accountIds, ctx.signal),
    'users.tokenScan.start': async ({ connectionId, scope }, ctx) => {
      const { session, connectionId: id } = await connect(connectionId);
      return review.startScan(session, id, scope, ctx.signal);
    },
    'users.tokenScan.get': async ({ connectionId, jobId }) => review.scanResult(jobId, connectionIdOf(connectionId)),
    'users.tokenScan.listTokens': async ({ connectionId, jobId, ...ask }) => review.tokenPage(jobId, connectionIdOf(connectionId), ask),
    'users.tokenScan.listPeople': async ({ connectionId, jobId, ...ask }) => review.peoplePage(jobId, connectionIdOf(connectionId), ask),
    'users.bulkRevoke.plan': async ({ connectionId, tokens, matching }, ctx) => {
      const { session, connectionId: id } = await connect(connectionId);
      const plan = await review.plan(session, id, { tokens, matching }, ctx.signal);
      await services.recordPreview({ connectionId: id, action: REVOKE_PREVIEW_ACTION, target: previewTarget(plan.items) });
      return plan;
    },
    'users.bulkRevoke.start': async ({ connectionId, planId, confirmation }, ctx) => {
      const { session, connectionId: id } = await connect(connectionId);
      ctx.describeTarget(`Bulk revoke of ${review.describePlan(planId, id)}`);
      return { jobId: await review.startRevoke(session, id, planId, confirmation, ctx.signal) };
    },
    'users.tokenScan.exportCsv': async ({ connectionId, jobId, filter }) => review.exportCsv(jobId, connectionIdOf(connectionId), filter),
  };
}
