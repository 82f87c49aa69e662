import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox, SandboxOptions } from '../../sandbox/server';
import type { JiraState } from '../../sandbox/areas/jira/state';
import { isAppError, type AppError } from '../../contract/errors';
import { observedSystemClock, recordingFetch, startTestSandbox, virtualClock } from '../testing/sandbox-fixture';
import { systemClock, type Clock } from './clock';
import type { ApiCredentials } from './credentials';
import { createApiSession, type ApiSession } from './session';
import { createTransport, type TransportOptions } from './transport';

let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function setUp(options: SandboxOptions, transport: Partial<TransportOptions> & { clock?: Clock } = {}) {
  const started = await startTestSandbox(options);
  sandbox = started.sandbox;
  const wire = recordingFetch();
  const session = createApiSession(createTransport({ fetch: wire.fetch, userAgent: 'orgdesk-tests', ...transport }), started.credentials);
  return { wire, session, credentials: started.credentials, sandbox: started.sandbox };
}

const tokensPath = (s: RunningSandbox) => `/users/${s.world.adminAccountId}/manage/api-tokens`;

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

function jiraState(s: RunningSandbox): JiraState {
  return s.world.areas.jira as JiraState;
}

describe('retries on 429', () => {
  it('waits as long as Retry-After says, then succeeds', async () => {
    const clock = observedSystemClock(systemClock);
    const { session, wire, sandbox: s } = await setUp({ rateLimit: { capacity: 1, refillPerSecond: 1 } }, { clock });
    await session.request({ area: 'admin', path: tokensPath(s) });
    const second = await session.request({ area: 'admin', path: tokensPath(s) });

    expect(second.status).toBe(200);
    expect(wire.calls.map((call) => call.status)).toEqual([200, 429, 200]);
    expect(clock.waits[0]).toBeGreaterThan(900);
    expect(clock.waits[0]).toBeLessThanOrEqual(1000);
    // A timer may fire a millisecond before Date.now() reaches the pause's end; the limiter then tops
    // the wait up. Only such top-ups may follow the one real wait.
    expect(clock.waits.slice(1).every((ms) => ms <= 5)).toBe(true);
    const retry = wire.calls[2];
    const limited = wire.calls[1];
    expect(retry && limited && retry.startedAt - limited.startedAt).toBeGreaterThanOrEqual(900);
  });

  it('falls back to capped exponential backoff when there is no Retry-After, and reports the limit when it persists', async () => {
    const clock = virtualClock(0.5);
    const { session, wire, sandbox: s } = await setUp(
      { faults: '429:1', seed: 'no-retry-after' },
      { clock, retry: { maxRateLimitedAttempts: 12, baseDelayMs: 100, maxDelayMs: 800 } },
    );
    const error = await failureOf(session.request({ area: 'admin', path: tokensPath(s) }));

    expect(error.info.code).toBe('RATE_LIMITED');
    expect(wire.calls).toHaveLength(12);
    // 25% of the sandbox's 429s omit Retry-After (as the real services sometimes do); those attempts wait the
    // capped exponential back-off exactly. A Retry-After of one second arrives as the rest of the host's pause,
    // so any part of it may already be gone on a loaded machine: it is told apart by not being the back-off.
    const backOff = (attempt: number) => Math.floor(0.5 * Math.min(800, 100 * 2 ** attempt));
    const backedOff = clock.waits.filter((wait, attempt) => wait === backOff(attempt));
    expect(backedOff.length).toBeGreaterThan(0);
    expect(Math.max(...clock.waits)).toBeLessThanOrEqual(1000);
  });

  it('honours X-RateLimit-Reset when Retry-After is missing', async () => {
    const { serverRetryDelayMs } = await import('./retry-timing');
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(serverRetryDelayMs(new Headers({ 'X-RateLimit-Reset': '2026-03-01T10:00:03Z' }), now)).toBe(3000);
    expect(serverRetryDelayMs(new Headers({ 'Retry-After': 'Sun, 01 Mar 2026 10:00:05 GMT' }), now)).toBe(5000);
    expect(serverRetryDelayMs(new Headers({ 'Retry-After': '7' }), now)).toBe(7000);
    expect(serverRetryDelayMs(new Headers({}), now)).toBeNull();
  });

  it('holds back every request to the host while one of them is rate limited', async () => {
    let paused: (at: number) => void = () => undefined;
    const pauseStarted = new Promise<number>((resolve) => (paused = resolve));
    const { session, wire, sandbox: s } = await setUp(
      { rateLimit: { capacity: 1, refillPerSecond: 1 } },
      { onWait: (event) => event.reason === 'rate-limited' && paused(Date.now()) },
    );
    await session.request({ area: 'admin', path: tokensPath(s) });
    const first = session.request({ area: 'admin', path: tokensPath(s) });
    const pausedAt = await pauseStarted;
    // This request was never refused itself, yet it must not go out before the pause ends.
    const bystander = session.request({ area: 'jira', path: '/rest/api/3/notificationscheme' });
    await Promise.all([first, bystander]);

    const bystanderCall = wire.calls.find((call) => call.url.includes('/notificationscheme'));
    expect(bystanderCall?.startedAt).toBeDefined();
    expect(wire.calls.map((call) => call.status)).toEqual([200, 429, 200, 200]);
    expect((bystanderCall?.startedAt ?? 0) - pausedAt).toBeGreaterThanOrEqual(900);
  });
});

