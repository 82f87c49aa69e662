import { AsyncEntry } from '@napi-rs/keyring';
import { KeychainUnavailableError, type SecretStore } from '../core/secrets/secret-store';
import { withTimeout, type LateOutcome } from './with-timeout';

/** The service name every Orgdesk secret is filed under in the OS keychain. */
export const KEYCHAIN_SERVICE = 'Orgdesk';
export const DEFAULT_KEYCHAIN_TIMEOUT_MS = 5_000;

/** The slice of `@napi-rs/keyring`'s `AsyncEntry` this store relies on. */
export interface KeyringEntry {
  getPassword(signal?: AbortSignal | null): Promise<string | null>;
  setPassword(password: string, signal?: AbortSignal | null): Promise<void>;
  deletePassword(signal?: AbortSignal | null): Promise<boolean>;
}

export type KeyringEntryFactory = (service: string, account: string) => KeyringEntry;

/**
 * On Linux the library would otherwise fall back to the kernel keyring, which lives in memory and loses
 * every secret at reboot while claiming to have saved it. Pinned, a missing Secret Service is an error.
 */
export const createPinnedEntry: KeyringEntryFactory = (service, account) =>
  new AsyncEntry(service, account, { linux: { store: 'secret-service' } });

export interface KeyringSecretStoreOptions {
  service?: string;
  timeoutMs?: number;
  createEntry?: KeyringEntryFactory;
  /**
   * Told when a write that timed out lands after all and what became of it: `undone` (removed again, as
   * the app had moved the secret to memory) or `stayed` (the removal failed too: the secret is in the
   * keychain until the connection is removed or saved again).
   */
  onLateWrite?(outcome: 'undone' | 'stayed'): void;
}

/** Secrets in the OS keychain (macOS Keychain, Windows Credential Manager, Linux Secret Service). */
export class KeyringSecretStore implements SecretStore {
  readonly kind = 'keychain' as const;
  private readonly service: string;
  private readonly timeoutMs: number;
  private readonly createEntry: KeyringEntryFactory;
  private readonly onLateWrite: (outcome: 'undone' | 'stayed') => void;

  constructor(options: KeyringSecretStoreOptions = {}) {
    this.service = options.service ?? KEYCHAIN_SERVICE;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_KEYCHAIN_TIMEOUT_MS;
    this.createEntry = options.createEntry ?? createPinnedEntry;
    this.onLateWrite = options.onLateWrite ?? (() => undefined);
  }

  get(key: string): Promise<string | null> {
    return this.withEntry(key, (entry, signal) => entry.getPassword(signal));
  }

  set(key: string, value: string): Promise<void> {
    // A caller that timed out went on without the keychain; a write landing after that must not linger.
    return this.withEntry(key, (entry, signal) => entry.setPassword(value, signal), (late) => {
      if (late.ok) void this.undoLateWrite(key);
    });
  }

  private async undoLateWrite(key: string): Promise<void> {
    const undone = await this.delete(key).then(
      () => true,
      () => false,
    );
    this.onLateWrite(undone ? 'undone' : 'stayed');
  }

  delete(key: string): Promise<boolean> {
    return this.withEntry(key, (entry, signal) => entry.deletePassword(signal));
  }

  private async withEntry<T>(
    key: string,
    use: (entry: KeyringEntry, signal: AbortSignal) => Promise<T>,
    onLate?: (outcome: LateOutcome<T>) => void,
  ): Promise<T> {
    const seconds = Math.round(this.timeoutMs / 100) / 10;
    try {
      return await withTimeout(
        async (signal) => use(this.createEntry(this.service, key), signal),
        this.timeoutMs,
        () => new KeychainUnavailableError(`it did not answer within ${seconds} s (it may be locked or waiting for a prompt).`),
        onLate,
      );
    } catch (error) {
      if (error instanceof KeychainUnavailableError) throw error;
      // The library's messages name the store and the failure, never the secret being written.
      throw new KeychainUnavailableError(error instanceof Error ? error.message : 'it reported an unknown failure.');
    }
  }
}
