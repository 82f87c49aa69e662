/** How an operation that outlived its deadline ended after all. */
export type LateOutcome<T> = { ok: true; value: T } | { ok: false };

/**
 * Runs `operation` with a deadline. On expiry the operation's signal is aborted and the returned promise
 * rejects with `onTimeout()` at once, even if the operation itself never settles (a native call stuck on
 * an invisible OS prompt cannot always be interrupted). If it does settle after that, `onLate` hears how,
 * so a change nobody waited for can be undone.
 */
export function withTimeout<T>(
  operation: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
  onTimeout: () => Error,
  onLate?: (outcome: LateOutcome<T>) => void,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      reject(onTimeout());
    }, timeoutMs);
    Promise.resolve()
      .then(() => operation(controller.signal))
      .then(
        (value) => {
          if (timedOut) onLate?.({ ok: true, value });
          resolve(value);
        },
        (error: unknown) => {
          if (timedOut) onLate?.({ ok: false });
          reject(error);
        },
      )
      .finally(() => clearTimeout(timer));
  });
}
