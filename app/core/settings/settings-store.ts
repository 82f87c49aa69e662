/**
 * Non-secret settings persistence. The core validates what `load` returns against its own schema, so an
 * implementation only moves JSON: electron-store in the desktop app, a JSON file in the bridge harness.
 */
export interface SettingsStore {
  load(): Promise<unknown>;
  save(settings: unknown): Promise<void>;
}
