import { describe, expect, it } from 'vitest';
import { MemorySecretStore } from '../core/secrets/memory-secret-store';
import { KeychainUnavailableError, type SecretStore } from '../core/secrets/secret-store';
import { openKeychain, probeKeychain } from './open-keychain';

class CountingBrokenStore implements SecretStore {
  readonly kind = 'keychain' as const;
  calls = 0;

  private fail(): Promise<never> {
    this.calls += 1;
    return Promise.reject(new KeychainUnavailableError('the collection is locked.'));
  }

  get() {
    return this.fail();
  }
  set() {
    return this.fail();
  }
  delete() {
    return this.fail();
  }
}

describe('probeKeychain', () => {
  it('passes a working store and leaves nothing behind', async () => {
    const store = new MemorySecretStore();
    expect(await probeKeychain(store)).toEqual({ ok: true });
    expect(await store.get('orgdesk-keychain-probe')).toBeNull();
  });

  it('reports why a store is unusable', async () => {
    expect(await probeKeychain(new CountingBrokenStore())).toEqual({ ok: false, reason: 'the collection is locked.' });
  });

  it('notices a store that does not give back what it was given', async () => {
    const forgetful: SecretStore = { kind: 'keychain', get: async () => null, set: async () => undefined, delete: async () => false };
    expect(await probeKeychain(forgetful)).toEqual({ ok: false, reason: 'it did not return the value it was given.' });
  });

  it('lets bugs through instead of calling them an unavailable keychain', async () => {
    const buggy: SecretStore = {
      kind: 'keychain',
      get: async () => null,
      set: async () => {
        throw new TypeError('bug');
      },
      delete: async () => false,
    };
    await expect(probeKeychain(buggy)).rejects.toBeInstanceOf(TypeError);
  });
});

describe('openKeychain', () => {
  it('hands back the working keychain itself', async () => {
    const keychain = new MemorySecretStore();
    expect(await openKeychain(keychain)).toEqual({ store: keychain, problem: null });
  });

  it('replaces a broken keychain with one that fails at once with the probe reason', async () => {
    const broken = new CountingBrokenStore();
    const { store, problem } = await openKeychain(broken);
    const probeCalls = broken.calls;
    expect(problem).toBe('the collection is locked.');
    expect(store.kind).toBe('keychain');
    await expect(store.get('connection-1:apiToken')).rejects.toThrow('the collection is locked.');
    await expect(store.set('connection-1:apiToken', 'x')).rejects.toBeInstanceOf(KeychainUnavailableError);
    await expect(store.delete('connection-1:apiToken')).rejects.toBeInstanceOf(KeychainUnavailableError);
    expect(broken.calls).toBe(probeCalls);
  });
});
