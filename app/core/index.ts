import { keepHeapNearLiveSize } from './heap';
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { join } from 'node:path';
import type { Channel } from '../contract/channels';
import type { JobProgress } from '../contract/events';
import { createDispatcher, type Dispatch, type Handlers, type MutationRecord, type MutationStart } from '../contract/dispatch';
import { ActivityLog } from './activity/activity-log';
import { missingFromActivity } from './activity/stopped-writes';
import { allowedOrigins, type AllowedOrigins } from './connections/allowed-origins';
import { ConnectionService } from './connections/connection-service';
import type { StartDemo } from './demo/demo-controller';
import { DemoSites } from './demo/demo-sites';
import { sandboxDemoInWorker, sourceSandboxWorker } from './demo/start-sandbox-demo';
import type { Scale } from '../sandbox/kit';
import { EventBus, type EventListener } from './events';
import { activityHandlers } from './handlers/activity';
import { appHandlers } from './handlers/app';
import { connectionHandlers } from './handlers/connections';
import { demoHandlers } from './handlers/demo';
import { jobHandlers } from './handlers/jobs';
import { recoveryHandlers } from './handlers/recovery';
import { JournalStore } from '../jobs/journal/journal-store';
import { Recovery } from '../jobs/journal/recovery';
import { ResumableKinds } from '../jobs/journal/resumable';
import { runJournalOf } from '../jobs/journal/run-journal';
import { createJobRegistry } from '../jobs/job-registry';
import type { WriteRecord } from '../jobs/job-types';
import { FallbackSecretStore } from './secrets/fallback-secret-store';
import type { SecretStore } from './secrets/secret-store';
import type { CoreServices } from './services';
import { SettingsRepository } from './settings/settings-repository';
import type { SettingsStore } from './settings/settings-store';
import { createApiServices } from './api-services';
import type { WorkerLauncher } from '../platform/source-worker';
import type { AreaName } from '../contract/areas';
import type { AreaChannel } from './area';
import { coreAreas } from './areas';
import type { HandlerSlice } from './handlers/types';

export interface CoreOptions {
  transport: 'electron' | 'bridge';
  version: string;
  secretStore: SecretStore;
  /** Why the OS keychain could not be used at start-up, if it could not; shown to the user. */
  secretStorageProblem?: string | null;
  settingsStore: SettingsStore;
  /** Folder for the activity log and the demo sites' state. */
  dataDir: string;
  /** Electron's `net.fetch` in the desktop app, Node's `fetch` elsewhere. */
  fetch: typeof fetch;
  /** Opens an allow-listed https URL in the OS browser; absent where there is no OS browser to open. */
  openExternal?(url: string): Promise<void>;
  /** Saves the window as a PDF under a name the admin confirms; answers whether it was saved. Absent outside the desktop app. */
  savePdf?(fileName: string): Promise<boolean>;
  /** How the demo organization starts; defaults to the sandbox in a worker thread (see `sandboxWorker`). */
  startDemo?: StartDemo;
  /** Starts the demo's sandbox thread; the desktop app passes its bundled one, elsewhere it runs from source. */
  sandboxWorker?: WorkerLauncher;
  /** The demo organization's world: the demo's own unless a developer asks for a larger one. */
  demoScale?: Scale;
  /** Where unexpected failures are reported (never shown to the user as is). */
  onInternalError?(channel: string, error: unknown): void;
  /** Starts the page-history worker thread; the desktop app passes its bundled one, elsewhere it runs from source. */
  historyWorker?: WorkerLauncher;
  /**
   * Whether jobs write the change journal (default true). Only `npm run bench` turns it off, to measure what
   * it costs: without it a stop mid-job cannot be recovered.
   */
  journalJobs?: boolean;
}

export interface Core {
  dispatch: Dispatch;
  onEvent(listener: EventListener): () => void;
  /** What the window may load images from and which sites links may open, for the saved connections. */
  allowedOrigins(): AllowedOrigins;
  /** Jobs that quitting now would interrupt; the desktop app asks about them before it quits. */
  unfinishedJobs(): JobProgress[];
  /** Quit and pick the jobs up on the next start: they are paused and journaled as held. */
  holdUnfinishedJobs(): Promise<void>;
  /** Quit after stopping the jobs: what is done stays done, the rest is recorded as not started. */
  stopUnfinishedJobs(): Promise<void>;
  dispose(): Promise<void>;
}

const UPSTREAM_APP_CHANNELS: ReadonlySet<Channel> = new Set(['app.recovery.resume', 'app.recovery.rollBack']);

function changesUpstream(channel: Channel): boolean {
  return !channel.startsWith('app.') || UPSTREAM_APP_CHANNELS.has(channel);
}

function jobStartedBy(result: MutationRecord['result']): { jobId?: string } {
  if (!result.ok || typeof result.data !== 'object' || result.data === null || !('jobId' in result.data)) return {};
  return typeof result.data.jobId === 'string' ? { jobId: result.data.jobId } : {};
}