describe('lanes', () => {
  /** Node's fetch, counting the requests in flight at once, per path. */
  function concurrencyCounting() {
    const inFlight = new Map<string, number>();
    const most = new Map<string, number>();
    const fetchFn: TransportOptions['fetch'] = async (url, init) => {
      const path = new URL(url).pathname;
      inFlight.set(path, (inFlight.get(path) ?? 0) + 1);
      most.set(path, Math.max(most.get(path) ?? 0, inFlight.get(path) ?? 0));
      try {
        return await fetch(url, init);
      } finally {
        inFlight.set(path, (inFlight.get(path) ?? 1) - 1);
      }
    };
    return { fetchFn, most };
  }

  it('gives a long read slots of its own on the host, beyond the usual ones, and leaves those to everything else', async () => {
    const wire = concurrencyCounting();
    const { session, sandbox: s } = await setUp({ latencyMs: 50 }, { fetch: wire.fetchFn, maxConcurrentPerHost: 2 });
    const lane = { name: 'scan', maxConcurrent: 5 };
    const scan = Array.from({ length: 15 }, () => session.request({ area: 'admin', path: tokensPath(s), lane }));
    const others = Array.from({ length: 4 }, () => session.request({ area: 'jira', path: '/rest/api/3/notificationscheme' }));
    await Promise.all([...scan, ...others]);

    expect(wire.most.get(tokensPath(s))).toBe(5);
    expect(wire.most.get('/rest/api/3/notificationscheme')).toBe(2);
  });

  it('holds a lane back too while the host is rate limited', async () => {
    let paused: (at: number) => void = () => undefined;
    const pauseStarted = new Promise<number>((resolve) => (paused = resolve));
    const { session, wire, sandbox: s } = await setUp(
      { rateLimit: { capacity: 1, refillPerSecond: 1 } },
      { onWait: (event) => event.reason === 'rate-limited' && paused(Date.now()) },
    );
    await session.request({ area: 'admin', path: tokensPath(s) });
    const first = session.request({ area: 'admin', path: tokensPath(s) });
    const pausedAt = await pauseStarted;
    const inLane = session.request({ area: 'jira', path: '/rest/api/3/notificationscheme', lane: { name: 'scan', maxConcurrent: 4 } });
    await Promise.all([first, inLane]);

    const laneCall = wire.calls.find((call) => call.url.includes('/notificationscheme'));
    expect((laneCall?.startedAt ?? 0) - pausedAt).toBeGreaterThanOrEqual(900);
  });
});

