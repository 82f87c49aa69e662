import { listWorkspaceHookEvents } from '../../api/bitbucket/hook-events';
import { createHook, deleteHook, getHook, updateHook } from '../../api/bitbucket/hooks';
import type { ApiSession } from '../../api/http/session';
import type { WebhookView } from '../../contract/bitbucket/webhooks';
import { AppError, isAppError } from '../../contract/errors';
import { webhookUrlProblem } from '../../contract/bitbucket/webhook-url';
import { describeChanges, planEdit, type EditableHook } from './edit-plan';
import { generateHookSecret, type HookRef, type HookSecretVault } from './secret-vault';

/** Where a webhook action happens: one workspace, through one connection's session. */
export interface WorkspaceScope {
  session: ApiSession;
  connectionId: string;
  workspace: string;
  signal: AbortSignal;
}

/** How a hook gets its secret: none, one Orgdesk makes, or one the admin pasted. */
export type SecretChoice = { kind: 'none' } | { kind: 'generate' } | { kind: 'pasted'; value: string };

/** The result of an action that may have made a secret: `shownSecret` is only ever set here, once. */
export interface WithShownSecret {
  hook: WebhookView;
  /** A secret Orgdesk generated, to show the admin this one time; null when none was made. */
  shownSecret: string | null;
}

const refOf = (scope: WorkspaceScope, hookId: string): HookRef => ({ connectionId: scope.connectionId, workspace: scope.workspace, hookId });

function secretFrom(choice: SecretChoice): string | null {
  if (choice.kind === 'none') return null;
  return choice.kind === 'generate' ? generateHookSecret() : choice.value;
}

/** The address as Bitbucket should get it (the parser's spelling), or a refusal saying why not. */
function checkedUrl(url: string): string {
  const problem = webhookUrlProblem(url);
  if (problem) throw new AppError('VALIDATION', problem, { fields: [{ path: 'url', message: problem }] });
  return new URL(url.trim()).href;
}

/** The workspace events Bitbucket offers, read once per connection and then reused for ten minutes. */
export class EventCatalog {
  private readonly cached = new Map<string, { at: number; events: Promise<Awaited<ReturnType<typeof listWorkspaceHookEvents>>> }>();

  constructor(private readonly now: () => number = Date.now) {}

  events(scope: Pick<WorkspaceScope, 'session' | 'connectionId' | 'signal'>) {
    const hit = this.cached.get(scope.connectionId);
    if (hit && this.now() - hit.at < 600_000) return hit.events;
    const events = listWorkspaceHookEvents(scope.session, scope.signal);
    this.cached.set(scope.connectionId, { at: this.now(), events });
    events.catch(() => this.cached.delete(scope.connectionId));
    return events;
  }

  /** Refuses an empty list or any event Bitbucket does not offer for workspace hooks, naming it. */
  async check(scope: WorkspaceScope, events: readonly string[]): Promise<void> {
    if (events.length === 0) throw new AppError('VALIDATION', 'Choose at least one event.', { fields: [{ path: 'events', message: 'Choose at least one event.' }] });
    const offered = new Set((await this.events(scope)).map((entry) => entry.event));
    const unknown = events.filter((event) => !offered.has(event));
    if (unknown.length > 0) {
      const message = `Bitbucket offers no workspace event called ${unknown.map((event) => `“${event}”`).join(', ')}.`;
      throw new AppError('VALIDATION', message, { fields: [{ path: 'events', message }] });
    }
  }
}

export interface NewHook {
  description: string;
  url: string;
  active: boolean;
  events: string[];
  secret: SecretChoice;
}

/** Creates a hook; a secret goes to the keychain before Bitbucket hears of it (see `HookSecretVault`). */
export async function createWebhook(scope: WorkspaceScope, vault: HookSecretVault, catalog: EventCatalog, input: NewHook): Promise<WithShownSecret> {
  const url = checkedUrl(input.url);
  await catalog.check(scope, input.events);
  const secret = secretFrom(input.secret);
  const body = { description: input.description, url, active: input.active, events: input.events };
  if (secret === null) return { hook: await createHook(scope.session, scope.workspace, body, scope.signal), shownSecret: null };
  const hook = await vault.keepForNewHook(
    { connectionId: scope.connectionId, workspace: scope.workspace },
    secret,
    () => createHook(scope.session, scope.workspace, { ...body, secret }, scope.signal),
    (created) => deleteHook(scope.session, scope.workspace, created.id),
  );
  return { hook, shownSecret: input.secret.kind === 'generate' ? secret : null };
}

