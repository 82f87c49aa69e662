import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createHook, deleteHook, getHook, listHooks, updateHook } from '../../api/bitbucket/hooks';
import { AppError, isAppError } from '../../contract/errors';
import { RotationView, type RotationStage } from '../../contract/bitbucket/webhooks';
import type { SettingsRepository } from '../settings/settings-repository';
import { deleteWebhook, type SecretChoice, type WorkspaceScope } from './hook-actions';
import { generateHookSecret, type HookSecretVault } from './secret-vault';

/** What is kept of a rotation between steps, in the settings. Never the secret (that is in the keychain). */
const RotationRecord = RotationView.extend({
  connectionId: z.string(),
  events: z.array(z.string()),
  /** Set while the new hook is being made: a resumed rotation then clears away a half-made one first. */
  creatingSince: z.string().nullable(),
});
type RotationRecord = z.infer<typeof RotationRecord>;

/** The view drops what only the core needs (zod leaves out keys the view does not name). */
const viewOf = (record: RotationRecord): RotationView => RotationView.parse(record);

const newHookDescription = (oldDescription: string): string => `${oldDescription || 'Webhook'} (new secret)`.slice(0, 255);
const pendingName = (rotationId: string): string => `rotation-${rotationId}`;

/** The rotations under way, in the settings; finished and abandoned ones are dropped. */
export class RotationBook {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private all(): RotationRecord[] {
    return this.settings.value.webhooks.rotations.flatMap((entry) => {
      const parsed = RotationRecord.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  }

  list(connectionId: string, workspace: string): RotationView[] {
    return this.all()
      .filter((record) => record.connectionId === connectionId && record.workspace === workspace)
      .map(viewOf);
  }

  /** The rotation a hook takes part in, as the old or the new hook. */
  rotationOf(connectionId: string, workspace: string): (hookId: string) => string | null {
    const records = this.all().filter((record) => record.connectionId === connectionId && record.workspace === workspace);
    return (hookId) => records.find((record) => record.oldHookId === hookId || record.newHookId === hookId)?.id ?? null;
  }

  find(connectionId: string, rotationId: string): RotationRecord {
    const record = this.all().find((candidate) => candidate.id === rotationId && candidate.connectionId === connectionId);
    if (!record) throw new AppError('NOT_FOUND', 'This secret rotation is no longer under way: it was finished or cancelled.');
    return record;
  }

  async save(record: RotationRecord): Promise<RotationRecord> {
    const next = { ...record, updatedAt: this.now().toISOString() };
    await this.settings.update((settings) => ({
      ...settings,
      webhooks: { ...settings.webhooks, rotations: [...settings.webhooks.rotations.filter((entry) => RotationRecord.safeParse(entry).data?.id !== record.id), next] },
    }));
    return next;
  }

  async drop(connectionId: string, rotationId: string): Promise<void> {
    await this.settings.update((settings) => ({
      ...settings,
      webhooks: {
        ...settings.webhooks,
        rotations: settings.webhooks.rotations.filter((entry) => {
          const parsed = RotationRecord.safeParse(entry).data;
          return !(parsed?.id === rotationId && parsed.connectionId === connectionId);
        }),
      },
    }));
  }

  async dropConnection(connectionId: string): Promise<void> {
    await this.settings.update((settings) => ({
      ...settings,
      webhooks: { ...settings.webhooks, rotations: settings.webhooks.rotations.filter((entry) => RotationRecord.safeParse(entry).data?.connectionId !== connectionId) },
    }));
  }

  stamp(): string {
    return this.now().toISOString();
  }
}

const stageWords: Record<RotationStage, string> = {
  started: 'making the hook with the new secret',
  'new-hook-created': 'confirming your receiver accepts the new secret',
  'receiver-confirmed': 'pausing the old hook',
  'old-hook-paused': 'deleting the old hook',
  finished: 'finished',
  abandoned: 'cancelled',
};

function expectStage(record: RotationRecord, stage: RotationStage): void {
  if (record.stage !== stage) {
    throw new AppError('CONFLICT', `This rotation is at another step (${stageWords[record.stage]}). Reopen it to carry on from there.`);
  }
}

const isNotFound = (error: unknown): boolean => isAppError(error) && error.info.code === 'NOT_FOUND';

/** Step 0: notes the hook whose secret is to be replaced. One rotation per hook at a time. */
export async function startRotation(scope: WorkspaceScope, book: RotationBook, oldHookId: string): Promise<RotationView> {
  const busy = book.rotationOf(scope.connectionId, scope.workspace)(oldHookId);
  if (busy) throw new AppError('CONFLICT', 'A secret rotation of this webhook is already under way. Open it to carry on.');
  const old = await getHook(scope.session, scope.workspace, oldHookId, scope.signal);
  const at = book.stamp();
  const record = await book.save({
    id: randomUUID(),
    connectionId: scope.connectionId,
    workspace: scope.workspace,
    oldHookId: old.id,
    oldDescription: old.description,
    url: old.url,
    events: old.events,
    newHookId: null,
    stage: 'started',
    confirmedBy: null,
    startedAt: at,
    updatedAt: at,
    creatingSince: null,
  });
  return viewOf(record);
}

/**
 * Step 1: a second hook to the same address and events, active, with the new secret (kept by Orgdesk).
 * Both hooks now deliver, so the receiver gets each event twice until the old one is paused.
 */
export async function createRotationHook(
  scope: WorkspaceScope,
  book: RotationBook,
  vault: HookSecretVault,
  rotationId: string,
  choice: Exclude<SecretChoice, { kind: 'none' }>,
): Promise<{ rotation: RotationView; shownSecret: string | null }> {
  let record = book.find(scope.connectionId, rotationId);
  expectStage(record, 'started');
  const description = newHookDescription(record.oldDescription);
  if (record.creatingSince !== null) await clearHalfMadeHook(scope, vault, record, description);
  record = await book.save({ ...record, creatingSince: book.stamp() });
  const secret = choice.kind === 'generate' ? generateHookSecret() : choice.value;
  const created = await vault.keepForNewHook(
    { connectionId: scope.connectionId, workspace: scope.workspace },
    secret,
    () => createHook(scope.session, scope.workspace, { description, url: record.url, active: true, events: record.events, secret }, scope.signal),
    (hook) => deleteHook(scope.session, scope.workspace, hook.id),
    pendingName(record.id),
  );
  record = await book.save({ ...record, newHookId: created.id, stage: 'new-hook-created', creatingSince: null });
  return { rotation: viewOf(record), shownSecret: choice.kind === 'generate' ? secret : null };
}

/** An earlier attempt stopped half-way: a hook it made (same address and name, made since) is removed. */
async function clearHalfMadeHook(scope: WorkspaceScope, vault: HookSecretVault, record: RotationRecord, description: string): Promise<void> {
  const since = Date.parse(record.creatingSince ?? '') - 60_000;
  const hooks = await listHooks(scope.session, scope.workspace, { signal: scope.signal });
  const halfMade = hooks.filter((hook) => hook.url === record.url && hook.description === description && Date.parse(hook.createdAt ?? '') >= since);
  for (const hook of halfMade) await deleteWebhook(scope, vault, hook.id);
  await vault.clearPending(scope.connectionId, pendingName(record.id));
}

/** Step 2: the receiver accepts deliveries signed with the new secret (seen by Orgdesk, or the admin's word). */
export async function confirmRotationReceiver(scope: WorkspaceScope, book: RotationBook, rotationId: string, seenValidDelivery: boolean): Promise<RotationView> {
  const record = book.find(scope.connectionId, rotationId);
  expectStage(record, 'new-hook-created');
  return viewOf(await book.save({ ...record, stage: 'receiver-confirmed', confirmedBy: seenValidDelivery ? 'delivery' : 'admin' }));
}

/** Step 3: the old hook stops sending. It can still be resumed by cancelling the rotation. */
export async function pauseRotationOldHook(scope: WorkspaceScope, book: RotationBook, rotationId: string): Promise<RotationView> {
  const record = book.find(scope.connectionId, rotationId);
  expectStage(record, 'receiver-confirmed');
  try {
    await updateHook(scope.session, scope.workspace, { hookId: record.oldHookId, changes: { active: false } }, scope.signal);
  } catch (error) {
    // Deleted meanwhile: it sends nothing any more, which is what this step is for.
    if (!isNotFound(error) || scope.signal.aborted) throw error;
  }
  return viewOf(await book.save({ ...record, stage: 'old-hook-paused' }));
}

/** Step 4: the old hook and its secret go; the new hook takes the old one's name. */
export async function finishRotation(scope: WorkspaceScope, book: RotationBook, vault: HookSecretVault, rotationId: string): Promise<RotationView> {
  const record = book.find(scope.connectionId, rotationId);
  expectStage(record, 'old-hook-paused');
  await deleteWebhook(scope, vault, record.oldHookId);
  if (record.newHookId && record.oldDescription) {
    await updateHook(scope.session, scope.workspace, { hookId: record.newHookId, changes: { description: record.oldDescription } }, scope.signal);
  }
  await book.drop(scope.connectionId, record.id);
  return { ...viewOf(record), stage: 'finished', updatedAt: book.stamp() };
}

/** Cancels a rotation before the old hook is deleted: the new hook goes, and the old one sends again. */
export async function abandonRotation(scope: WorkspaceScope, book: RotationBook, vault: HookSecretVault, rotationId: string): Promise<RotationView> {
  const record = book.find(scope.connectionId, rotationId);
  if (record.newHookId) await deleteWebhook(scope, vault, record.newHookId);
  if (record.creatingSince !== null) await clearHalfMadeHook(scope, vault, record, newHookDescription(record.oldDescription));
  if (record.stage === 'old-hook-paused') {
    await updateHook(scope.session, scope.workspace, { hookId: record.oldHookId, changes: { active: true } }, scope.signal).catch((error: unknown) => {
      if (!isNotFound(error)) throw error;
    });
  }
  await book.drop(scope.connectionId, record.id);
  return { ...viewOf(record), stage: 'abandoned', updatedAt: book.stamp() };
}
