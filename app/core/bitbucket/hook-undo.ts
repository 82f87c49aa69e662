import { z } from 'zod';
import { getHook, updateHook } from '../../api/bitbucket/hooks';
import type { HookEditUndo } from '../../contract/bitbucket/hook-undo.channels';
import type { WebhookView } from '../../contract/bitbucket/webhooks';
import type { CallContext } from '../../contract/dispatch';
import { AppError, isAppError } from '../../contract/errors';
import { JournaledUndo, type UndoableChange } from '../../jobs/journal/journaled-undo';
import type { JournalStore } from '../../jobs/journal/journal-store';
import { describeChanges, hostOf, planEdit, type EditableHook } from './edit-plan';
import { editWebhook, setWebhookActive, type EditResult, type EventCatalog, type WorkspaceScope } from './hook-actions';
import { hookWords } from './words';

/**
 * A hook as the change journal keeps it for Undo: the fields an edit changes, and whether deliveries are
 * signed. Never the secret itself: Undo never sends one, and only says when one was set or removed since.
 */
const HookState = z.object({ workspace: z.string(), description: z.string(), url: z.string(), active: z.boolean(), events: z.array(z.string()), secretSet: z.boolean() });
type HookState = z.infer<typeof HookState>;

const stateOf = (hook: WebhookView, workspace: string): HookState => ({
  workspace,
  description: hook.description,
  url: hook.url,
  active: hook.active,
  events: [...hook.events],
  secretSet: hook.secretSaved,
});
const editable = ({ description, url, active, events }: HookState): EditableHook => ({ description, url, active, events });

export const hookUndoWords = {
  deleted: 'Nothing was undone: the webhook was deleted since, so there is nothing to put back.',
  changedSince: (differences: readonly string[]) => `Nothing was undone: the webhook was changed again after your change, and undoing now would throw that away too. ${differences.join(' ')}`,
  nothingToDo: 'nothing to put back: it is already as it was',
} as const;

/** What is different now from how a change left the hook, in sentences; empty when nothing is. */
export function differencesSince(left: HookState, now: HookState, eventName: (event: string) => string): string[] {
  const said: string[] = [];
  if (now.description !== left.description) said.push(`Its description is now “${now.description}”; your change left “${left.description}”.`);
  if (now.url !== left.url) {
    said.push(hostOf(now.url) === hostOf(left.url) ? `Its address on ${hostOf(now.url)} was changed.` : `It now sends to ${hostOf(now.url)}; your change left ${hostOf(left.url)}.`);
  }
  if (now.active !== left.active) said.push(now.active ? 'It was resumed.' : 'It was paused.');
  const added = now.events.filter((event) => !left.events.includes(event));
  const removed = left.events.filter((event) => !now.events.includes(event));
  if (added.length > 0) said.push(`Events added: ${added.map(eventName).join(', ')}.`);
  if (removed.length > 0) said.push(`Events removed: ${removed.map(eventName).join(', ')}.`);
  if (now.secretSet !== left.secretSet) said.push(now.secretSet ? 'A secret was set.' : 'Its secret was removed, so deliveries are no longer signed.');
  return said;
}

/** The fields Undo sends: each one the change altered, back to what it was. */
const putBack = (change: UndoableChange<HookState>): Partial<EditableHook> => planEdit(editable(change.after), editable(change.before), editable(change.after)).changes;

type Log = Pick<CallContext, 'describeTarget'>;

/**
 * Changes to one webhook (an edit, a pause, a resume), each kept for Undo in the change journal so it can
 * still be undone after a restart. Undo puts back only the fields the change altered, never the secret, and
 * only while the hook is exactly as the change left it; otherwise it says what differs and sends nothing.
 */
export class HookChanges {
  private readonly changes: JournaledUndo<HookState>;

  constructor(
    journal: JournalStore,
    private readonly catalog: EventCatalog,
  ) {
    this.changes = new JournaledUndo(journal, 'bitbucket.hooks.change', HookState);
  }