describe('dropped connections', () => {
  it('never replays a POST; the admin is told the change may have been made', async () => {
    const { session, wire, sandbox: s } = await setUp({ faults: 'dropAfter:1' });
    const project = jiraState(s).projects[0];
    const before = jiraState(s).versions.length;
    const error = await failureOf(
      session.request({ area: 'jira', method: 'POST', path: '/rest/api/3/version', body: { name: 'Drop test', projectId: project?.id } }),
    );

    expect(error.info.code).toBe('NETWORK');
    expect(error.message).toMatch(/may or may not have been made/);
    expect(wire.calls).toHaveLength(1);
    expect(jiraState(s).versions.length).toBe(before + 1);
  });

  it('replays a GET after a dropped connection until it gets through', async () => {
    const clock = virtualClock();
    const { session, wire, sandbox: s } = await setUp({ faults: 'drop:0.6', seed: 'drops' }, { clock, retry: { maxAttempts: 10 } });
    for (let round = 0; round < 5; round += 1) {
      const answer = await session.request({ area: 'admin', path: tokensPath(s) });
      expect(answer.status).toBe(200);
    }
    expect(wire.calls.filter((call) => call.failed).length).toBeGreaterThan(0);
    expect(wire.calls.filter((call) => call.status === 200)).toHaveLength(5);
  });

  it('treats a replayed DELETE that finds nothing as done: the lost attempt deleted it', async () => {
    const { session, wire, sandbox: s } = await setUp({ faults: 'dropAfter:1' }, { clock: virtualClock(), retry: { maxAttempts: 1 } });
    const admin = s.world.adminAccountId;
    const tokens = (s.world.areas.admin as { tokensByAccount: Record<string, { id: string }[]> }).tokensByAccount;
    const owner = Object.keys(tokens).find((id) => id !== admin && (tokens[id]?.length ?? 0) > 0) ?? '';
    const tokenId = tokens[owner]?.[0]?.id ?? '';
    const error = await failureOf(session.request({ area: 'admin', method: 'DELETE', path: `/users/${owner}/manage/api-tokens/${tokenId}` }));
    expect(error.info.code).toBe('NETWORK');
    expect(wire.calls).toHaveLength(1);
    expect(tokens[owner]?.some((token) => token.id === tokenId)).toBe(false);
  });
});

describe('cancellation', () => {
  it('aborts a request in flight at once', async () => {
    const { session, wire, sandbox: s } = await setUp({ latencyMs: 5000 });
    const controller = new AbortController();
    const pending = session.request({ area: 'admin', path: tokensPath(s), signal: controller.signal });
    await wire.started(() => true);
    const abortedAt = Date.now();
    controller.abort();
    const error = await failureOf(pending);

    expect(error.info.code).toBe('CANCELLED');
    expect(Date.now() - abortedAt).toBeLessThan(1000);
  });

  it('aborts the wait between attempts at once, and sends nothing more', async () => {
    const { session, wire, sandbox: s } = await setUp({ faults: '429:1' }, { retry: { baseDelayMs: 20_000, maxDelayMs: 20_000 } });
    const controller = new AbortController();
    const limited = wire.answered((call) => call.status === 429);
    const pending = session.request({ area: 'admin', path: tokensPath(s), signal: controller.signal });
    await limited;
    const abortedAt = Date.now();
    controller.abort();
    const error = await failureOf(pending);

    expect(error.info.code).toBe('CANCELLED');
    expect(Date.now() - abortedAt).toBeLessThan(500);
    expect(wire.calls).toHaveLength(1);
  });
});

describe('timeouts and secrets', () => {
  it('gives up on a silent server after the timeout', async () => {
    const { session, sandbox: s } = await setUp({ latencyMs: 2000 }, { timeoutMs: 200, retry: { maxAttempts: 1 } });
    const error = await failureOf(session.request({ area: 'admin', path: tokensPath(s) }));
    expect(error.info.code).toBe('TIMEOUT');
  });

  it('never puts a credential or its header in an error', async () => {
    const started = await startTestSandbox();
    sandbox = started.sandbox;
    const wrong: ApiCredentials = {
      ...started.credentials,
      admin: { baseUrl: started.sandbox.baseUrl, apiKey: 'wrong-key-SECRET-123' },
      site: { url: started.sandbox.baseUrl, email: 'ada@example.com', apiToken: 'wrong-token-SECRET-456' },
    };
    const session: ApiSession = createApiSession(createTransport({ fetch, userAgent: 'orgdesk-tests' }), wrong);
    const admin = await failureOf(session.request({ area: 'admin', path: tokensPath(started.sandbox) }));
    const jira = await failureOf(session.request({ area: 'jira', path: '/rest/api/3/notificationscheme' }));

    expect(admin.message).toBe("Your organization API key was refused. Check it hasn't expired.");
    expect(jira.info.code).toBe('UNAUTHENTICATED');
    for (const error of [admin, jira]) {
      const shown = JSON.stringify({ message: error.message, info: error.info, stack: error.stack });
      expect(shown).not.toMatch(/SECRET|Authorization|Bearer|Basic |127\.0\.0\.1:\d+\/users/);
    }
  });
});

