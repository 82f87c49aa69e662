import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxWorkerAnswer, SandboxWorkerRequest } from '../app/core/demo/sandbox-worker-protocol';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');
let out: string;

async function jsFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && /\.[cm]?js$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

async function readAll(dir: string): Promise<string> {
  const files = await jsFiles(dir);
  return (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
}

/**
 * Bare module names a bundle still loads at run time: `import ... from "x"`, `import("x")`, `require("x")`.
 * The keyword never follows a quote and a module name has no white space, so text such as
 * `'to' : 'from'} ${…}` in a template is not taken for an import.
 */
function runtimeImports(code: string): Set<string> {
  const names = new Set<string>();
  for (const match of code.matchAll(/(?:(?<!["'])\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^import\s+)["']([^"'./\s][^"'\s]*)["']/gm)) {
    const spec = match[1] ?? '';
    names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec));
  }
  return names;
}

// A fresh production build into a temporary folder, so the check never reads a stale or half-written out/.
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'orgdesk-bundle-'));
  await run(join(root, 'node_modules/.bin/electron-vite'), ['build', '--outDir', out, '--logLevel', 'error'], { cwd: root });
}, 180_000);

afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe('the Electron bundle', () => {
  it('leaves the loopback bridge and its WebSocket server out of main', async () => {
    const main = await readAll(join(out, 'main'));
    expect(main).toContain('// main/ipc.ts');
    expect(main).not.toMatch(/^\/\/ app\/bridge\//m);
    expect(runtimeImports(main).has('ws')).toBe(false);
  });

  it('loads only shipped dependencies, Node built-ins and electron at run time', async () => {
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    const shipped = new Set([...Object.keys(pkg.dependencies ?? {}), 'electron', ...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
    const unshipped = [...runtimeImports(await readAll(join(out, 'main')))].filter((name) => !shipped.has(name));
    expect(unshipped).toEqual([]);
  });

  it('builds the preload as one CommonJS file that requires nothing but electron, as a sandbox demands', async () => {
    const files = await jsFiles(join(out, 'preload'));
    expect(files.map((file) => file.slice(out.length))).toEqual([join('/preload', 'preload.cjs')]);
    const preload = await readFile(files[0] ?? '', 'utf8');
    expect(preload).not.toMatch(/^\s*(import|export)\s/m);
    expect([...preload.matchAll(/require\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1])).toEqual(['electron']);
    expect(preload).toContain('exposeInMainWorld("api"');
  });

  it('emits a renderer page whose assets load relative to app://orgdesk/', async () => {
    const html = await readFile(join(out, 'renderer', 'index.html'), 'utf8');
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '').filter((url) => !url.startsWith('data:'));
    expect(sources.length).toBeGreaterThan(0);
    for (const url of sources) expect(url).toMatch(/^\.\//);
  });

  it('runs the demo’s sandbox from a worker file of its own, which starts, answers checked against the specs it carries, and closes', async () => {
    const main = await readFile(join(out, 'main', 'index.js'), 'utf8');
    // Main holds only the sandbox's shared types and helpers (kit.ts), never the server itself.
    expect(main).not.toMatch(/^\/\/ app\/sandbox\/(server|areas\/)/m);
    const file = (await readdir(join(out, 'main', 'chunks'))).find((name) => /^sandbox-worker-.+\.js$/.test(name));
    expect(file).toBeDefined();
    // As in the packaged app, the shipped dependencies sit beside out/.
    await symlink(join(root, 'node_modules'), join(out, 'node_modules'), 'dir');
    const worker = new Worker(join(out, 'main', 'chunks', file ?? ''));
    try {
      const next = () => new Promise<SandboxWorkerAnswer>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      const ready = next();
      worker.postMessage({ kind: 'start', stateFile: join(out, 'demo-world.json'), seed: 'bundle', scale: 'demo', stateKey: new Uint8Array(32) } satisfies SandboxWorkerRequest);
      const answer = await ready;
      if (answer.kind !== 'ready') throw new Error(`the bundled demo did not start: ${JSON.stringify(answer)}`);
      const { email, apiToken } = answer.credentials.site;
      const headers = { authorization: `Basic ${Buffer.from(`${email}:${apiToken}`).toString('base64')}` };
      expect((await fetch(`${answer.baseUrl}/wiki/api/v2/spaces?limit=2`, { headers })).status).toBe(200);
      expect((await fetch(`${answer.baseUrl}/wiki/api/v2/spaces?limit=999`, { headers })).status).toBe(400);
      const closed = next();
      worker.postMessage({ kind: 'close' } satisfies SandboxWorkerRequest);
      expect(await closed).toEqual({ kind: 'closed' });
    } finally {
      await worker.terminate();
    }
  });
});