export interface EditResult {
  hook: WebhookView;
  /** The hook as it was just before the edit, for Undo. */
  before: WebhookView;
  /** What changed, in words, for the Activity log; empty when Bitbucket already had it all. */
  changed: string[];
}

const editableOf = (hook: WebhookView): EditableHook => ({ description: hook.description, url: hook.url, active: hook.active, events: hook.events });

const fieldWords: Record<keyof EditableHook, string> = { description: 'description', url: 'address', active: 'paused or active state', events: 'events' };

/**
 * Saves an edit: reads the hook again and sends only the fields the admin changed. A field someone else
 * changed meanwhile is a conflict (nothing is saved); the secret is never sent, so it is never lost.
 */
export async function editWebhook(scope: WorkspaceScope, catalog: EventCatalog, hookId: string, loaded: EditableHook, desired: EditableHook): Promise<EditResult> {
  const wanted = desired.url === loaded.url ? desired : { ...desired, url: checkedUrl(desired.url) };
  const current = await getHook(scope.session, scope.workspace, hookId, scope.signal);
  const { changes, conflicts } = planEdit(loaded, wanted, editableOf(current));
  if (conflicts.length > 0) {
    throw new AppError(
      'CONFLICT',
      `Someone changed this webhook’s ${conflicts.map((field) => fieldWords[field]).join(' and ')} since you opened it. Nothing was saved: reload it and make your change again.`,
    );
  }
  if (changes.events) await catalog.check(scope, changes.events);
  if (Object.keys(changes).length === 0) return { hook: current, before: current, changed: [] };
  const hook = await updateHook(scope.session, scope.workspace, { hookId, changes: { ...changes, events: changes.events ? [...changes.events] : undefined } }, scope.signal);
  return { hook, before: current, changed: describeChanges(editableOf(current), changes) };
}

/** Sets or replaces a hook's secret: kept by Orgdesk first, then sent to Bitbucket. */
export async function setWebhookSecret(scope: WorkspaceScope, vault: HookSecretVault, hookId: string, choice: Exclude<SecretChoice, { kind: 'none' }>): Promise<WithShownSecret> {
  const secret = choice.kind === 'generate' ? generateHookSecret() : choice.value;
  const hook = await vault.replaceDuring(refOf(scope, hookId), secret, () =>
    updateHook(scope.session, scope.workspace, { hookId, changes: { secret } }, scope.signal),
  );
  return { hook, shownSecret: choice.kind === 'generate' ? secret : null };
}

/** Removes a hook's secret at Bitbucket (deliveries go unsigned from then on) and Orgdesk's copy. */
export function removeWebhookSecret(scope: WorkspaceScope, vault: HookSecretVault, hookId: string): Promise<WebhookView> {
  return vault.replaceDuring(refOf(scope, hookId), null, () => updateHook(scope.session, scope.workspace, { hookId, changes: { secret: null } }, scope.signal));
}

/** Pauses or resumes a hook; nothing else is sent. */
export function setWebhookActive(scope: WorkspaceScope, hookId: string, active: boolean): Promise<WebhookView> {
  return updateHook(scope.session, scope.workspace, { hookId, changes: { active } }, scope.signal);
}

/** Deletes a hook and forgets its secret. A hook already gone counts as deleted: that is what was asked. */
export async function deleteWebhook(scope: WorkspaceScope, vault: HookSecretVault, hookId: string): Promise<{ alreadyGone: boolean }> {
  let alreadyGone = false;
  try {
    await deleteHook(scope.session, scope.workspace, hookId, scope.signal);
  } catch (error) {
    if (!(isAppError(error) && error.info.code === 'NOT_FOUND') || scope.signal.aborted) throw error;
    alreadyGone = true;
  }
  await vault.forget(refOf(scope, hookId));
  return { alreadyGone };
}

/**
 * For the demo only: a hook that sends to Orgdesk's own receiver on this machine, signed with a secret
 * Orgdesk makes and keeps (so every delivery can be checked). The address is this computer's loopback,
 * which only the sandbox accepts and delivers to; real Bitbucket would refuse it.
 */
export async function createReceiverHook(scope: WorkspaceScope, vault: HookSecretVault, receiverUrl: string, events: string[]): Promise<WebhookView> {
  const secret = generateHookSecret();
  return vault.keepForNewHook(
    { connectionId: scope.connectionId, workspace: scope.workspace },
    secret,
    () => createHook(scope.session, scope.workspace, { description: 'Orgdesk test receiver', url: receiverUrl, active: true, events, secret }, scope.signal),
    (created) => deleteHook(scope.session, scope.workspace, created.id),
  );
}
