import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SettingsStore } from './settings-store';

/** Settings as one JSON file, written atomically (temp file + rename) so a crash never leaves half a file. */
export class JsonFileSettingsStore implements SettingsStore {
  constructor(private readonly file: string) {}

  async load(): Promise<unknown> {
    try {
      return JSON.parse(await readFile(this.file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
  }

  async save(settings: unknown): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true, mode: 0o700 });
    const temp = `${this.file}.${process.pid}.tmp`;
    await writeFile(temp, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
    await rename(temp, this.file);
  }
}
