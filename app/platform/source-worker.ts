import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Starts one worker thread; the desktop app passes launchers for its bundled worker files. */
export type WorkerLauncher = () => Worker;

/**
 * The script a worker thread runs to load a TypeScript entry from source (tests, the loopback bridge,
 * `npm run web`): it registers tsx in the new thread, then imports the entry. A CommonJS script, so
 * more code may follow it in the same thread.
 */
export function sourceWorkerScript(entry: URL): string {
  // tsx publishes its register API as a CommonJS and an ES module side by side; the ES one works in a thread.
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  return `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); }).catch((error) => { console.error(error); process.exit(1); });`;
}

/** A launcher of worker threads that run `entry` from source. */
export function sourceWorker(entry: URL): WorkerLauncher {
  return () => new Worker(sourceWorkerScript(entry), { eval: true });
}
