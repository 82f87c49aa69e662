import { listWorkspaceHookEvents } from '../../api/bitbucket/hook-events';
import { createHook, deleteHook, getHook, listHooks, updateHook } from '../../api/bitbucket/hooks';
import type { ApiSession } from '../../api/http/session';
import { AppError } from '../../contract/errors';
import type { CoreServices } from '../services';
import { nameOr } from './activity-names';
import type { HandlerSlice } from './types';

type BitbucketChannel =
  | 'bitbucket.hooks.list'
  | 'bitbucket.hooks.get'
  | 'bitbucket.hooks.create'
  | 'bitbucket.hooks.update'
  | 'bitbucket.hooks.delete'
  | 'bitbucket.hookEvents.list';

/**
 * For the Activity log: `Webhook “CI builds” to ci.example.com in workspace acme`. Only the host is
 * named, since some receivers (chat relays) carry their own secret in the path or query.
 */
function hookWords(hook: { description: string; url: string }, workspace: string): string {
  const host = URL.canParse(hook.url) ? new URL(hook.url).host : 'an invalid address';
  return hook.description ? `Webhook “${hook.description}” to ${host} in workspace ${workspace}` : `Webhook to ${host} in workspace ${workspace}`;
}

function hookName(api: ApiSession, workspace: string, hookId: string, signal: AbortSignal): Promise<string> {
  return nameOr(async () => hookWords(await getHook(api, workspace, hookId, signal), workspace), `Webhook ${hookId} in workspace ${workspace}`);
}

export function bitbucketHandlers(services: CoreServices): HandlerSlice<BitbucketChannel> {
  /** The session plus the workspace to act on: the one asked for, else the connection's own. */
  async function target(input: { connectionId: string; workspace?: string }) {
    const api = await services.api.session(input.connectionId);
    const workspace = input.workspace ?? services.connections.find(input.connectionId).bitbucket?.workspace;
    if (!workspace) throw new AppError('NOT_CONFIGURED', 'Bitbucket is not set up for this connection. Add it under Connections.');
    return { api, workspace };
  }

  return {
    'bitbucket.hooks.list': async (input, ctx) => {
      const { api, workspace } = await target(input);
      return { workspace, hooks: await listHooks(api, workspace, { signal: ctx.signal }) };
    },
    'bitbucket.hooks.get': async (input, ctx) => {
      const { api, workspace } = await target(input);
      return getHook(api, workspace, input.hookId, ctx.signal);
    },
    'bitbucket.hooks.create': async (input, ctx) => {
      const { api, workspace } = await target(input);
      ctx.describeTarget(hookWords(input, workspace));
      return createHook(api, workspace, input, ctx.signal);
    },
    'bitbucket.hooks.update': async (input, ctx) => {
      const { api, workspace } = await target(input);
      ctx.describeTarget(await hookName(api, workspace, input.hookId, ctx.signal));
      return updateHook(api, workspace, input, ctx.signal);
    },
    'bitbucket.hooks.delete': async (input, ctx) => {
      const { api, workspace } = await target(input);
      ctx.describeTarget(await hookName(api, workspace, input.hookId, ctx.signal));
      await deleteHook(api, workspace, input.hookId, ctx.signal);
      return { deleted: true as const };
    },
    'bitbucket.hookEvents.list': async ({ connectionId }, ctx) => ({
      events: await listWorkspaceHookEvents(await services.api.session(connectionId), ctx.signal),
    }),
  };
}
