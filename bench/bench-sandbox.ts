import { areaModules } from '../app/sandbox/areas';
import { defaultNow } from '../app/sandbox/data/time';
import { createWorld } from '../app/sandbox/data/world';
import type { World } from '../app/sandbox/kit';
import type { RunningSandbox, SandboxOptions } from '../app/sandbox/server';
import type { ApiCredentials } from '../app/api/http/credentials';
import { startTestSandbox } from '../app/api/testing/sandbox-fixture';
import { createApiSession, type ApiSession } from '../app/api/http/session';
import { createTransport, type TransportOptions } from '../app/api/http/transport';
import { createTestCore } from '../app/core/test-support';
import type { Channel, Input, Output } from '../app/contract/channels';

let enterprise: { world: World; generationSeconds: number } | undefined;

/**
 * The enterprise world, made once per process (about 10 s and 600 MB) and served by each part's sandbox in
 * turn; how long making it took. A part that changes it (the screens' removal of a version) runs last.
 */
export function enterpriseWorld(): { world: World; generationSeconds: number } {
  if (enterprise === undefined) {
    const startedAt = performance.now();
    const world = createWorld({ seed: 'bench', scale: 'enterprise', now: defaultNow() }, areaModules);
    enterprise = { world, generationSeconds: Math.round((performance.now() - startedAt) / 100) / 10 };
  }
  return enterprise;
}

export interface BenchTarget {
  sandbox: RunningSandbox;
  credentials: ApiCredentials;
  /** Requests that went over the wire, counted by a wrapper around Node's fetch. */
  requests(): number;
  /** Of those, the ones the sandbox's rate limits refused. */
  answers429(): number;
  session: ApiSession;
}

/** A `large` sandbox (unless `options.scale` says otherwise) and a session whose every request is counted. */
export async function startBenchTarget(options: SandboxOptions, transport: Partial<TransportOptions> = {}): Promise<BenchTarget> {
  const { sandbox, credentials } = await startTestSandbox({ seed: 'bench', scale: 'large', ...options });
  let count = 0;
  let refused = 0;
  const countingFetch: TransportOptions['fetch'] = async (url, init) => {
    count += 1;
    const response = await fetch(url, init);
    if (response.status === 429) refused += 1;
    return response;
  };
  const session = createApiSession(createTransport({ fetch: countingFetch, userAgent: 'orgdesk-bench', ...transport }), credentials);
  return { sandbox, credentials, session, requests: () => count, answers429: () => refused };
}

export interface Measured<T> {
  result: T;
  requests: number;
  answers429: number;
  seconds: number;
}

/** Runs `work` and says how many requests it made (and how many of them were refused with 429) and how long it took. */
export async function measureRequests<T>(target: BenchTarget, work: () => Promise<T>): Promise<Measured<T>> {
  const before = target.requests();
  const refusedBefore = target.answers429();
  const startedAt = performance.now();
  const result = await work();
  return { result, requests: target.requests() - before, answers429: target.answers429() - refusedBefore, seconds: Math.round(performance.now() - startedAt) / 1000 };
}

/** The fewest requests a list of `items` takes at `size` a page (an empty list still takes one). */
export const pagesOf = (items: number, size: number) => Math.max(1, Math.ceil(items / size));

type Dispatch = Awaited<ReturnType<typeof createTestCore>>['core']['dispatch'];

/** Calls a core's channels, each answering its data or failing the bench with the reason. */
export function caller(dispatch: Dispatch) {
  return async <C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>> => {
    const result = await dispatch(channel, input);
    if (!result.ok) throw new Error(`${channel} failed: ${result.error.message}`);
    return result.data as Output<C>;
  };
}

/** A test core whose every request to the sandbox is counted (and the 429s among them), with a `call` that fails the bench on an error. */
export async function countingCore() {
  let requests = 0;
  let answers429 = 0;
  const countingFetch: typeof fetch = async (input, init) => {
    requests += 1;
    const response = await fetch(input, init);
    if (response.status === 429) answers429 += 1;
    return response;
  };
  const testCore = await createTestCore({ fetch: countingFetch });
  return { testCore, call: caller(testCore.core.dispatch), requests: () => requests, answers429: () => answers429 };
}
