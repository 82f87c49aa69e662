/**
 * Where connection secrets live. The production implementation is the OS keychain; tests and the browser
 * harness use memory. Implementations must never write a secret anywhere else, and must time out instead
 * of hanging (a locked keyring can wait forever on an invisible prompt).
 */
export interface SecretStore {
  /** `keychain` for the OS store, `memory` for a store that forgets everything when the app quits. */
  readonly kind: 'keychain' | 'memory';
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  delete(key: string): Promise<boolean>;
}

/** Raised by a keychain implementation when the OS store is missing, locked or too slow. */
export class KeychainUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`The system keychain is unavailable: ${reason}`);
    this.name = 'KeychainUnavailableError';
  }
}
