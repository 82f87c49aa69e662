import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, type Core, type CoreOptions } from './index';
import { MemorySecretStore } from './secrets/memory-secret-store';
import { JsonFileSettingsStore } from './settings/json-file-settings-store';

export interface TestCore {
  core: Core;
  dataDir: string;
  secrets: MemorySecretStore;
  cleanup(): Promise<void>;
}

/** A real core over a temporary folder and in-memory secrets, for tests of the core and its transports. */
export async function createTestCore(overrides: Partial<CoreOptions> = {}): Promise<TestCore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'orgdesk-core-'));
  const secrets = new MemorySecretStore();
  const core = await createCore({
    transport: 'bridge',
    version: 'test',
    secretStore: secrets,
    settingsStore: new JsonFileSettingsStore(join(dataDir, 'settings.json')),
    dataDir,
    fetch: globalThis.fetch,
    ...overrides,
  });
  return {
    core,
    dataDir,
    secrets,
    cleanup: async () => {
      await core.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
