import { asArray, asObject, asString, type JsonObject } from './upstream-text';

/** What each Bitbucket permission is called where an admin creates a token. */
const scopeNames: Record<string, string> = {
  webhook: 'Webhooks',
  'read:webhook:bitbucket': 'Webhooks: Read',
  'write:webhook:bitbucket': 'Webhooks: Read and write',
  'delete:webhook:bitbucket': 'Webhooks: Delete',
};

/**
 * Bitbucket refuses a token that lacks a scope with 403 and the scopes it wanted, in `error.data` (as the
 * spec's error schema allows) or in `error.detail` (as the live service sends it). Undefined for any
 * other 403, such as a workspace the account does not own.
 */
export function readMissingScopes(body: JsonObject): { message: string; reason: string } | undefined {
  const error = asObject(body.error);
  const holder = asObject(error?.data) ?? asObject(error?.detail);
  const required = asArray(holder?.required).flatMap((scope) => asString(scope) ?? []);
  if (body.type !== 'error' || required.length === 0) return undefined;
  const named = required.map((scope) => (scopeNames[scope] ? `“${scopeNames[scope]}” (${scope})` : scope)).join(' and ');
  return {
    message: `This Bitbucket token lacks the ${named} permission. Create an API token that has it, then save it in the connection.`,
    reason: `scope:${required.join(',')}`,
  };
}
