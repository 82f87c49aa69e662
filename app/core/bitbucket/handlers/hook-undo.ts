import type { bitbucketHookUndoChannels } from '../../../contract/bitbucket/hook-undo.channels';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';
import { BULK_UNDO_PREVIEW_ACTION } from '../bulk-undo';
import type { WebhooksService } from '../webhooks-service';

type HookUndoChannel = keyof typeof bitbucketHookUndoChannels;

/** Undo of webhook changes, also after a restart: one hook's edit, pause or resume, and finished bulk pauses and resumes. */
export function bitbucketHookUndoHandlers(services: CoreServices, webhooks: WebhooksService): HandlerSlice<HookUndoChannel> {
  const scopeOf = webhooks.scope.bind(webhooks);
  return {
    'bitbucket.hookUndos.list': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      return { edits: await webhooks.changes.list(scope), bulk: webhooks.bulkUndo.list(scope.connectionId, scope.workspace) };
    },
    'bitbucket.hookEdits.restore': async ({ connectionId, undoId }, ctx) => ({
      hook: await webhooks.changes.restore(connectionId, undoId, (workspace) => scopeOf({ connectionId, workspace }, ctx.signal), ctx),
    }),
    'bitbucket.bulkUndo.plan': async ({ connectionId, jobId }, ctx) => {
      const plan = await webhooks.bulkUndo.plan({ session: await services.api.session(connectionId), connectionId, signal: ctx.signal }, jobId);
      await services.recordPreview({ connectionId, action: BULK_UNDO_PREVIEW_ACTION, target: webhooks.bulkUndo.describePreview(plan.planId, connectionId) });
      return plan;
    },
    'bitbucket.bulkUndo.start': async ({ connectionId, planId, confirmation }, ctx) => {
      ctx.describeTarget(webhooks.bulkUndo.describe(planId, connectionId));
      return { jobId: await webhooks.bulkUndo.start({ session: await services.api.session(connectionId), connectionId, signal: ctx.signal, planId, confirmation }) };
    },
  };
}
