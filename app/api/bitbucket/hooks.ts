import type { z } from 'zod';
import { CreateHookInput, UpdateHookInput } from '../../contract/bitbucket/webhooks.channels';
import type { WebhookView } from '../../contract/bitbucket/webhooks';
import type { components } from '../generated/bitbucket';
import type { ApiSession } from '../http/session';
import { checkInput, readBody } from '../validate';
import { readAllPages } from './pages';
import { webhookSchema, type Webhook } from './schemas';

const hooksPath = (workspace: string) => `/2.0/workspaces/${encodeURIComponent(workspace)}/hooks`;
const hookPath = (workspace: string, hookId: string) => `${hooksPath(workspace)}/${encodeURIComponent(hookId)}`;

/** Only what the renderer may see: `secret_set` becomes "secret saved"; the secret itself never appears. */
function toWebhookView(hook: Webhook, workspace: string): WebhookView {
  return {
    id: hook.uuid,
    workspace,
    description: hook.description ?? '',
    url: hook.url,
    active: hook.active,
    events: hook.events,
    createdAt: hook.created_at ?? null,
    secretSaved: hook.secret_set === true,
  };
}

type Schemas = components['schemas'];

/**
 * The spec's type lists the 29 event keys it knew of. Callers check events against Bitbucket's live
 * catalogue instead (it may have more by now), so here the checked keys take the spec's type.
 */
const specEvents = (events: readonly string[]) => events as Schemas['webhook_subscription_create']['events'];

/** Every hook of the workspace; pages are as large as Bitbucket allows unless `pageSize` says otherwise. */
export async function listHooks(
  session: ApiSession,
  workspace: string,
  options: { pageSize?: number; signal?: AbortSignal } = {},
): Promise<WebhookView[]> {
  const hooks = await readAllPages(session, hooksPath(workspace), webhookSchema, options);
  return hooks.map((hook) => toWebhookView(hook, workspace));
}

export async function getHook(session: ApiSession, workspace: string, hookId: string, signal?: AbortSignal): Promise<WebhookView> {
  const response = await session.request({ area: 'bitbucket', path: hookPath(workspace, hookId), signal });
  return toWebhookView(readBody('bitbucket', webhookSchema, response.body), workspace);
}

/** Only workspace owners may do this; the URL must resolve and must not be an internal address. */
export async function createHook(
  session: ApiSession,
  workspace: string,
  input: z.input<typeof CreateHookInput>,
  signal?: AbortSignal,
): Promise<WebhookView> {
  const { description, url, active, events, secret } = checkInput(CreateHookInput, input);
  const response = await session.request({
    area: 'bitbucket',
    method: 'POST',
    path: hooksPath(workspace),
    body: { description, url, active, events: specEvents(events), ...(secret === undefined ? {} : { secret }) } satisfies Schemas['webhook_subscription_create'],
    signal,
  });
  return toWebhookView(readBody('bitbucket', webhookSchema, response.body), workspace);
}

/**
 * Sends only the fields that change, so a concurrent edit of the others is not undone. The secret is
 * only sent when it changes: a new value replaces it, null removes it, leaving it out keeps it.
 */
export async function updateHook(
  session: ApiSession,
  workspace: string,
  input: z.input<typeof UpdateHookInput>,
  signal?: AbortSignal,
): Promise<WebhookView> {
  const { hookId, changes } = checkInput(UpdateHookInput, input);
  const { events, ...others } = changes;
  const body: Schemas['webhook_subscription_update'] = { ...others, ...(events === undefined ? {} : { events: specEvents(events) }) };
  const response = await session.request({ area: 'bitbucket', method: 'PUT', path: hookPath(workspace, hookId), body, signal });
  return toWebhookView(readBody('bitbucket', webhookSchema, response.body), workspace);
}

export async function deleteHook(session: ApiSession, workspace: string, hookId: string, signal?: AbortSignal): Promise<void> {
  await session.request({ area: 'bitbucket', method: 'DELETE', path: hookPath(workspace, hookId), signal });
}
