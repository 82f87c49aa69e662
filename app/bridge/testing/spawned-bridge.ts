import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface SpawnedBridge {
  origin: string;
  token: string;
  /** Null while the process runs; its exit code or signal once it has died. */
  exit(): string | null;
  /** What the process wrote to stderr, for a test that fails. */
  stderr(): string;
  stop(): Promise<void>;
}

/**
 * `npm run web`'s harness in a process of its own, so a test can tell whether something sent to the bridge
 * kills it (in the test's own process a crash would take the test runner down instead).
 */
export async function spawnBridge(args: readonly string[] = []): Promise<SpawnedBridge> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'app/bridge/web.ts', '--static', 'app/bridge', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exit: string | null = null;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = signal ?? String(code);
      resolve();
    });
  });
  const line = await new Promise<string>((resolve, reject) => {
    if (!child.stdout) return reject(new Error('the harness has no stdout'));
    createInterface({ input: child.stdout }).once('line', resolve);
    void exited.then(() => reject(new Error(`the harness exited early with ${exit}: ${stderr}`)));
  });
  const url = new URL((JSON.parse(line) as { url: string }).url);
  return {
    origin: url.origin,
    token: url.searchParams.get('token') ?? '',
    exit: () => exit,
    stderr: () => stderr,
    stop: async () => {
      if (exit === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
