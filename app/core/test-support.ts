import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActivityItem, ListedActivityEntry } from '../contract/app/activity.channels';
import type { Input, Output } from '../contract/channels';
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

/** A line Activity shows: an entry (with its bulk change, if it started one) or a write the entry opens to. */
export type ActivityLine = ActivityItem & { job?: ListedActivityEntry['job'] };

/** Every line Activity shows, newest first: each entry, then the writes its bulk change opens to. */
export async function everyActivityLine(core: Core, filter: Omit<Input<'app.activity.list'>, 'limit'> = {}): Promise<ActivityLine[]> {
  const read = async <C extends 'app.activity.list' | 'app.activity.listItems'>(channel: C, input: Input<C>): Promise<Output<C>> => {
    const result = await core.dispatch(channel, input);
    if (!result.ok) throw new Error(`${channel} failed: ${result.error.message}`);
    return result.data as Output<C>;
  };
  const { entries } = await read('app.activity.list', { ...filter, limit: 5000 });
  const lines: ActivityLine[] = [];
  for (const entry of entries) {
    lines.push(entry);
    if (entry.job) lines.push(...(await read('app.activity.listItems', { jobId: entry.job.jobId, offset: 0, limit: 1000 })).items);
  }
  return lines;
}
