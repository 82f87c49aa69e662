import { createHmac, randomUUID } from 'node:crypto';
import type { HandlerEnv } from '../../kit';
import { isLoopbackHost } from './hook-input';
import type { BitbucketState, DeliveryAttempt, DeliveryRecord, StoredHook } from './state';

/** How many deliveries the log keeps; older ones fall off. */
const keptDeliveries = 200;

export const notOnThisMachine = 'Not delivered: the sandbox only delivers on this machine.';
const stoppedEarly = 'The sandbox stopped before the delivery finished.';

/** `X-Hub-Signature`, as Bitbucket computes it: HMAC-SHA256 of the exact body bytes, hex, with the secret as key. */
export function hubSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** The log, also for a world saved before the sandbox kept one. */
export function deliveryLog(state: BitbucketState): DeliveryRecord[] {
  state.deliveries ??= [];
  return state.deliveries;
}

function deliverable(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && isLoopbackHost(parsed.hostname);
}

interface Outbound {
  record: DeliveryRecord;
  body: string;
  /** Taken when the event happened: a secret changed afterwards does not change a delivery under way. */
  secret: string | null;
}

function headersFor(outbound: Outbound, attempt: number): Record<string, string> {
  const { record, body, secret } = outbound;
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'Bitbucket-Webhooks/2.0',
    'X-Event-Key': record.event,
    'X-Hook-UUID': record.hookUuid.replace(/[{}]/g, ''),
    'X-Request-UUID': record.id,
    'X-Attempt-Number': String(attempt),
    'X-Event-Time': new Date(record.triggeredAt).toUTCString(),
    ...(secret === null ? {} : { 'X-Hub-Signature': hubSignature(secret, body) }),
  };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

async function attemptOnce(outbound: Outbound, attempt: number, env: HandlerEnv, stop: AbortSignal): Promise<DeliveryAttempt> {
  const startedAt = Date.now();
  const timeout = AbortSignal.timeout(env.delivery.timeoutMs);
  const seconds = env.delivery.timeoutMs / 1000;
  const send = () =>
    fetch(outbound.record.url, {
      method: 'POST',
      headers: headersFor(outbound, attempt),
      body: outbound.body,
      redirect: 'manual',
      signal: AbortSignal.any([stop, timeout]),
    });
  try {
    // A connection kept open from an earlier delivery may have been closed by the receiver meanwhile; Bitbucket
    // opens a new one for each delivery, so the sandbox sends once more on a fresh connection before judging.
    const response = await send().catch((error: unknown) => (codeOf(error) === 'UND_ERR_SOCKET' && !stop.aborted && !timeout.aborted ? send() : Promise.reject(error)));
    await response.body?.cancel();
    return { attempt, startedAt: new Date(startedAt).toISOString(), durationMs: Date.now() - startedAt, status: response.status, error: null };
  } catch (error) {
    const why = timeout.aborted ? `No answer within ${seconds} s.` : stop.aborted ? stoppedEarly : connectionProblem(error);
    return { attempt, startedAt: new Date(startedAt).toISOString(), durationMs: Date.now() - startedAt, status: null, error: why };
  }
}

/** Why no connection was made, in words; the system's own code stays in brackets for whoever looks further. */
/** The system's code for a failed request (`ECONNREFUSED`, `UND_ERR_SOCKET` ...), or ''. */
function codeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
}

function connectionProblem(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = codeOf(error);
  if (code === 'ECONNREFUSED') return 'Refused: nothing accepts connections at that address (ECONNREFUSED).';
  return `Could not connect (${code || (cause instanceof Error ? cause.message : 'unknown failure')}).`;
}

/** Sends one delivery: 2xx is delivered; a 5xx is tried again after each retry pause; anything else fails. */
async function deliver(outbound: Outbound, env: HandlerEnv, stop: AbortSignal): Promise<void> {
  const { record } = outbound;
  const tries = env.delivery.retryDelaysMs.length + 1;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const result = await attemptOnce(outbound, attempt, env, stop);
    record.attempts.push(result);
    const { status } = result;
    if (status !== null && status >= 200 && status < 300) {
      record.outcome = 'delivered';
    } else if (status !== null && status >= 500 && attempt < tries && !stop.aborted) {
      env.changed();
      await pause(env.delivery.retryDelaysMs[attempt - 1] ?? 0, stop);
      continue;
    } else {
      record.outcome = 'failed';
      record.reason = result.error ?? `The receiver answered ${status ?? 'nothing'}.`;
    }
    break;
  }
  env.changed();
}

/**
 * One event in the workspace: a delivery to every active hook that subscribes to it. Hooks on this
 * machine get a real, signed HTTP delivery in the background; any other address is logged as not
 * delivered. Returns the deliveries as they stand when the answer is sent, and the paused hooks skipped.
 */
export function dispatchEvent(
  state: BitbucketState,
  workspaceSlug: string,
  hooks: readonly StoredHook[],
  event: string,
  body: string,
  env: HandlerEnv,
): { deliveries: DeliveryRecord[]; paused: StoredHook[] } {
  const subscribed = hooks.filter((hook) => hook.events.includes(event));
  const log = deliveryLog(state);
  const triggeredAt = new Date().toISOString();
  const deliveries = subscribed
    .filter((hook) => hook.active)
    .map((hook): DeliveryRecord => {
      const onThisMachine = deliverable(hook.url);
      const record: DeliveryRecord = {
        id: randomUUID(),
        workspace: workspaceSlug,
        hookUuid: hook.uuid,
        url: hook.url,
        event,
        triggeredAt,
        signed: hook.secret !== null,
        outcome: onThisMachine ? 'pending' : 'not-delivered',
        reason: onThisMachine ? null : notOnThisMachine,
        attempts: [],
      };
      log.push(record);
      if (onThisMachine) {
        const outbound: Outbound = { record, body, secret: hook.secret };
        env.background((stop) => deliver(outbound, env, stop));
      }
      return record;
    });
  log.splice(0, Math.max(0, log.length - keptDeliveries));
  return { deliveries: structuredClone(deliveries), paused: subscribed.filter((hook) => !hook.active) };
}
