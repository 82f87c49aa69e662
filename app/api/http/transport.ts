import { AppError } from '../../contract/errors';
import { cancelledError, systemClock, throwIfCancelled, type Clock } from './clock';
import { HostLimiter, type RequestLane } from './host-limiter';
import { backoffDelayMs, serverRetryDelayMs, type BackoffPolicy } from './retry-timing';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Node's global `fetch` and Electron's `net.fetch` both fit; nothing else needs to know which runs. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

export interface RetryPolicy extends BackoffPolicy {
  /** Attempts in all, the first one included. */
  maxAttempts: number;
  /**
   * Attempts when the answer is 429: the request was turned away unprocessed and every request to the host
   * waits, so a storm is waited out longer than an error is retried (one request may lose the race for the
   * freed budget several times in a row).
   */
  maxRateLimitedAttempts: number;
  /** A server asking for a longer wait than this is reported as RATE_LIMITED instead of waited out. */
  maxServerWaitMs: number;
}

export interface TransportOptions {
  fetch: FetchFunction;
  userAgent: string;
  /** Per attempt, body included. */
  timeoutMs?: number;
  maxConcurrentPerHost?: number;
  retry?: Partial<RetryPolicy>;
  clock?: Clock;
  /** Told of every wait before a retry (for a "slowed down by Atlassian" notice, and for the bench). */
  onWait?: (event: WaitEvent) => void;
}

export interface WaitEvent {
  host: string;
  /**
   * `rate-limited`: 429, and every request to the host waits. `unavailable`: 503, likewise.
   * `server-error`: 500, 502 or 504 on a request that may be sent again; only it waits.
   */
  reason: 'rate-limited' | 'unavailable' | 'server-error' | 'connection-lost';
  waitMs: number;
}

export interface OutgoingRequest {
  method: HttpMethod;
  url: URL;
  /** Authorization included; the transport never logs or echoes headers. */
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** Defaults from the method: GET, PUT and DELETE are replayed after a dropped connection, POST and PATCH never. */
  idempotent?: boolean;
  /** `bytes` for files (attachment downloads): the body is kept as bytes, not decoded as text. */
  responseType?: 'text' | 'bytes';
  /** Slots of its own on the host (see `RequestLane`); without it the request shares the host's `maxConcurrentPerHost`. */
  lane?: RequestLane;
}

export interface TransportResponse {
  status: number;
  headers: Headers;
  /** The whole body, read inside the attempt so a connection dropped mid-body counts as a network error. */
  text: string;
  /** The body as bytes, when they were asked for (`text` is then empty unless the answer is an error). */
  bytes?: Uint8Array;
  attempts: number;
  /** An earlier attempt lost its connection, so the server may already have acted on this request once. */
  replayedAfterConnectionLoss: boolean;
}

export interface Transport {
  /** Answers with the final response whatever its status; throws AppError NETWORK, TIMEOUT or CANCELLED. */
  send(request: OutgoingRequest): Promise<TransportResponse>;
  readonly maxConcurrentPerHost: number;
}

const defaultRetry: RetryPolicy = { maxAttempts: 5, maxRateLimitedAttempts: 12, baseDelayMs: 500, maxDelayMs: 30_000, maxServerWaitMs: 60_000 };
const IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'PUT', 'DELETE']);

type Attempt = { kind: 'response'; response: TransportResponse } | { kind: 'failure'; error: AppError };

