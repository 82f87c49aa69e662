import { randomUUID } from 'node:crypto';
import { KeychainUnavailableError, type SecretStore } from '../core/secrets/secret-store';

const PROBE_KEY = 'orgdesk-keychain-probe';

export type KeychainProbe = { ok: true } | { ok: false; reason: string };

/**
 * Writes, reads back and removes a throwaway value. Reading alone is not enough: a locked Linux keyring
 * answers lookups without unlocking and only fails (or hangs on a prompt) when asked to store something.
 */
export async function probeKeychain(store: SecretStore): Promise<KeychainProbe> {
  const marker = randomUUID();
  try {
    await store.set(PROBE_KEY, marker);
    const readBack = await store.get(PROBE_KEY);
    await store.delete(PROBE_KEY);
    if (readBack !== marker) return { ok: false, reason: 'it did not return the value it was given.' };
    return { ok: true };
  } catch (error) {
    if (error instanceof KeychainUnavailableError) return { ok: false, reason: error.reason };
    throw error;
  }
}

/** Stands in for a keychain the startup probe found broken, so no call waits for its timeout again. */
class BrokenKeychain implements SecretStore {
  readonly kind = 'keychain' as const;

  constructor(private readonly reason: string) {}

  get(): Promise<string | null> {
    return Promise.reject(new KeychainUnavailableError(this.reason));
  }

  set(): Promise<void> {
    return Promise.reject(new KeychainUnavailableError(this.reason));
  }

  delete(): Promise<boolean> {
    return Promise.reject(new KeychainUnavailableError(this.reason));
  }
}

/** The keychain if the probe succeeds, else a store that fails fast with the probe's reason. */
export async function openKeychain(keychain: SecretStore): Promise<{ store: SecretStore; problem: string | null }> {
  const probe = await probeKeychain(keychain);
  return probe.ok ? { store: keychain, problem: null } : { store: new BrokenKeychain(probe.reason), problem: probe.reason };
}
