import type { ConfluenceState } from '../../../sandbox/areas/confluence/state';
import type { RunningSandbox } from '../../../sandbox/server';
import { createApiSession, type ApiSession } from '../../http/session';
import { createTransport } from '../../http/transport';
import { recordingFetch, startTestSandbox } from '../../testing/sandbox-fixture';

export interface ConfluenceSandbox {
  sandbox: RunningSandbox;
  session: ApiSession;
  /** Every request that went over the wire, for checking what was (or was not) sent. */
  calls: ReturnType<typeof recordingFetch>['calls'];
  /** The live Confluence state of the sandbox, to pick ids from and check effects. */
  state(): ConfluenceState;
  close(): Promise<void>;
}

/** A sandbox and a session on its site credentials over real loopback HTTP, with no retries. */
export async function startConfluenceSandbox(): Promise<ConfluenceSandbox> {
  const { sandbox, credentials } = await startTestSandbox({ seed: 'test' });
  const recorder = recordingFetch();
  const transport = createTransport({ fetch: recorder.fetch, userAgent: 'Orgdesk/test', retry: { maxAttempts: 1 } });
  return {
    sandbox,
    session: createApiSession(transport, credentials),
    calls: recorder.calls,
    state: () => sandbox.world.areas.confluence as ConfluenceState,
    close: () => sandbox.close(),
  };
}
