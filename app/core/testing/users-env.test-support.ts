import type { Channel, Input, Output } from '../../contract/channels';
import type { ErrorInfo } from '../../contract/errors';
import type { JobProgress } from '../../contract/events';
import type { Person } from '../../sandbox/kit';
import type { AdminState, ApiToken } from '../../sandbox/areas/admin';
import type { SandboxOptions } from '../../sandbox/server';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import { createTestCore, everyActivityLine, waitForJob, type ActivityLine, type TestCore } from '../test-support';
import { connectionPartsFor } from '../../sandbox/kit';
import { REVIEW_PAGE_MAX, type ReviewToken } from '../../contract/users/token-review.channels';
import { noTokenFilter, type TokenFilter } from '../../contract/users/token-filter';

export interface UsersEnv {
  sandbox: RecordedSandbox;
  testCore: TestCore;
  connectionId: string;
  ok<C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>>;
  fail<C extends Channel>(channel: C, input: Input<C>): Promise<ErrorInfo>;
  /** Activity entries, newest first, optionally of one action (a channel or a job step). */
  activity(action?: string): Promise<ActivityLine[]>;
  /** Resolves with the job's last progress once it completed or was cancelled. */
  finished(jobId: string): Promise<JobProgress>;
  /** Every token a scan holds now, in scope order, read a page at a time as the review's table reads them. */
  scanTokens(jobId: string, filter?: TokenFilter): Promise<ReviewToken[]>;
  /** Answers the sandbox sent with this status, as the core's fetch saw them. */
  answersWithStatus(status: number): number;
  /** The most requests whose path ends with `pathEnd` the core had in flight at once. */
  mostAtOnce(pathEnd: string): number;
  /** The live token lists the sandbox serves. */
  tokensOf(accountId: string): ApiToken[];
  person(accountId: string): Person;
  close(): Promise<void>;
}

export interface UsersEnvOptions {
  sandbox?: SandboxOptions;
  /** Answers a request in place of the sandbox (a broken area, say); undefined lets it through. */
  intercept?(url: URL): Response | undefined;
  /** Which parts of the connection to set up; all of them by default. */
  parts?: { site?: boolean; admin?: boolean };
}

/** Every token a scan holds now, in scope order, read a page at a time through `ok` as the review's table reads them. */
export async function readScanTokens(
  ok: <C extends Channel>(channel: C, input: Input<C>) => Promise<Output<C>>,
  connectionId: string,
  jobId: string,
  filter: TokenFilter = noTokenFilter,
): Promise<ReviewToken[]> {
  const tokens: ReviewToken[] = [];
  // Without a sort the table keeps the scan's order, so the pages join into the whole list.
  for (let page = 0, matching = 1; tokens.length < matching; page += 1) {
    const answer = await ok('users.tokenScan.listTokens', { connectionId, jobId, filter, sort: null, page, pageSize: REVIEW_PAGE_MAX });
    tokens.push(...answer.rows);
    matching = answer.rows.length === 0 ? 0 : answer.matching;
  }
  return tokens;
}

/** A real core with one connection to a fresh `demo` sandbox over loopback HTTP, for this area's tests. */
export async function startUsersEnv(options: UsersEnvOptions = {}): Promise<UsersEnv> {
  const sandbox = await startRecordedSandbox({ seed: 'test', scale: 'demo', ...options.sandbox });
  const statuses = new Map<number, number>();
  /** When each request was sent and answered, by path. */
  const spans: { path: string; from: number; to: number }[] = [];
  const countingFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const span = { path: url.pathname, from: performance.now(), to: Number.POSITIVE_INFINITY };
    spans.push(span);
    try {
      const response = options.intercept?.(url) ?? (await fetch(input, init));
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      return response;
    } finally {
      span.to = performance.now();
    }
  };
  const testCore = await createTestCore({ fetch: countingFetch });
  const { core } = testCore;

  const call = async <C extends Channel>(channel: C, input: Input<C>) => core.dispatch(channel, input);
  const ok = async <C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>> => {
    const result = await call(channel, input);
    if (!result.ok) throw new Error(`${channel} failed: ${result.error.code} ${result.error.message}`);
    return result.data as Output<C>;
  };

  const sandboxParts = connectionPartsFor(sandbox.baseUrl, sandbox.credentials);
  const parts = { site: true, admin: true, ...options.parts };
  const added = await ok('app.connections.add', {
    name: 'Sandbox',
    site: parts.site ? sandboxParts.site : null,
    admin: parts.admin ? sandboxParts.admin : null,
    bitbucket: sandboxParts.bitbucket,
    jiraApiVersion: '3',
  });

  const adminState = () => sandbox.world.areas.admin as AdminState;

  return {
    sandbox,
    testCore,
    connectionId: added.id,
    ok,
    fail: async (channel, input) => {
      const result = await call(channel, input);
      if (result.ok) throw new Error(`${channel} was expected to fail`);
      return result.error;
    },
    activity: async (action) => {
      const lines = await everyActivityLine(core);
      return action === undefined ? lines : lines.filter((entry) => entry.action === action);
    },
    finished: (jobId) => waitForJob(core, jobId),
    scanTokens: (jobId, filter) => readScanTokens(ok, added.id, jobId, filter),
    answersWithStatus: (status) => statuses.get(status) ?? 0,
    mostAtOnce: (pathEnd) => {
      // Each request is in flight from its start until its answer: the most at once is reached at some start.
      const matching = spans.filter((span) => span.path.endsWith(pathEnd));
      return Math.max(0, ...matching.map((span) => matching.filter((other) => other.from <= span.from && other.to > span.from).length));
    },
    tokensOf: (accountId) => adminState().tokensByAccount[accountId] ?? [],
    person: (accountId) => {
      const found = sandbox.world.people.find((person) => person.accountId === accountId);
      if (!found) throw new Error(`no person ${accountId} in the sandbox`);
      return found;
    },
    close: async () => {
      await testCore.cleanup();
      await sandbox.close();
    },
  };
}
