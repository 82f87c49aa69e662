import { listHooks } from '../../api/bitbucket/hooks';
import { AppError, isAppError } from '../../contract/errors';
import { attentionLabels, type WebhookSummary } from '../../contract/bitbucket/webhooks';
import { timeCells, timeHeaders, toCsv } from '../csv';
import { attentionFor } from './attention';
import type { WorkspaceScope } from './hook-actions';
import type { HookSecretVault } from './secret-vault';

/**
 * Bitbucket answers 404 for a workspace the token cannot see and 403 for one it may not manage; both
 * are said in the workspace's own terms. A 403 that names a missing scope already says which permission.
 */
export function inWorkspaceTerms(error: unknown, workspace: string): unknown {
  if (!isAppError(error)) return error;
  const { code, reason } = error.info;
  if (code === 'NOT_FOUND') {
    return new AppError('NOT_FOUND', `Bitbucket has no workspace “${workspace}” that this token can see. Check the workspace ID in the connection.`, { status: 404 });
  }
  if (code === 'FORBIDDEN' && !reason?.startsWith('scope:')) {
    return new AppError('FORBIDDEN', `Only owners of the workspace “${workspace}” can see and change its webhooks. Use a token of a workspace owner.`, { status: 403 });
  }
  return error;
}

/**
 * Every hook of the workspace (all pages), with what needs attention, whether Orgdesk keeps its secret,
 * and the rotation it is part of.
 */
export async function listWebhookSummaries(scope: WorkspaceScope, vault: HookSecretVault, rotationOf: (hookId: string) => string | null): Promise<WebhookSummary[]> {
  const hooks = await listHooks(scope.session, scope.workspace, { signal: scope.signal }).catch((error: unknown) => {
    throw inWorkspaceTerms(error, scope.workspace);
  });
  const kept = vault.keptIn(scope.connectionId, scope.workspace);
  const flags = attentionFor(hooks);
  return hooks.map((hook) => ({
    ...hook,
    secretKept: hook.secretSaved && kept.has(hook.id),
    attention: flags.get(hook.id) ?? [],
    rotationId: rotationOf(hook.id),
  }));
}

const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** The list as a spreadsheet: one row per hook, events by key, what needs attention in words. No secret is in any column. */
export function webhooksCsv(workspace: string, hooks: readonly WebhookSummary[], now: Date): { csv: string; rows: number; fileName: string } {
  const rows = hooks.map((hook) => [
    hook.description,
    hook.url,
    hook.active ? 'Active' : 'Paused',
    yesNo(hook.secretSaved),
    yesNo(hook.secretKept),
    hook.events.join(' '),
    ...timeCells(hook.createdAt),
    hook.attention.map((flag) => attentionLabels[flag.kind]).join('; '),
    hook.attention.map((flag) => flag.text).join(' '),
  ]);
  const header = ['Description', 'Address', 'State', 'Signed', 'Secret kept by Orgdesk', 'Events', ...timeHeaders('Created'), 'Needs attention', 'Details'];
  const day = now.toISOString().slice(0, 10);
  return { csv: toCsv(header, rows), rows: rows.length, fileName: `orgdesk-webhooks-${workspace}-${day}.csv` };
}
