import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MessageChannel, Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceWorkerScript } from '../../platform/source-worker';
import { createTestCore, type TestCore } from '../test-support';
import { sandboxDemoInWorker } from './start-sandbox-demo';

/**
 * Added to the real sandbox thread for these tests only, on a channel of its own (the sandbox's messages
 * stay untouched): asked to hold, it says so, then blocks the thread's whole event loop until the test
 * lets it go, as a long search would, but for exactly as long as the test wants.
 */
const HOLD_HOOK = `
const { workerData } = require('node:worker_threads');
workerData.holdPort.unref();
workerData.holdPort.on('message', (gate) => {
  workerData.holdPort.postMessage('held');
  Atomics.wait(new Int32Array(gate), 0, 0);
});`;
const sandboxEntry = new URL('./sandbox-worker.ts', import.meta.url);

interface HeldThread {
  worker: Worker;
  /** Blocks the thread's event loop; the returned function lets it go again. */
  hold(): Promise<() => void>;
}

/** Launches the real sandbox thread and keeps each one, so a test can hold or end it. */
function threads() {
  const launched: HeldThread[] = [];
  return {
    launched,
    launch: () => {
      const { port1, port2 } = new MessageChannel();
      const worker = new Worker(`${sourceWorkerScript(sandboxEntry)}\n${HOLD_HOOK}`, { eval: true, workerData: { holdPort: port2 }, transferList: [port2] });
      port1.unref();
      const hold = async () => {
        const gate = new Int32Array(new SharedArrayBuffer(4));
        const held = new Promise((resolve) => port1.once('message', resolve));
        port1.postMessage(gate.buffer);
        await held;
        return () => {
          Atomics.store(gate, 0, 1);
          Atomics.notify(gate, 0);
        };
      };
      launched.push({ worker, hold });
      return worker;
    },
  };
}

let t: TestCore;
afterEach(() => t.cleanup());

type Checks = { checks: { area: string; authenticated: boolean }[] };
const allAuthenticated = (checks: Checks['checks']) => checks.every((check) => check.authenticated);

describe('the demo organization in a thread of its own', () => {
  it('lets the core answer while the demo’s sandbox is stuck, and the waiting call completes once it is free', async () => {
    const { launch, launched } = threads();
    t = await createTestCore({ sandboxWorker: launch });
    const started = await t.core.dispatch('app.demo.start', {});
    if (!started.ok) throw new Error(started.error.message);
    const id = (started.data as { id: string }).id;

    const release = await launched[0]!.hold();
    let answered = false;
    const tested = t.core.dispatch('app.connections.test', { id }).finally(() => {
      answered = true;
    });
    // The sandbox cannot answer anything now; the core still answers every call that does not need it.
    expect(await t.core.dispatch('app.info.get', {})).toMatchObject({ ok: true });
    expect(await t.core.dispatch('app.connections.list', {})).toMatchObject({ ok: true, data: { activeId: id } });
    expect(await t.core.dispatch('app.activity.list', {})).toMatchObject({ ok: true });
    expect(answered).toBe(false);

    release();
    const result = await tested;
    expect(result.ok && allAuthenticated((result.data as Checks).checks)).toBe(true);
  });

  it('starts a new thread on the next call after one died, and says why in the log', async () => {
    const { launch, launched } = threads();
    const problems: string[] = [];
    t = await createTestCore({ sandboxWorker: launch, onInternalError: (_channel, error) => problems.push(String(error)) });
    const started = await t.core.dispatch('app.demo.start', {});
    if (!started.ok) throw new Error(started.error.message);
    const id = (started.data as { id: string }).id;

    await launched[0]!.worker.terminate();
    await expect.poll(() => problems).toEqual([expect.stringMatching(/The demo organization stopped unexpectedly \(.+\); it starts again on the next call\./)]);

    const tested = await t.core.dispatch('app.connections.test', { id });
    expect(tested.ok && allAuthenticated((tested.data as Checks).checks)).toBe(true);
    expect(launched).toHaveLength(2);
  });

  it('answers a thread that cannot start with a sentence, and tries again on the next call', async () => {
    const real = threads();
    let attempts = 0;
    const problems: string[] = [];
    const launch = () => {
      attempts += 1;
      return attempts === 1 ? new Worker('throw new Error("the sandbox code is missing")', { eval: true }) : real.launch();
    };
    t = await createTestCore({ sandboxWorker: launch, onInternalError: (_channel, error) => problems.push(String(error)) });
    expect(await t.core.dispatch('app.demo.start', {})).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'INTERNAL', message: 'The demo organization could not start. Try again; if it keeps failing, use “Reset demo” on Connections.' }) as unknown,
    });
    expect(problems).toEqual([expect.stringContaining('the sandbox code is missing')]);
    expect(await t.core.dispatch('app.demo.start', {})).toMatchObject({ ok: true, data: { isDemo: true } });
  });

  it('saves the world when it closes, so the next start finds what was changed', async () => {
    t = await createTestCore();
    const start = sandboxDemoInWorker(threads().launch);
    const options = { stateFile: join(t.dataDir, 'world.json'), seed: 'thread-test', stateKey: randomBytes(32) };
    const first = await start(options);
    const { email, apiToken } = first.credentials.site;
    const headers = { authorization: `Basic ${Buffer.from(`${email}:${apiToken}`).toString('base64')}`, 'content-type': 'application/json' };
    const spaces = (await (await fetch(`${first.baseUrl}/wiki/api/v2/spaces?limit=1`, { headers })).json()) as { results: { id: string }[] };
    const body = JSON.stringify({ spaceId: spaces.results[0]?.id, status: 'current', title: 'Written just before closing', body: { representation: 'storage', value: '<p>Kept</p>' } });
    const created = (await (await fetch(`${first.baseUrl}/wiki/api/v2/pages`, { method: 'POST', headers, body })).json()) as { id: string };
    await first.close();
    expect((await fetch(`${first.baseUrl}/wiki/api/v2/pages/${created.id}`, { headers }).catch(() => null))?.ok ?? false).toBe(false);

    const second = await start(options);
    try {
      const again = await fetch(`${second.baseUrl}/wiki/api/v2/pages/${created.id}`, { headers });
      expect(await again.json()).toMatchObject({ id: created.id, title: 'Written just before closing' });
    } finally {
      await second.close();
    }
  });

  it('runs a larger world when asked, in memory, leaving the demo’s own file alone', async () => {
    t = await createTestCore();
    const stateFile = join(t.dataDir, 'world.json');
    const demo = await sandboxDemoInWorker(threads().launch, 'large')({ stateFile, seed: 'thread-test', stateKey: randomBytes(32) });
    try {
      const { email, apiToken } = demo.credentials.site;
      const headers = { authorization: `Basic ${Buffer.from(`${email}:${apiToken}`).toString('base64')}` };
      const projects = (await (await fetch(`${demo.baseUrl}/rest/api/3/project/search?maxResults=1`, { headers })).json()) as { total: number };
      expect(projects.total).toBe(250);
    } finally {
      await demo.close();
    }
    expect(existsSync(stateFile)).toBe(false);
  }, 60_000);
});
