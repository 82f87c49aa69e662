import { MemorySecretStore } from './memory-secret-store';
import { KeychainUnavailableError, type SecretStore } from './secret-store';

/** A keychain that works until `locked` is set, then refuses like a locked Secret Service. */
export class LockableKeychain implements SecretStore {
  readonly kind = 'keychain' as const;
  readonly inner = new MemorySecretStore();
  locked = false;
  private check() {
    if (this.locked) throw new KeychainUnavailableError('the keyring is locked');
  }
  async get(key: string) {
    this.check();
    return this.inner.get(key);
  }
  async set(key: string, value: string) {
    this.check();
    return this.inner.set(key, value);
  }
  async delete(key: string) {
    this.check();
    return this.inner.delete(key);
  }
}
