/**
 * `npm run sandbox`: starts the sandbox and prints exactly one JSON "ready" line to stdout.
 * Everything else (errors) goes to stderr, so scripts can read the line and nothing more.
 */
import { parseSandboxArgs } from './cli-options';
import { startSandbox } from './server';

async function main(): Promise<void> {
  const sandbox = await startSandbox(parseSandboxArgs(process.argv.slice(2)));
  const ready = { sandbox: 'ready', baseUrl: sandbox.baseUrl, ...sandbox.credentials };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  const stop = (): void => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`sandbox: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
