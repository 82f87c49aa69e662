import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox/server';
import { throwIfCancelled, type Clock } from '../http/clock';
import type { ApiCredentials } from '../http/credentials';
import type { FetchFunction } from '../http/transport';
import { connectionPartsFor } from '../../sandbox/kit';

/** A sandbox on a free loopback port and the credentials object a connection would hold for it. */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<{ sandbox: RunningSandbox; credentials: ApiCredentials }> {
  const sandbox = await startSandbox({ port: 0, seed: 'api-tests', scale: 'demo', ...options });
  const credentials: ApiCredentials = { ...connectionPartsFor(sandbox.baseUrl, sandbox.credentials), jiraApiVersion: '3' };
  return { sandbox, credentials };
}

export interface RecordedCall {
  method: string;
  url: string;
  startedAt: number;
  status?: number;
  failed?: boolean;
}

/**
 * Node's real fetch with a log of what went over the wire, so tests can count attempts and see when
 * each one started. Listeners let a test act the moment a given answer arrives.
 */
export function recordingFetch() {
  const calls: RecordedCall[] = [];
  const listeners: Array<(call: RecordedCall) => void> = [];
  const fetchAndRecord: FetchFunction = async (url, init) => {
    const call: RecordedCall = { method: init.method ?? 'GET', url, startedAt: Date.now() };
    calls.push(call);
    try {
      const response = await fetch(url, init);
      call.status = response.status;
      return response;
    } catch (error) {
      call.failed = true;
      throw error;
    } finally {
      for (const listener of [...listeners]) listener(call);
    }
  };
  const answered = (predicate: (call: RecordedCall) => boolean) =>
    new Promise<RecordedCall>((resolve) => {
      const listener = (call: RecordedCall) => {
        if (!predicate(call)) return;
        listeners.splice(listeners.indexOf(listener), 1);
        resolve(call);
      };
      listeners.push(listener);
    });
  const started = (predicate: (call: RecordedCall) => boolean) =>
    new Promise<RecordedCall>((resolve) => {
      const poll = () => {
        const found = calls.find(predicate);
        if (found) resolve(found);
        else setImmediate(poll);
      };
      poll();
    });
  const inFlight = () => calls.some((call) => call.status === undefined && !call.failed);
  /** Resolves once no call is waiting for its answer. */
  const idle = () => (inFlight() ? answered(() => !inFlight()).then(() => undefined) : Promise.resolve());
  return { fetch: fetchAndRecord, calls, answered, started, idle };
}

/**
 * Time that passes only when someone sleeps: waits are recorded and skipped, so backoff is checked
 * without real waiting. `random` is fixed so backoff delays are predictable.
 */
export function virtualClock(random = 0.5): Clock & { waits: number[] } {
  let offset = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => Date.now() + offset,
    random: () => random,
    sleep: async (ms, signal) => {
      throwIfCancelled(signal);
      waits.push(ms);
      offset += ms;
      await Promise.resolve();
    },
  };
}

/** The real clock, with every wait recorded. */
export function observedSystemClock(base: Clock): Clock & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    now: base.now,
    random: base.random,
    sleep: (ms, signal) => {
      waits.push(ms);
      return base.sleep(ms, signal);
    },
  };
}
