import type { SandboxCredentials, Scale } from '../../sandbox/kit';

/** What the core asks of the demo's sandbox thread. */
/** `stateFile` is left out for a world too large to write after every change (see `sandboxDemoInWorker`). */
export type SandboxWorkerRequest = { kind: 'start'; stateFile: string | undefined; seed: string; stagingOf?: string; scale: Scale; stateKey: Uint8Array } | { kind: 'close' };

/** What the thread answers: listening (with its address and secrets), could not start, or closed with its world saved. */
export type SandboxWorkerAnswer = { kind: 'ready'; baseUrl: string; credentials: SandboxCredentials } | { kind: 'failed'; message: string } | { kind: 'closed' };
