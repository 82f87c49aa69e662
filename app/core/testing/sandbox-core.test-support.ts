import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Channel, Input, Output } from '../../contract/channels';
import type { ErrorInfo } from '../../contract/errors';
import type { Result } from '../../contract/result';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import type { Core } from '../index';
import { createTestCore, everyActivityLine, waitForJob, type ActivityLine, type TestCore } from '../test-support';
import { connectionPartsFor } from '../../sandbox/kit';
import { JsonFileSettingsStore } from '../settings/json-file-settings-store';

export interface CoreOnSandbox {
  sandbox: RecordedSandbox;
  /** The sandbox connection, which every area call names. */
  connectionId: string;
  /** The core's data folder (settings, activity log). */
  dataDir: string;
  onEvent: Core['onEvent'];
  /** Calls a channel and returns its data; fails the test when the call fails. */
  ok<C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>>;
  /** Calls a channel that must fail and returns the error. */
  fail<C extends Channel>(channel: C, input: Input<C>, signal?: AbortSignal): Promise<ErrorInfo>;
  /** Waits for a job to end (through the core's progress events) and answers its outcomes as the screens read them. */
  jobDone(jobId: string): Promise<Output<'app.jobOutcomes.list'>>;
  /** Activity entries of one action (a channel, or a job step or dry run in words), newest first. */
  activity(action: Channel | (string & {})): Promise<ActivityLine[]>;
  /** Every line Activity shows, newest first: each entry, then the writes its bulk change opens to. */
  activityLines(): Promise<ActivityLine[]>;
  /** Every result any channel returned so far, plus the activity file, as text to search for secrets. */
  everythingShown(): Promise<string>;
  /**
   * Orgdesk quits and starts again: the core is closed, and a new one answers every call from then on, on
   * the same data folder, settings file and keychain, with the same connection to the same sandbox.
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface CoreOnSandboxOptions {
  jiraApiVersion?: '2' | '3';
  /** Answers a request in place of the sandbox (a write refused, say); undefined lets it through. */
  intercept?(request: { method: string; url: URL }): Response | undefined;
}

/**
 * A real core with one connection to a fresh sandbox, for channel tests: the same dispatcher, Activity
 * log and secret store the app uses, over loopback HTTP.
 */
export async function startCoreOnSandbox(options: CoreOnSandboxOptions = {}): Promise<CoreOnSandbox> {
  const sandbox = await startRecordedSandbox({ seed: 'test', scale: 'demo' });
  const { intercept } = options;
  const interceptingFetch: typeof fetch = async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = new URL(input instanceof Request ? input.url : String(input));
    return intercept?.({ method, url }) ?? fetch(input, init);
  };
  const fetchFor = intercept === undefined ? {} : { fetch: interceptingFetch };
  const testCore = await createTestCore(fetchFor);
  const { baseUrl, credentials } = sandbox;
  const results: Result<unknown>[] = [];
  const added = await testCore.core.dispatch('app.connections.add', {
    name: 'Sandbox',
    ...connectionPartsFor(baseUrl, credentials),
    jiraApiVersion: options.jiraApiVersion ?? '3',
  });
  results.push(added);
  if (!added.ok) throw new Error(`could not add the sandbox connection: ${added.error.message}`);
  const connectionId = (added.data as Output<'app.connections.add'>).id;

  let running = testCore;
  /** The cores started after a restart each made a folder of their own that they never used. */
  const restarted: TestCore[] = [];
  const dispatch = async (channel: Channel, input: unknown, signal?: AbortSignal) => {
    const result = await running.core.dispatch(channel, input, signal);
    results.push(result);
    return result;
  };
  return {
    sandbox,
    connectionId,
    dataDir: testCore.dataDir,
    onEvent: (listener) => running.core.onEvent(listener),
    ok: async (channel, input) => {
      const result = await dispatch(channel, input);
      if (!result.ok) throw new Error(`${channel} failed: ${result.error.code} ${result.error.message}`);
      return result.data as Output<typeof channel>;
    },
    fail: async (channel, input, signal) => {
      const result = await dispatch(channel, input, signal);
      if (result.ok) throw new Error(`${channel} was expected to fail`);
      return result.error;
    },
    jobDone: async (jobId) => {
      await waitForJob(running.core, jobId);
      const outcomes = await dispatch('app.jobOutcomes.list', { jobId });
      if (!outcomes.ok) throw new Error(`app.jobOutcomes.list failed: ${outcomes.error.message}`);
      return outcomes.data as Output<'app.jobOutcomes.list'>;
    },
    activity: async (action) => (await everyActivityLine(running.core)).filter((entry) => entry.action === action),
    activityLines: () => everyActivityLine(running.core),
    everythingShown: async () => {
      const log = await readFile(join(testCore.dataDir, 'activity.jsonl'), 'utf8').catch(() => '');
      return `${JSON.stringify(results)}\n${log}`;
    },
    restart: async () => {
      await running.core.dispose();
      const dataDir = testCore.dataDir;
      running = await createTestCore({ ...fetchFor, dataDir, settingsStore: new JsonFileSettingsStore(join(dataDir, 'settings.json')), secretStore: testCore.secrets });
      restarted.push(running);
    },
    close: async () => {
      if (running === testCore) await testCore.cleanup();
      else {
        // Each cleanup closes its core (only the running one is still open) and removes its own folder.
        await running.cleanup();
        for (const earlier of restarted.slice(0, -1)) await rm(earlier.dataDir, { recursive: true, force: true });
        await rm(testCore.dataDir, { recursive: true, force: true });
      }
      await sandbox.close();
    },
  };
}

/** The sandbox's own credentials: none may ever appear in what the renderer or the disk sees. */
export function sandboxSecrets(sandbox: RecordedSandbox): string[] {
  const { admin, site, bitbucket } = sandbox.credentials;
  return [admin.apiKey, site.apiToken, bitbucket.token];
}
