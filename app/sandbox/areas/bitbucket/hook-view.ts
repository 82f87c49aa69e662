import type { StoredHook, Workspace } from './state';

/** The `webhook_subscription` a client sees: never the secret, only `secret_set`. */
export function hookView(hook: StoredHook, workspace: Workspace, baseUrl: string) {
  const self = `${baseUrl}/2.0/workspaces/${encodeURIComponent(workspace.slug)}/hooks/${encodeURIComponent(hook.uuid)}`;
  return {
    type: 'webhook_subscription',
    uuid: hook.uuid,
    url: hook.url,
    description: hook.description,
    subject_type: 'workspace',
    subject: { type: 'workspace', uuid: workspace.uuid, slug: workspace.slug, name: workspace.name },
    active: hook.active,
    created_at: hook.createdAt,
    events: hook.events,
    secret_set: hook.secret !== null,
    links: { self: { href: self } },
  };
}
