import { renameSync } from 'node:fs';
import { join } from 'node:path';
import ElectronStore from 'electron-store';
import type { SettingsStore } from '../app/core/settings/settings-store';
import type { WindowState } from './window-state';

const FILE_NAME = 'settings';

/** The two parts of the settings file: the core's settings, and main's own window placement. */
interface SettingsFile {
  core?: unknown;
  window?: unknown;
}

/**
 * Opens `settings.json` in the user-data folder. A file that is not JSON at all is moved aside (kept for
 * a human to inspect, never silently deleted) and the app starts with empty settings.
 */
export function openSettingsFile(userDataDir: string): ElectronStore<SettingsFile> {
  const open = () =>
    new ElectronStore<SettingsFile>({
      name: FILE_NAME,
      cwd: userDataDir,
      accessPropertiesByDotNotation: false,
      configFileMode: 0o600,
    });
  try {
    return open();
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const file = join(userDataDir, `${FILE_NAME}.json`);
    renameSync(file, `${file}.unreadable-${Date.now()}`);
    return open();
  }
}

/** The core's `SettingsStore` port: moves the core's settings JSON in and out of the file unchanged. */
export class ElectronSettingsStore implements SettingsStore {
  constructor(private readonly file: ElectronStore<SettingsFile>) {}

  async load(): Promise<unknown> {
    return this.file.get('core') ?? {};
  }

  async save(settings: unknown): Promise<void> {
    this.file.set('core', settings);
  }
}

export interface WindowStateStore {
  /** Whatever was saved, unchecked: `restoreWindow` validates it against the displays attached now. */
  load(): unknown;
  save(state: WindowState): void;
}

export class ElectronWindowStateStore implements WindowStateStore {
  constructor(private readonly file: ElectronStore<SettingsFile>) {}

  load(): unknown {
    return this.file.get('window');
  }

  save(state: WindowState): void {
    this.file.set('window', state);
  }
}
