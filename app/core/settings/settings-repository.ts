import { CoreSettings, emptySettings } from './settings-schema';
import type { SettingsStore } from './settings-store';

/**
 * Loads, validates and saves the core's settings. An unreadable or invalid file is not fatal: the app starts
 * empty and reports it, and the broken data is left on disk untouched until the next successful save.
 */
export class SettingsRepository {
  private current: CoreSettings = emptySettings();
  private queue: Promise<void> = Promise.resolve();
  loadProblem: string | null = null;

  constructor(private readonly store: SettingsStore) {}

  async load(): Promise<CoreSettings> {
    try {
      const parsed = CoreSettings.safeParse(await this.store.load());
      if (parsed.success) this.current = parsed.data;
      else this.loadProblem = 'Saved settings were not readable and were ignored.';
    } catch {
      this.loadProblem = 'Saved settings could not be read and were ignored.';
    }
    return this.current;
  }

  get value(): CoreSettings {
    return this.current;
  }

  /** Applies a change and persists it; changes are serialised so two writes never interleave. */
  update(change: (settings: CoreSettings) => CoreSettings): Promise<CoreSettings> {
    const run = this.queue.then(async () => {
      const next = CoreSettings.parse(change(structuredClone(this.current)));
      await this.store.save(next);
      this.current = next;
    });
    this.queue = run.catch(() => undefined);
    return run.then(() => this.current);
  }
}
