import { AppError } from '../../contract/errors';

/**
 * Time and chance, injected so backoff and shared pauses can be tested without real waiting.
 * `sleep` must reject with `CANCELLED` the moment its signal aborts.
 */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Float in [0, 1), used for backoff jitter. */
  random(): number;
}

export function cancelledError(): AppError {
  return new AppError('CANCELLED', 'The request was cancelled.');
}

export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw cancelledError();
}

function realSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelledError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(cancelledError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, Math.max(0, ms));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export const systemClock: Clock = { now: () => Date.now(), sleep: realSleep, random: Math.random };
