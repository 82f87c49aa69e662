import type { SandboxRequest } from '../../kit';
import { bitbucketError, missingScopeError } from './errors';
import type { BitbucketState, StoredHook, Workspace } from './state';

/** Braces optional and case ignored, as Bitbucket does for `{uuid}` path segments. */
const sameUuid = (a: string, b: string): boolean => a.replace(/[{}]/g, '').toLowerCase() === b.replace(/[{}]/g, '').toLowerCase();

/** The workspace named by slug or `{uuid}`; 404 when missing or not visible to the caller. */
export function visibleWorkspace(req: SandboxRequest, state: BitbucketState): Workspace {
  const id = req.params.workspace ?? '';
  const workspace = state.workspaces.find((candidate) => candidate.slug === id || (id.startsWith('{') && sameUuid(candidate.uuid, id)));
  const caller = req.caller.accountId;
  if (!workspace || !(workspace.ownerIds.includes(caller) || workspace.memberIds.includes(caller))) {
    throw bitbucketError(404, `No workspace with identifier '${id}'.`);
  }
  return workspace;
}

/** The granular scope each kind of hook operation needs (Bitbucket's `x-atlassian-oauth2-scopes`). */
export type HookScope = 'read:webhook:bitbucket' | 'write:webhook:bitbucket' | 'delete:webhook:bitbucket';

/** Hooks are for workspace owners only, with a token that has the operation's scope. */
export function ownedWorkspace(req: SandboxRequest, state: BitbucketState, scope: HookScope): Workspace {
  const { scopes } = req.caller;
  if (scopes && !scopes.includes(scope)) throw missingScopeError(scope, scopes);
  const workspace = visibleWorkspace(req, state);
  if (!workspace.ownerIds.includes(req.caller.accountId)) {
    throw bitbucketError(403, 'Only workspace owners can manage workspace webhooks.');
  }
  return workspace;
}

export function hookIn(workspace: Workspace, uid: string | undefined): { hook: StoredHook; index: number } {
  const index = workspace.hooks.findIndex((hook) => uid !== undefined && sameUuid(hook.uuid, uid));
  const hook = workspace.hooks[index];
  if (!hook) throw bitbucketError(404, 'Webhook not found.');
  return { hook, index };
}