export async function createCore(options: CoreOptions): Promise<Core> {
  keepHeapNearLiveSize();
  const settings = new SettingsRepository(options.settingsStore);
  await settings.load();
  const secrets = new FallbackSecretStore(options.secretStore, options.secretStorageProblem ?? null);
  const events = new EventBus();
  const activity = new ActivityLog(join(options.dataDir, 'activity.jsonl'), undefined, {
    onStatus: (status) => events.emit('activity.status', status),
  });
  const startDemo = options.startDemo ?? sandboxDemoInWorker(options.sandboxWorker ?? sourceSandboxWorker, options.demoScale);
  const demo = new DemoSites(options.dataDir, startDemo, secrets, (error) => options.onInternalError?.('app.demo', error));
  const connections = new ConnectionService(settings, secrets, () => demo);
  const api = createApiServices({ fetch: options.fetch, version: options.version, connections });

  /** Every Activity entry is written here, and the windows told of it. */
  const recordActivity = async (record: WriteRecord) => {
    const entry = await activity.append({ ...record, connectionName: connections.nameOf(record.connectionId) });
    events.emit('activity.appended', { id: entry.id });
  };
  const journal = await JournalStore.open(options.dataDir);
  const resumableKinds = new ResumableKinds();
  const jobs = createJobRegistry({
    onProgress: (progress) => events.emit('job.progress', progress),
    onItemWrite: recordActivity,
    journal: options.journalJobs === false ? undefined : runJournalOf(journal, (kind) => resumableKinds.has(kind)),
  });
  const recovery = new Recovery(journal, jobs, resumableKinds, {
    connectionName: (id) => connections.nameOf(id),
    onSettled: async (stopped) => {
      for (const line of await missingFromActivity(activity, stopped)) await recordActivity(line);
    },
  });

  const services: CoreServices = {
    version: options.version,
    dataDir: options.dataDir,
    transport: options.transport,
    connections,
    settings,
    activity,
    events,
    demo,
    secretStorage: () => ({ kind: secrets.kind, problem: secrets.problem }),
    api,
    jobs,
    journal,
    resumableKinds,
    recovery,
    recordPreview: (preview) => recordActivity({ ...preview, outcome: 'dry-run', errorMessage: null }),
    savePdf: async (fileName) => (options.savePdf ? { available: true, saved: await options.savePdf(fileName) } : { available: false, saved: false }),
    openExternal: async (url) => {
      if (!options.openExternal) return false;
      await options.openExternal(url);
      return true;
    },
  };

  const areas = Object.values(coreAreas).map((area) => area.start(services, { secretStore: options.secretStore, historyWorker: options.historyWorker }));
  connections.onRemoved(async (connectionId) => {
    for (const area of areas) await area.forgetConnection(connectionId);
  });
  const areaHandlers = Object.fromEntries(areas.flatMap((area) => Object.entries(area.handlers))) as HandlerSlice<AreaChannel<AreaName>>;

  const handlers = {
    ...appHandlers(services),
    ...connectionHandlers(services),
    ...activityHandlers(services),
    ...demoHandlers(services),
    ...jobHandlers(services),
    ...recoveryHandlers(services),
    ...areaHandlers,
  } satisfies Handlers;

  const recordMutation = async ({ channel, target, connectionId, result, partialFailure, id }: MutationRecord) => {
    const concerned = connectionId ?? connections.activeId;
    // A call that answered but did only part of the work is logged as the failure it is.
    const problem = result.ok ? (partialFailure ?? null) : result.error.message;
    // The journal's outcome and the Activity entry are written together, from the same record.
    if (id) journal.record({ t: 'edited', id, target, ok: problem === null, error: problem, at: new Date().toISOString() }, false).catch(() => undefined);
    await recordActivity({
      connectionId: concerned,
      action: channel satisfies Channel,
      target,
      outcome: problem === null ? 'success' : 'failure',
      errorMessage: problem,
      // A call that started a job is that job's entry: its writes and its end are read into it.
      ...jobStartedBy(result),
    });
  };

  const dispatch = createDispatcher(handlers, {
    onMutation: recordMutation,
    onInternalError: options.onInternalError,
    // Saving a connection or choosing to leave a stopped job changes nothing upstream: only upstream changes go through the journal.
    beginMutation: async (channel, connectionId): Promise<MutationStart> => {
      if (!changesUpstream(channel)) return { id: null };
      const problem = await journal.writableProblem();
      if (problem) return { refused: problem };
      const id = randomUUID();
      try {
        await journal.record({ t: 'edit', id, channel, connectionId: connectionId ?? connections.activeId, at: new Date().toISOString() }, true);
      } catch {
        return { refused: journal.status().problem ?? 'Orgdesk could not record this change in its change journal, so it did not make it.' };
      }
      return { id };
    },
  });

  return {
    // One call may send many requests at once on its signal (a report looking up 70 people): each waits on
    // it, which is by design, so Node's warning of a listener leak at eleven is lifted for it.
    dispatch: (channel, input, signal) => {
      if (signal !== undefined) setMaxListeners(0, signal);
      return dispatch(channel, input, signal);
    },
    onEvent: (listener) => events.on(listener),
    allowedOrigins: () => allowedOrigins(settings.value.connections, demo.origins()),
    unfinishedJobs: () => jobs.unfinished(),
    holdUnfinishedJobs: () => jobs.holdUnfinished(),
    stopUnfinishedJobs: () => jobs.stopUnfinished(),
    dispose: async () => {
      activity.dispose();
      for (const area of areas) await area.dispose();
      await demo.stop();
      await journal.close();
    },
  };
}
