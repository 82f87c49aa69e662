import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Channel, Input, Output } from '../../contract/channels';
import type { ErrorInfo } from '../../contract/errors';
import type { Result } from '../../contract/result';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import type { Core } from '../index';
import { createTestCore, everyActivityLine, waitForJob, type ActivityLine, type TestCore } from '../test-support';
import { connectionPartsFor } from '../../sandbox/kit';

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
  const testCore: TestCore = await createTestCore(intercept === undefined ? {} : { fetch: interceptingFetch });
  const { baseUrl, credentials } = sandbox;
  const results: Result<unknown>[] = [];
  const dispatch = async (channel: Channel, input: unknown, signal?: AbortSignal) => {
    const result = await testCore.core.dispatch(channel, input, signal);
    results.push(result);
    return result;
  };
  const added = await dispatch('app.connections.add', {
    name: 'Sandbox',
    ...connectionPartsFor(baseUrl, credentials),
    jiraApiVersion: options.jiraApiVersion ?? '3',
  });
  if (!added.ok) throw new Error(`could not add the sandbox connection: ${added.error.message}`);

  return {
    sandbox,
    connectionId: (added.data as Output<'app.connections.add'>).id,
    dataDir: testCore.dataDir,
    onEvent: (listener) => testCore.core.onEvent(listener),
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
      await waitForJob(testCore.core, jobId);
      const outcomes = await dispatch('app.jobOutcomes.list', { jobId });
      if (!outcomes.ok) throw new Error(`app.jobOutcomes.list failed: ${outcomes.error.message}`);
      return outcomes.data as Output<'app.jobOutcomes.list'>;
    },
    activity: async (action) => (await everyActivityLine(testCore.core)).filter((entry) => entry.action === action),
    activityLines: () => everyActivityLine(testCore.core),
    everythingShown: async () => {
      const log = await readFile(join(testCore.dataDir, 'activity.jsonl'), 'utf8').catch(() => '');
      return `${JSON.stringify(results)}\n${log}`;
    },
    close: async () => {
      await testCore.cleanup();
      await sandbox.close();
    },
  };
}

/** The sandbox's own credentials: none may ever appear in what the renderer or the disk sees. */
export function sandboxSecrets(sandbox: RecordedSandbox): string[] {
  const { admin, site, bitbucket } = sandbox.credentials;
  return [admin.apiKey, site.apiToken, bitbucket.token];
}
