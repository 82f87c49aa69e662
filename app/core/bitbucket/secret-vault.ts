import { randomBytes } from 'node:crypto';
import { AppError } from '../../contract/errors';
import { KeychainUnavailableError, type SecretStore } from '../secrets/secret-store';
import type { SettingsRepository } from '../settings/settings-repository';

/** One hook of one workspace, as seen through one connection. */
export interface HookRef {
  connectionId: string;
  workspace: string;
  hookId: string;
}

/** A strong secret: 32 random bytes from the OS's cryptographic source, 43 URL-safe characters. */
export function generateHookSecret(): string {
  return randomBytes(32).toString('base64url');
}

const hookKey = (ref: HookRef): string => `connection/${ref.connectionId}/webhook/${ref.workspace}/${ref.hookId}`;
const pendingKey = (connectionId: string, name: string): string => `connection/${connectionId}/webhook-pending/${name}`;
const indexEntry = (ref: Pick<HookRef, 'workspace' | 'hookId'>): string => `${ref.workspace}/${ref.hookId}`;

export function keychainRefusal(error: KeychainUnavailableError): AppError {
  return new AppError(
    'KEYCHAIN_UNAVAILABLE',
    `The system keychain can't be used: ${error.reason} Orgdesk keeps webhook secrets only there, never on disk, so nothing was changed. Unlock the keychain and try again.`,
  );
}

/**
 * The webhook secrets Orgdesk keeps, so that signatures can be checked later. They live in the same
 * secret store as the connections' tokens (the OS keychain in the desktop app), filed under their
 * connection, and nowhere else. Unlike the connections' tokens they never fall back to memory when the
 * keychain fails: a secret Bitbucket has but Orgdesk forgot at quit would break checks without a word,
 * so a locked keychain refuses the change instead. Where the whole app runs on a memory store by design
 * (`npm run web`, tests), they are kept in memory with everything else.
 *
 * Which hooks have a kept secret is noted in the settings (no secret there), so lists need no keychain.
 */
export class HookSecretVault {
  private readonly memoryIndex = new Map<string, string[]>();

  constructor(
    /** The store as the platform gave it, without the memory fallback of the connections' secrets. */
    private readonly store: SecretStore,
    private readonly settings: SettingsRepository,
  ) {}

  get where(): 'keychain' | 'memory' {
    return this.store.kind;
  }

  /** Ids of the hooks of `workspace` whose secret Orgdesk keeps. */
  keptIn(connectionId: string, workspace: string): Set<string> {
    const prefix = `${workspace}/`;
    return new Set(this.index(connectionId).flatMap((entry) => (entry.startsWith(prefix) ? [entry.slice(prefix.length)] : [])));
  }

  async read(ref: HookRef): Promise<string | null> {
    if (!this.index(ref.connectionId).includes(indexEntry(ref))) return null;
    const secret = await this.guard(() => this.store.get(hookKey(ref)));
    if (secret === null) await this.note(ref.connectionId, (entries) => entries.filter((entry) => entry !== indexEntry(ref)));
    return secret;
  }

  /** Every kept secret of a workspace; one the keychain cannot give right now is left out. */
  async keptSecrets(connectionId: string, workspace: string): Promise<{ hookId: string; secret: string }[]> {
    const read = await Promise.all(
      [...this.keptIn(connectionId, workspace)].map(async (hookId) => ({ hookId, secret: await this.read({ connectionId, workspace, hookId }).catch(() => null) })),
    );
    return read.flatMap((entry) => (entry.secret === null ? [] : [{ hookId: entry.hookId, secret: entry.secret }]));
  }

  /**
   * Puts `next` (a secret, or null to forget it) in place while `change` tells Bitbucket, so both end up
   * agreeing. The keychain is written first: if it refuses, Bitbucket is never asked. If Bitbucket then
   * refuses, the keychain gets its earlier value back.
   */
  async replaceDuring<T>(ref: HookRef, next: string | null, change: () => Promise<T>): Promise<T> {
    const key = hookKey(ref);
    const previous = await this.guard(() => this.store.get(key));
    await this.guard<unknown>(() => (next === null ? this.store.delete(key) : this.store.set(key, next)));
    let result: T;
    try {
      result = await change();
    } catch (error) {
      const restore: Promise<unknown> = previous === null ? this.store.delete(key) : this.store.set(key, previous);
      await restore.catch(() => undefined);
      throw error;
    }
    await this.note(ref.connectionId, (entries) => [...entries.filter((entry) => entry !== indexEntry(ref)), ...(next === null ? [] : [indexEntry(ref)])]);
    return result;
  }

  /**
   * For a hook that does not exist yet: the secret goes to the keychain under a temporary name first
   * (so a locked keychain refuses before anything is created), then under the hook once `create` says
   * which hook that is. If the keychain refuses the second write, `undo` removes the new hook again.
   */
  async keepForNewHook<T extends { id: string }>(
    ref: Omit<HookRef, 'hookId'>,
    secret: string,
    create: () => Promise<T>,
    undo: (created: T) => Promise<void>,
    /** A stable name for the temporary entry, so that work resumed after a crash can clear it. */
    pendingName: string = randomBytes(8).toString('hex'),
  ): Promise<T> {
    const pending = pendingKey(ref.connectionId, pendingName);
    await this.guard(() => this.store.set(pending, secret));
    try {
      const created = await create();
      try {
        await this.replaceDuring({ ...ref, hookId: created.id }, secret, async () => undefined);
      } catch (error) {
        await undo(created).catch(() => undefined);
        throw error;
      }
      return created;
    } finally {
      await this.store.delete(pending).catch(() => undefined);
    }
  }

  /** Clears the temporary entry of an attempt that never finished (see `keepForNewHook`). */
  async clearPending(connectionId: string, pendingName: string): Promise<void> {
    await this.store.delete(pendingKey(connectionId, pendingName)).catch(() => false);
  }

  /** Forgets one hook's secret (the hook is gone); a keychain that refuses is left for the next try. */
  async forget(ref: HookRef): Promise<void> {
    if (!this.index(ref.connectionId).includes(indexEntry(ref))) return;
    await this.store.delete(hookKey(ref)).catch(() => false);
    await this.note(ref.connectionId, (entries) => entries.filter((entry) => entry !== indexEntry(ref)));
  }

  /** Every kept secret of a connection (it was removed, or its demo organization reset). */
  async forgetConnection(connectionId: string): Promise<void> {
    for (const entry of this.index(connectionId)) {
      const [workspace = '', ...rest] = entry.split('/');
      await this.store.delete(hookKey({ connectionId, workspace, hookId: rest.join('/') })).catch(() => false);
    }
    await this.note(connectionId, () => []);
  }

  private index(connectionId: string): string[] {
    return this.store.kind === 'memory' ? (this.memoryIndex.get(connectionId) ?? []) : (this.settings.value.webhooks.secretsKept[connectionId] ?? []);
  }

  private async note(connectionId: string, change: (entries: string[]) => string[]): Promise<void> {
    const next = change(this.index(connectionId));
    if (this.store.kind === 'memory') {
      this.memoryIndex.set(connectionId, next);
      return;
    }
    await this.settings.update((settings) => {
      const secretsKept = { ...settings.webhooks.secretsKept, [connectionId]: next };
      if (next.length === 0) delete secretsKept[connectionId];
      return { ...settings, webhooks: { ...settings.webhooks, secretsKept } };
    });
  }

  private async guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof KeychainUnavailableError) throw keychainRefusal(error);
      throw error;
    }
  }
}
