import { startSandbox } from '../../sandbox/server';
import type { StartDemo } from './demo-controller';

/** The demo organization is the sandbox itself, in this process, on a random loopback port. */
export const startSandboxDemo: StartDemo = async ({ stateFile, seed, stateKey }) => {
  const sandbox = await startSandbox({ port: 0, seed, scale: 'demo', stateFile, stateKey });
  return { baseUrl: sandbox.baseUrl, credentials: sandbox.credentials, close: () => sandbox.close() };
};
