/**
 * A hook in the Activity log's words: `Webhook “CI builds” to ci.example.com in workspace acme`. Only the
 * host is named, since some receivers (chat relays) carry their own secret in the path or query.
 */
export function hookWords(hook: { description: string; url: string }, workspace: string): string {
  const host = URL.canParse(hook.url) ? new URL(hook.url).host : 'an invalid address';
  return hook.description ? `Webhook “${hook.description}” to ${host} in workspace ${workspace}` : `Webhook to ${host} in workspace ${workspace}`;
}
