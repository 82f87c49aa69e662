import { describe, expect, it } from 'vitest';
import { FallbackSecretStore } from './fallback-secret-store';
import { LockableKeychain } from './lockable-keychain.test-support';
import type { SecretStore } from './secret-store';

describe('secret storage fallback', () => {
  it('uses the keychain while it works', async () => {
    const keychain = new LockableKeychain();
    const store = new FallbackSecretStore(keychain);
    await store.set('k', 'v');
    expect(store.kind).toBe('keychain');
    expect(await keychain.inner.get('k')).toBe('v');
  });

  it('keeps secrets in memory for this run once the keychain fails, and says why', async () => {
    const keychain = new LockableKeychain();
    const store = new FallbackSecretStore(keychain);
    keychain.locked = true;
    await store.set('k', 'v');
    expect(await store.get('k')).toBe('v');
    expect(store.kind).toBe('memory');
    expect(store.problem).toBe('the keyring is locked');
  });

  it('starts in memory when the start-up check already failed', async () => {
    const keychain = new LockableKeychain();
    const store = new FallbackSecretStore(keychain, 'no Secret Service on this desktop');
    await store.set('k', 'v');
    expect(await keychain.inner.get('k')).toBeNull();
    expect(store.problem).toBe('no Secret Service on this desktop');
  });

  it('still removes from the keychain what was saved there before it failed once', async () => {
    const keychain = new LockableKeychain();
    const store = new FallbackSecretStore(keychain);
    await store.set('connection/old/site', 'saved-while-it-worked');
    keychain.locked = true;
    await store.set('connection/new/site', 'kept-in-memory');
    expect(store.kind).toBe('memory');

    // The keychain answers again (the timeout was a one-off): removing the old connection clears it there too.
    keychain.locked = false;
    expect(await store.delete('connection/old/site')).toBe(true);
    expect(await keychain.inner.get('connection/old/site')).toBeNull();
    expect(await store.delete('connection/new/site')).toBe(true);
    expect(await store.get('connection/new/site')).toBeNull();
  });

  it('removes from memory even when the keychain still refuses', async () => {
    const keychain = new LockableKeychain();
    const store = new FallbackSecretStore(keychain);
    keychain.locked = true;
    await store.set('k', 'v');
    expect(await store.delete('k')).toBe(true);
    expect(await store.get('k')).toBeNull();
  });

  it('does not hide other keychain errors', async () => {
    const broken: SecretStore = { kind: 'keychain', get: async () => Promise.reject(new Error('bug')), set: async () => undefined, delete: async () => false };
    await expect(new FallbackSecretStore(broken).get('k')).rejects.toThrow('bug');
  });
});
