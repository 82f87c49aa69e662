/**
 * Runs `operation` with a deadline. On expiry the operation's signal is aborted and the returned promise
 * rejects with `onTimeout()` at once, even if the operation itself never settles (a native call stuck on
 * an invisible OS prompt cannot always be interrupted).
 */
export function withTimeout<T>(
  operation: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
  onTimeout: () => Error,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(onTimeout());
    }, timeoutMs);
    Promise.resolve()
      .then(() => operation(controller.signal))
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}
