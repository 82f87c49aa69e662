/**
 * The core of the enterprise token review bench, in a process of its own so its memory is the core's alone
 * (the sandbox's world stays in the parent): scans the whole directory of the sandbox the parent names,
 * then serves the built renderer over the bridge and answers how much memory it holds. Started by
 * `bench/token-review-scale.ts` with `fork`; it talks over the IPC channel only.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBridge, type RunningBridge } from '../app/bridge/server';
import type { Channel, Input, Output } from '../app/contract/channels';
import { createTestCore, waitForJob } from '../app/core/test-support';
import { connectionPartsFor, type SandboxCredentials } from '../app/sandbox/kit';

/** What the parent sends: the sandbox to scan, then questions about memory, then stop. */
export type ToCore = { kind: 'scan'; baseUrl: string; credentials: SandboxCredentials } | { kind: 'memory' } | { kind: 'stop' };

export interface ScanDone {
  kind: 'scanned';
  jobId: string;
  accounts: number;
  scanSeconds: number;
  pageUrl: string;
}

export interface CoreMemory {
  kind: 'memory';
  /** Resident set now and at its peak (VmHWM), in megabytes. */
  rssMb: number;
  peakRssMb: number;
  /** The JS heap in use after a full garbage collection: what the core really keeps. */
  heapUsedMb: number;
}

export type FromCore = ScanDone | CoreMemory;

const megabytes = (bytes: number) => Math.round(bytes / 1e6);

/** The kernel's count of this process's peak resident set (VmHWM), which no sampling can miss. */
function peakRssBytes(): number {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmHWM:'));
  const kilobytes = Number(line?.replace(/\D+/g, '') ?? 0);
  return kilobytes > 0 ? kilobytes * 1024 : process.memoryUsage().rss;
}

function send(message: FromCore): void {
  process.send?.(message);
}

async function scanAndServe(baseUrl: string, credentials: SandboxCredentials): Promise<{ bridge: RunningBridge; cleanup: () => Promise<void> }> {
  const testCore = await createTestCore();
  const call = async <C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>> => {
    const result = await testCore.core.dispatch(channel, input);
    if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
    return result.data as Output<C>;
  };
  const { site, admin } = connectionPartsFor(baseUrl, credentials);
  const { id: connectionId } = await call('app.connections.add', { name: 'Bench', site, admin, bitbucket: null });
  const startedAt = performance.now();
  const started = await call('users.tokenScan.start', { connectionId, scope: { kind: 'directory' } });
  await waitForJob(testCore.core, started.jobId);
  const scanSeconds = Math.round((performance.now() - startedAt) / 100) / 10;
  const bridge = await startBridge({ dispatch: testCore.core.dispatch, onEvent: testCore.core.onEvent, staticDir: resolve('out/renderer') });
  send({ kind: 'scanned', jobId: started.jobId, accounts: started.accounts, scanSeconds, pageUrl: bridge.pageUrl });
  return { bridge, cleanup: testCore.cleanup };
}

let running: { bridge: RunningBridge; cleanup: () => Promise<void> } | undefined;
process.on('message', (message: ToCore) => {
  if (message.kind === 'scan') {
    void scanAndServe(message.baseUrl, message.credentials).then(
      (served) => (running = served),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  } else if (message.kind === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    send({ kind: 'memory', rssMb: megabytes(process.memoryUsage().rss), peakRssMb: megabytes(peakRssBytes()), heapUsedMb: megabytes(process.memoryUsage().heapUsed) });
  } else {
    void (async () => {
      await running?.bridge.close();
      await running?.cleanup();
      process.exit(0);
    })();
  }
});
