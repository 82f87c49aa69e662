/**
 * A line for work that must not all run at once: at most `limit` tasks run, the others wait their turn in
 * the order they came. A task whose signal aborts while it waits leaves the line without ever running, so
 * work nobody wants any more costs nothing.
 */
export function takeTurns(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const turn = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (running < limit) {
        running += 1;
        resolve();
        return;
      }
      const go = () => {
        signal.removeEventListener('abort', leave);
        running += 1;
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(signal.reason);
      };
      waiting.push(go);
      signal.addEventListener('abort', leave, { once: true });
    });

  return async function inTurn<T>(signal: AbortSignal, task: () => Promise<T>): Promise<T> {
    signal.throwIfAborted();
    await turn(signal);
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