describe('server errors', () => {
  /** Answers the first `failures` requests with `status` (and the given headers), then lets requests through. */
  function failingFirst(failures: number, status: number, headers: Record<string, string> = {}) {
    const seen: { method: string; status: number }[] = [];
    const fetchFn = async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      if (seen.length < failures) {
        seen.push({ method, status });
        return new Response(JSON.stringify({ errorMessages: ['Internal server error'] }), { status, headers: { 'content-type': 'application/json', ...headers } });
      }
      const response = await fetch(url, init);
      seen.push({ method, status: response.status });
      return response;
    };
    return { fetch: fetchFn, seen };
  }

  async function sessionWith(fetchFn: TransportOptions['fetch'], transport: Partial<TransportOptions> = {}) {
    const started = await startTestSandbox();
    sandbox = started.sandbox;
    const session = createApiSession(createTransport({ fetch: fetchFn, userAgent: 'orgdesk-tests', clock: virtualClock(), ...transport }), started.credentials);
    return { session, sandbox: started.sandbox };
  }

  it('retries a read that answers 500, 502, 503 or 504 with back-off, and gets the answer', async () => {
    for (const status of [500, 502, 503, 504]) {
      const wire = failingFirst(2, status);
      const { session, sandbox: s } = await sessionWith(wire.fetch);
      const answer = await session.request({ area: 'admin', path: tokensPath(s) });
      expect(answer.status).toBe(200);
      expect(wire.seen.map((call) => call.status)).toEqual([status, status, 200]);
      await s.close();
      sandbox = undefined;
    }
  });

  it('waits out a storm that turns one request away more often than an error is retried', async () => {
    const wire = failingFirst(8, 429, { 'retry-after': '1' });
    const { session, sandbox: s } = await sessionWith(wire.fetch);
    const answer = await session.request({ area: 'admin', path: tokensPath(s) });
    expect(answer.status).toBe(200);
    expect(wire.seen.map((call) => call.status)).toEqual([...Array<number>(8).fill(429), 200]);
  });

  it('never replays a write after a 500: it may have been made', async () => {
    const wire = failingFirst(1, 500);
    const { session, sandbox: s } = await sessionWith(wire.fetch);
    const project = jiraState(s).projects[0];
    const error = await failureOf(session.request({ area: 'jira', method: 'POST', path: '/rest/api/3/version', body: { name: 'Once', projectId: project?.id } }));
    expect(error.info).toMatchObject({ code: 'UPSTREAM', status: 500 });
    expect(wire.seen).toEqual([{ method: 'POST', status: 500 }]);
  });

  it('says when to try again in words that fit the number: "in about 1 second"', async () => {
    const unavailable = failingFirst(5, 503, { 'retry-after': '1' });
    const { session, sandbox: s } = await sessionWith(unavailable.fetch, { retry: { maxAttempts: 2 } });
    const error = await failureOf(session.request({ area: 'jira', path: '/rest/api/3/notificationscheme' }));
    expect(error.info).toMatchObject({ status: 503, retryAfterSeconds: 1 });
    expect(error.message).toMatch(/Try again in about 1 second\.$/);
    await s.close();

    const limited = failingFirst(5, 429, { 'retry-after': '1' });
    const again = await sessionWith(limited.fetch, { retry: { maxRateLimitedAttempts: 1 } });
    const rateLimited = await failureOf(again.session.request({ area: 'jira', path: '/rest/api/3/notificationscheme' }));
    expect(rateLimited.message).toBe('Jira is limiting how fast Orgdesk can work. Try again in about 1 second.');
  });
});