  /** Saves an edit (see `editWebhook`) and keeps it for Undo when it changed something. */
  async edit(scope: WorkspaceScope, hookId: string, loaded: EditableHook, desired: EditableHook, log: Log): Promise<Omit<EditResult, 'before'>> {
    const target = hookWords(loaded, scope.workspace);
    log.describeTarget(target);
    const { before, ...result } = await editWebhook(scope, this.catalog, hookId, loaded, desired);
    log.describeTarget(result.changed.length > 0 ? `${target}: ${result.changed.join('; ')}` : `${target}: nothing to change`);
    if (result.changed.length > 0) await this.keep(scope, before, result.hook);
    return result;
  }

  /** Pauses or resumes one hook, kept for Undo when it changed. */
  async setActive(scope: WorkspaceScope, hookId: string, active: boolean, log: Log): Promise<WebhookView> {
    const before = await getHook(scope.session, scope.workspace, hookId, scope.signal);
    log.describeTarget(hookWords(before, scope.workspace));
    const hook = await setWebhookActive(scope, hookId, active);
    if (before.active !== hook.active) await this.keep(scope, before, hook);
    return hook;
  }

  /** The newest change to each hook of the workspace that Undo can still put back, newest first. */
  async list(scope: WorkspaceScope): Promise<HookEditUndo[]> {
    const name = await this.eventNames(scope);
    return this.changes
      .latestOfEach(scope.connectionId, (change) => change.before.workspace === scope.workspace)
      .map((change) => ({
        undoId: change.id,
        hookId: change.subject,
        hook: change.after.description || `Webhook to ${hostOf(change.after.url)}`,
        at: change.at,
        putsBack: describeChanges(editable(change.after), putBack(change), name),
      }));
  }

  /** Undo of one change, also one made before a restart; `scopeIn` opens the workspace the hook is in. */
  async restore(connectionId: string, undoId: string, scopeIn: (workspace: string) => Promise<WorkspaceScope>, log: Log): Promise<WebhookView> {
    const change = this.changes.take(undoId, connectionId);
    const scope = await scopeIn(change.before.workspace);
    const target = `${hookWords(change.after, scope.workspace)}: undo of an earlier change`;
    log.describeTarget(target);
    const current = await getHook(scope.session, scope.workspace, change.subject, scope.signal).catch((error: unknown) => {
      if (isAppError(error) && error.info.code === 'NOT_FOUND' && !scope.signal.aborted) throw new AppError('NOT_FOUND', hookUndoWords.deleted);
      throw error;
    });
    const name = await this.eventNames(scope);
    const differences = differencesSince(change.after, stateOf(current, scope.workspace), name);
    if (differences.length > 0) throw new AppError('CONFLICT', hookUndoWords.changedSince(differences));
    const changes = putBack(change);
    const words = describeChanges(editable(change.after), changes, name);
    log.describeTarget(`${target}: ${words.length > 0 ? words.join('; ') : hookUndoWords.nothingToDo}`);
    const hook = words.length > 0 ? await updateHook(scope.session, scope.workspace, { hookId: change.subject, changes: { ...changes, events: changes.events && [...changes.events] } }, scope.signal) : current;
    await this.changes.markUndone(undoId);
    return hook;
  }

  private keep(scope: WorkspaceScope, before: WebhookView, after: WebhookView): Promise<string> {
    return this.changes.keep({ connectionId: scope.connectionId, subject: after.id, before: stateOf(before, scope.workspace), after: stateOf(after, scope.workspace) });
  }

  /** `Repository: Push` from Bitbucket's catalogue; an event's key when the catalogue cannot be read. */
  private async eventNames(scope: WorkspaceScope): Promise<(event: string) => string> {
    const catalog = await this.catalog.events(scope).catch(() => []);
    const names = new Map(catalog.map((entry) => [entry.event, `${entry.category}: ${entry.label}`]));
    return (event) => names.get(event) ?? event;
  }
}
