import type { SandboxCredentials } from '../../sandbox/kit';

/** What the core asks of the demo's sandbox thread. */
export type SandboxWorkerRequest = { kind: 'start'; stateFile: string; seed: string; stagingOf?: string; stateKey: Uint8Array } | { kind: 'close' };

/** What the thread answers: listening (with its address and secrets), could not start, or closed with its world saved. */
export type SandboxWorkerAnswer = { kind: 'ready'; baseUrl: string; credentials: SandboxCredentials } | { kind: 'failed'; message: string } | { kind: 'closed' };
