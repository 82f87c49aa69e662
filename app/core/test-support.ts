import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobProgress } from '../contract/events';
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

/** Resolves with a job's last progress once it completed or was cancelled, however early that was. */
export function waitForJob(core: Core, jobId: string): Promise<JobProgress> {
  const settled = (progress: JobProgress) => progress.state === 'completed' || progress.state === 'cancelled';
  return new Promise<JobProgress>((resolve, reject) => {
    const stop = core.onEvent((name, payload) => {
      const progress = payload as JobProgress;
      if (name === 'job.progress' && progress.jobId === jobId && settled(progress)) {
        stop();
        resolve(progress);
      }
    });
    // The job may have ended before anyone listened.
    void core.dispatch('app.jobs.get', { jobId }).then((result) => {
      if (!result.ok) {
        stop();
        reject(new Error(result.error.message));
      } else if (settled(result.data as JobProgress)) {
        stop();
        resolve(result.data as JobProgress);
      }
    });
  });
}