export function createTransport(options: TransportOptions): Transport {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxConcurrentPerHost = options.maxConcurrentPerHost ?? 6;
  const retry: RetryPolicy = { ...defaultRetry, ...options.retry };
  const limiter = new HostLimiter(maxConcurrentPerHost, clock);

  async function attemptOnce(request: OutgoingRequest, attempts: number): Promise<Attempt> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
    try {
      const response = await options.fetch(request.url.href, {
        method: request.method,
        headers: { 'User-Agent': options.userAgent, Accept: 'application/json', ...request.headers },
        body: request.body,
        signal,
        redirect: 'manual',
        credentials: 'omit',
      });
      const wantsBytes = request.responseType === 'bytes' && response.status < 300;
      const bytes = wantsBytes ? new Uint8Array(await response.arrayBuffer()) : undefined;
      const text = wantsBytes ? '' : await response.text();
      return {
        kind: 'response',
        response: { status: response.status, headers: response.headers, text, ...(bytes === undefined ? {} : { bytes }), attempts, replayedAfterConnectionLoss: false },
      };
    } catch {
      // The thrown error may quote the request; only its kind is kept.
      if (request.signal?.aborted) throw cancelledError();
      return { kind: 'failure', error: connectionError(request, timeout.signal.aborted, timeoutMs) };
    } finally {
      clearTimeout(timer);
    }
  }

  function wait(host: string, reason: WaitEvent['reason'], waitMs: number, signal?: AbortSignal): Promise<void> {
    options.onWait?.({ host, reason, waitMs });
    return clock.sleep(waitMs, signal);
  }

  async function send(request: OutgoingRequest): Promise<TransportResponse> {
    const host = request.url.host;
    const idempotent = request.idempotent ?? IDEMPOTENT_METHODS.has(request.method);
    let connectionLost = false;
    for (let attempt = 0; ; attempt += 1) {
      throwIfCancelled(request.signal);
      const release = await limiter.acquire(host, request.signal, request.lane);
      let outcome: Attempt;
      try {
        outcome = await attemptOnce(request, attempt + 1);
      } finally {
        release();
      }
      const lastAttempt = attempt + 1 >= retry.maxAttempts;
      if (outcome.kind === 'failure') {
        if (!idempotent || lastAttempt) throw outcome.error;
        connectionLost = true;
        await wait(host, 'connection-lost', backoffDelayMs(retry, attempt, clock.random), request.signal);
        continue;
      }
      const response = { ...outcome.response, replayedAfterConnectionLoss: connectionLost };
      const { status } = response;
      if (status === 429 || status === 503) {
        const waitMs = serverRetryDelayMs(response.headers, clock.now()) ?? backoffDelayMs(retry, attempt, clock.random);
        // Every request to this host waits, not only this one: the budget that ran out is shared upstream.
        // The pause holds even when this request gives up, so the others do not run into the same wall.
        limiter.pause(host, clock.now() + Math.min(waitMs, retry.maxServerWaitMs));
        const outOfAttempts = status === 429 ? attempt + 1 >= retry.maxRateLimitedAttempts : lastAttempt;
        if (!isRetryableStatus(response, idempotent) || outOfAttempts || waitMs > retry.maxServerWaitMs) return response;
        options.onWait?.({ host, reason: status === 429 ? 'rate-limited' : 'unavailable', waitMs });
        continue;
      }
      if (!isRetryableStatus(response, idempotent) || lastAttempt) return response;
      await wait(host, 'server-error', backoffDelayMs(retry, attempt, clock.random), request.signal);
    }
  }

  return { send, maxConcurrentPerHost };
}

const SERVER_ERRORS: ReadonlySet<number> = new Set([500, 502, 503, 504]);

/**
 * 429 means the request was turned away unprocessed, so any method may be sent again. Server errors
 * (500, 502, 503, 504) may come after a write was applied: reads and idempotent writes are replayed, other
 * writes only on a 503 that names a retry time (the service shedding load before acting).
 */
function isRetryableStatus(response: TransportResponse, idempotent: boolean): boolean {
  const { status } = response;
  if (status === 429) return true;
  if (!SERVER_ERRORS.has(status)) return false;
  return idempotent || (status === 503 && response.headers.has('retry-after'));
}

function connectionError(request: OutgoingRequest, timedOut: boolean, timeoutMs: number): AppError {
  const host = request.url.host;
  const mayHaveApplied = request.method !== 'GET';
  const unsure = mayHaveApplied ? ' The change may or may not have been made; check before trying again.' : '';
  if (timedOut) {
    return new AppError('TIMEOUT', `${host} did not answer within ${Math.round(timeoutMs / 1000)} seconds.${unsure}`);
  }
  return new AppError('NETWORK', `The connection to ${host} failed. Check your network connection.${unsure}`);
}
