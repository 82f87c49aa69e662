import { parentPort } from 'node:worker_threads';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { reducedSpecCatalog } from '../../sandbox/validation/catalog';
import { warmRequestChecks } from '../../sandbox/validation/request';
import type { SandboxWorkerAnswer, SandboxWorkerRequest } from './sandbox-worker-protocol';

/**
 * The demo organization's thread: the sandbox serves the demo from here, on its own event loop, so no
 * request it works on (a slow search, a large world written to disk) can hold up the core's.
 */

let sandbox: RunningSandbox | null = null;

const answer = (message: SandboxWorkerAnswer): void => parentPort?.postMessage(message);
const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function handle(request: SandboxWorkerRequest): Promise<void> {
  if (request.kind === 'start') {
    if (sandbox !== null) return answer({ kind: 'failed', message: 'the demo organization is already running' });
    try {
      const { stateFile, seed, stagingOf, scale, stateKey } = request;
      sandbox = await startSandbox({ port: 0, seed, stagingOf, scale, stateFile, stateKey: Buffer.from(stateKey) });
      answer({ kind: 'ready', baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
      // While nobody waits yet: the checks a first write would otherwise compile on the spot.
      void warmRequestChecks(reducedSpecCatalog().operations());
    } catch (error) {
      answer({ kind: 'failed', message: reason(error) });
    }
    return;
  }
  const running = sandbox;
  sandbox = null;
  try {
    await running?.close();
  } catch (error) {
    process.stderr.write(`The demo organization could not save its world on closing: ${reason(error)}\n`);
  }
  answer({ kind: 'closed' });
}

parentPort?.on('message', (request: SandboxWorkerRequest) => {
  if (request.kind === 'start' || request.kind === 'close') void handle(request);
});
