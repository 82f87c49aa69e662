import type { Worker } from 'node:worker_threads';
import type { Scale } from '../../sandbox/kit';
import { sourceWorker, type WorkerLauncher } from '../../platform/source-worker';
import { withTimeout } from '../../platform/with-timeout';
import type { RunningDemo, StartDemo } from './demo-controller';
import type { SandboxWorkerAnswer, SandboxWorkerRequest } from './sandbox-worker-protocol';

/** The demo's sandbox thread from source (tests, the loopback bridge, `npm run web`); the desktop app passes its bundled one. */
export const sourceSandboxWorker: WorkerLauncher = sourceWorker(new URL('./sandbox-worker.ts', import.meta.url));

/** How long a closing demo may take to save its world before its thread is stopped anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

/** The next answer of one of these kinds. */
function nextAnswer<K extends SandboxWorkerAnswer['kind']>(worker: Worker, kinds: readonly K[]): Promise<Extract<SandboxWorkerAnswer, { kind: K }>> {
  return new Promise((resolve) => {
    const listen = (answer: SandboxWorkerAnswer) => {
      if (!(kinds as readonly string[]).includes(answer.kind)) return;
      worker.off('message', listen);
      resolve(answer as Extract<SandboxWorkerAnswer, { kind: K }>);
    };
    worker.on('message', listen);
  });
}

/** Resolves with why the thread ended, whenever it does. */
function threadEnd(worker: Worker): Promise<Error> {
  return new Promise((resolve) => {
    worker.once('error', resolve);
    worker.once('exit', (code) => resolve(new Error(`its thread ended with exit code ${code}`)));
  });
}

/**
 * The demo organization is the sandbox on a random loopback port, in a worker thread of its own: the
 * core reaches it over HTTP as it would Atlassian, and nothing the sandbox works on can stall the core's
 * event loop. Closing lets the thread save the world, then stops it. A thread that ends on its own is
 * reported through `onCrash` (the controller starts a new one on the next call). `scale` picks the world
 * (`npm run web -- --demo --scale enterprise`); any but the demo's own lives in memory only.
 */
export function sandboxDemoInWorker(launch: WorkerLauncher, scale: Scale = 'demo'): StartDemo {
  return async ({ stateFile, seed, stagingOf, stateKey, onCrash }) => {
    const worker = launch();
    const ended = threadEnd(worker);
    // Exactly the key's bytes: a pooled Buffer's clone would carry the whole pool along.
    // Only the demo's own world keeps its changes: the enterprise world's file is 420 MB and takes ~10 s to
    // write after each change, and a larger world must not take over the demo's file either.
    const start: SandboxWorkerRequest = { kind: 'start', stateFile: scale === 'demo' ? stateFile : undefined, seed, ...(stagingOf ? { stagingOf } : {}), scale, stateKey: new Uint8Array(stateKey) };
    worker.postMessage(start);
    const first = await Promise.race([nextAnswer(worker, ['ready', 'failed']), ended.then((error) => ({ kind: 'failed' as const, message: error.message }))]);
    if (first.kind === 'failed') {
      await worker.terminate();
      throw new Error(`The demo organization could not start: ${first.message}`);
    }
    let closing = false;
    void ended.then((error) => {
      if (!closing) onCrash?.(error);
    });
    const running: RunningDemo = {
      baseUrl: first.baseUrl,
      credentials: first.credentials,
      close: async () => {
        if (closing) return;
        closing = true;
        const closed = Promise.race([nextAnswer(worker, ['closed']), ended]);
        worker.postMessage({ kind: 'close' } satisfies SandboxWorkerRequest);
        await withTimeout(() => closed, CLOSE_TIMEOUT_MS, () => new Error('the demo organization took too long to close')).catch(() => undefined);
        await worker.terminate();
      },
    };
    return running;
  };
}
