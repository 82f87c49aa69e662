import type { RunningSandbox, SandboxOptions } from '../app/sandbox/server';
import type { ApiCredentials } from '../app/api/http/credentials';
import { startTestSandbox } from '../app/api/testing/sandbox-fixture';
import { createApiSession, type ApiSession } from '../app/api/http/session';
import { createTransport, type TransportOptions } from '../app/api/http/transport';

export interface BenchTarget {
  sandbox: RunningSandbox;
  credentials: ApiCredentials;
  /** Requests that went over the wire, counted by a wrapper around Node's fetch. */
  requests(): number;
  session: ApiSession;
}

/** A `large` sandbox and a session whose every request is counted. */
export async function startBenchTarget(options: SandboxOptions, transport: Partial<TransportOptions> = {}): Promise<BenchTarget> {
  const { sandbox, credentials } = await startTestSandbox({ seed: 'bench', scale: 'large', ...options });
  let count = 0;
  const countingFetch: TransportOptions['fetch'] = (url, init) => {
    count += 1;
    return fetch(url, init);
  };
  const session = createApiSession(createTransport({ fetch: countingFetch, userAgent: 'orgdesk-bench', ...transport }), credentials);
  return { sandbox, credentials, session, requests: () => count };
}
