import { AsyncEntry } from '@napi-rs/keyring';
import { KeychainUnavailableError, type SecretStore } from '../core/secrets/secret-store';
import { withTimeout } from './with-timeout';

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
}

/** Secrets in the OS keychain (macOS Keychain, Windows Credential Manager, Linux Secret Service). */
export class KeyringSecretStore implements SecretStore {
  readonly kind = 'keychain' as const;
  private readonly service: string;
  private readonly timeoutMs: number;
  private readonly createEntry: KeyringEntryFactory;

  constructor(options: KeyringSecretStoreOptions = {}) {
    this.service = options.service ?? KEYCHAIN_SERVICE;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_KEYCHAIN_TIMEOUT_MS;
    this.createEntry = options.createEntry ?? createPinnedEntry;
  }

  get(key: string): Promise<string | null> {
    return this.withEntry(key, (entry, signal) => entry.getPassword(signal));
  }

  set(key: string, value: string): Promise<void> {
    return this.withEntry(key, (entry, signal) => entry.setPassword(value, signal));
  }

  delete(key: string): Promise<boolean> {
    return this.withEntry(key, (entry, signal) => entry.deletePassword(signal));
  }

  private async withEntry<T>(key: string, use: (entry: KeyringEntry, signal: AbortSignal) => Promise<T>): Promise<T> {
    const seconds = Math.round(this.timeoutMs / 100) / 10;
    try {
      return await withTimeout(
        async (signal) => use(this.createEntry(this.service, key), signal),
        this.timeoutMs,
        () => new KeychainUnavailableError(`it did not answer within ${seconds} s (it may be locked or waiting for a prompt).`),
      );
    } catch (error) {
      if (error instanceof KeychainUnavailableError) throw error;
      // The library's messages name the store and the failure, never the secret being written.
      throw new KeychainUnavailableError(error instanceof Error ? error.message : 'it reported an unknown failure.');
    }
  }
}
