import type { WebhooksService } from '../webhooks-service';
import { getHook } from '../../../api/bitbucket/hooks';
import type { bitbucketChannels } from '../../../contract/bitbucket/webhooks.channels';
import { AppError } from '../../../contract/errors';
import type { CoreServices } from '../../services';
import {
  createReceiverHook,
  createWebhook,
  deleteWebhook,
  removeWebhookSecret,
  setWebhookSecret,
} from '../hook-actions';
import { BULK_PREVIEW_ACTION } from '../bulk';
import { listWebhookSummaries, webhooksCsv } from '../hook-list';
import {
  abandonRotation,
  confirmRotationReceiver,
  createRotationHook,
  finishRotation,
  pauseRotationOldHook,
  startRotation,
} from '../rotation';
import { hookWords } from '../words';
import { plural } from '../../../contract/words';
import type { HandlerSlice } from '../../handlers/types';

type BitbucketChannel = keyof typeof bitbucketChannels;

export function bitbucketHandlers(services: CoreServices, webhooks: WebhooksService): HandlerSlice<BitbucketChannel> {
  const scopeOf = webhooks.scope.bind(webhooks);

  /** A rotation's hooks in the log's words: the hook whose secret is replaced. */
  const rotationWords = (rotation: { oldDescription: string; url: string }, workspace: string) => `Secret rotation of ${hookWords({ description: rotation.oldDescription, url: rotation.url }, workspace)}`;

  return {
    'bitbucket.hooks.list': async (input, ctx) => webhooks.list(await scopeOf(input, ctx.signal)),
    'bitbucket.hookEvents.list': async (input, ctx) => {
      const session = await services.api.session(input.connectionId);
      return { events: await webhooks.catalog.events({ session, connectionId: input.connectionId, signal: ctx.signal }) };
    },
    'bitbucket.hooks.create': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      const signed = input.secret.kind === 'none' ? 'unsigned' : 'signed';
      ctx.describeTarget(`${hookWords(input, scope.workspace)} (${signed}, ${plural(input.events.length, 'event')})`);
      return createWebhook(scope, webhooks.vault, webhooks.catalog, input);
    },
    'bitbucket.hooks.update': async (input, ctx) => webhooks.changes.edit(await scopeOf(input, ctx.signal), input.hookId, input.loaded, input.desired, ctx),
    'bitbucket.hooks.pause': async (input, ctx) => webhooks.changes.setActive(await scopeOf(input, ctx.signal), input.hookId, false, ctx),
    'bitbucket.hooks.resume': async (input, ctx) => webhooks.changes.setActive(await scopeOf(input, ctx.signal), input.hookId, true, ctx),
    'bitbucket.hooks.delete': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      ctx.describeTarget(await webhooks.describeHook(scope, input.hookId));
      if (webhooks.rotations.rotationOf(scope.connectionId, scope.workspace)(input.hookId)) {
        throw new AppError('CONFLICT', 'This webhook is part of a secret rotation under way. Finish or cancel the rotation first.');
      }
      return { deleted: true as const, ...(await deleteWebhook(scope, webhooks.vault, input.hookId)) };
    },
    'bitbucket.hookSecrets.update': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      const before = await getHook(scope.session, scope.workspace, input.hookId, ctx.signal);
      const how = input.secret.kind === 'generate' ? 'made by Orgdesk' : 'pasted';
      ctx.describeTarget(`${hookWords(before, scope.workspace)}: secret ${before.secretSaved ? 'replaced' : 'set'} (${how})`);
      return setWebhookSecret(scope, webhooks.vault, input.hookId, input.secret);
    },
    'bitbucket.hookSecrets.remove': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      ctx.describeTarget(`${await webhooks.describeHook(scope, input.hookId)}: secret removed, deliveries unsigned`);
      return removeWebhookSecret(scope, webhooks.vault, input.hookId);
    },
    'bitbucket.hooks.exportCsv': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      const all = await listWebhookSummaries(scope, webhooks.vault, webhooks.rotations.rotationOf(scope.connectionId, scope.workspace));
      const wanted = input.hookIds ? new Set(input.hookIds) : null;
      return webhooksCsv(scope.workspace, wanted ? all.filter((hook) => wanted.has(hook.id)) : all, new Date());
    },
    'bitbucket.bulkChanges.plan': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      const plan = await webhooks.bulk.plan(scope, input.hookIds, input.action, webhooks.rotations.rotationOf(scope.connectionId, scope.workspace));
      await services.recordPreview({ connectionId: scope.connectionId, action: BULK_PREVIEW_ACTION, target: webhooks.bulk.describePreview(plan.planId, scope.connectionId) });
      return plan;
    },
    'bitbucket.bulkChanges.start': async (input, ctx) => {
      const session = await services.api.session(input.connectionId);
      ctx.describeTarget(webhooks.bulk.describePlan(input.planId, input.connectionId));
      return { jobId: await webhooks.bulk.start(session, webhooks.vault, input.connectionId, input.planId, input.confirmation, ctx.signal) };
    },
    'bitbucket.signatures.check': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      const { body, header, source } = input;
      return webhooks.checkPasted(scope, source.kind === 'hook' ? { body, header, hookId: source.hookId } : { body, header, secret: source.secret });
    },
    'bitbucket.rotations.start': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      ctx.describeTarget(`Secret rotation of ${await webhooks.describeHook(scope, input.hookId)}`);
      return startRotation(scope, webhooks.rotations, input.hookId);
    },
    'bitbucket.rotations.createHook': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      ctx.describeTarget(`${rotationWords(webhooks.rotations.find(scope.connectionId, input.rotationId), scope.workspace)}: hook with the new secret added`);
      return createRotationHook(scope, webhooks.rotations, webhooks.vault, input.rotationId, input.secret);
    },
    'bitbucket.rotations.checkReceiver': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      const rotation = webhooks.rotations.find(scope.connectionId, input.rotationId);
      const seen = rotation.newHookId !== null && webhooks.receiver.sawValidFrom(rotation.newHookId);
      ctx.describeTarget(`${rotationWords(rotation, scope.workspace)}: receiver ${seen ? 'seen accepting' : 'confirmed by you to accept'} the new secret`);
      return confirmRotationReceiver(scope, webhooks.rotations, input.rotationId, seen);
    },
    'bitbucket.rotations.pauseOld': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      ctx.describeTarget(`${rotationWords(webhooks.rotations.find(scope.connectionId, input.rotationId), scope.workspace)}: old hook paused`);
      return pauseRotationOldHook(scope, webhooks.rotations, input.rotationId);
    },
    'bitbucket.rotations.deleteOld': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      ctx.describeTarget(`${rotationWords(webhooks.rotations.find(scope.connectionId, input.rotationId), scope.workspace)}: old hook deleted`);
      return finishRotation(scope, webhooks.rotations, webhooks.vault, input.rotationId);
    },
    'bitbucket.rotations.cancel': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      ctx.describeTarget(`${rotationWords(webhooks.rotations.find(scope.connectionId, input.rotationId), scope.workspace)}: cancelled`);
      return abandonRotation(scope, webhooks.rotations, webhooks.vault, input.rotationId);
    },
    'bitbucket.receiver.start': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      ctx.describeTarget(`Receiver on this computer for workspace ${scope.workspace}`);
      return webhooks.receiver.start({ connectionId: scope.connectionId, workspace: scope.workspace });
    },
    'bitbucket.receiver.stop': async (input, ctx) => {
      ctx.describeTarget('Receiver on this computer');
      if (webhooks.receiver.isListeningFor(input.connectionId)) await webhooks.receiver.stop();
      return webhooks.receiver.status(input.connectionId);
    },
    'bitbucket.receiver.get': async (input) => webhooks.receiver.status(input.connectionId),
    'bitbucket.receiver.update': async (input) => {
      if (!webhooks.receiver.isListeningFor(input.connectionId)) throw new AppError('CONFLICT', 'Orgdesk is not listening for this connection. Start listening first.');
      webhooks.receiver.configure({ answer: input.answer, checkWith: input.checkWith && (input.checkWith.kind === 'kept' ? { kind: 'kept' } : { kind: 'pasted', secret: input.checkWith.secret }) });
      return webhooks.receiver.status(input.connectionId);
    },
    'bitbucket.demoHooks.create': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      const url = webhooks.receiver.status(scope.connectionId).url;
      ctx.describeTarget(`Webhook “Orgdesk test receiver” to this computer in workspace ${scope.workspace}`);
      if (!webhooks.isDemo(scope.connectionId)) {
        throw new AppError('VALIDATION', 'Only a demo hook can point at this computer. For a real workspace, give Bitbucket the public address of a tunnel to the receiver.');
      }
      if (!url) throw new AppError('CONFLICT', 'Start listening for deliveries first.');
      await webhooks.catalog.check(scope, input.events);
      return createReceiverHook(scope, webhooks.vault, url, input.events);
    },
    'bitbucket.demoEvents.create': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      ctx.describeTarget(`Test event ${input.event} in the demo workspace ${scope.workspace}`);
      return webhooks.triggerDemoEvent(scope, input.event);
    },
    'bitbucket.demoDeliveries.list': async (input, ctx) => {
      const scope = await scopeOf(input, ctx.signal);
      return { deliveries: await webhooks.demoDeliveries(scope, input.deliveryIds) };
    },
  };
}
