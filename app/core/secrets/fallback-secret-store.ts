import { MemorySecretStore } from './memory-secret-store';
import { KeychainUnavailableError, type SecretStore } from './secret-store';

/**
 * Uses the OS keychain while it works. When it is missing or locked, secrets are kept in memory for this
 * run only (never on disk) and `problem` says why, so the UI can tell the user plainly.
 */
export class FallbackSecretStore implements SecretStore {
  private readonly memory = new MemorySecretStore();
  private failed: KeychainUnavailableError | null = null;

  /** `knownProblem`: the keychain already failed its start-up check, so go straight to memory. */
  constructor(
    private readonly keychain: SecretStore,
    knownProblem: string | null = null,
  ) {
    if (knownProblem) this.failed = new KeychainUnavailableError(knownProblem);
  }

  get kind(): 'keychain' | 'memory' {
    return this.failed || this.keychain.kind === 'memory' ? 'memory' : 'keychain';
  }

  get problem(): string | null {
    return this.failed ? this.failed.reason : null;
  }

  get(key: string): Promise<string | null> {
    return this.attempt(
      () => this.keychain.get(key),
      () => this.memory.get(key),
    );
  }

  set(key: string, value: string): Promise<void> {
    return this.attempt(
      () => this.keychain.set(key, value),
      () => this.memory.set(key, value),
    );
  }

  /**
   * Removes the secret everywhere it may be: memory, and the keychain too even after a failure, since a
   * secret saved there before (or a write that landed late) would otherwise outlive its connection. The
   * keychain's own timeout bounds the wait.
   */
  async delete(key: string): Promise<boolean> {
    const inMemory = await this.memory.delete(key);
    try {
      return (await this.keychain.delete(key)) || inMemory;
    } catch (error) {
      if (!(error instanceof KeychainUnavailableError)) throw error;
      this.failed ??= error;
      return inMemory;
    }
  }

  private async attempt<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (this.failed) return fallback();
    try {
      return await primary();
    } catch (error) {
      if (!(error instanceof KeychainUnavailableError)) throw error;
      this.failed = error;
      return fallback();
    }
  }
}
