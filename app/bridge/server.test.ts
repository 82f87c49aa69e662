import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestCore, type TestCore } from '../core/test-support';
import { startBridge, type RunningBridge } from './server';

let t: TestCore;
let bridge: RunningBridge;
let staticDir: string;

beforeEach(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'orgdesk-static-'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Orgdesk</title>');
  t = await createTestCore();
  bridge = await startBridge({ dispatch: t.core.dispatch, onEvent: t.core.onEvent, staticDir });
});
afterEach(async () => {
  await bridge.close();
  await t.cleanup();
  await rm(staticDir, { recursive: true, force: true });
});

const invoke = (channel: string, input: unknown, headers: Record<string, string> = {}) =>
  fetch(`${bridge.origin}/api/invoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bridge.token}`, ...headers },
    body: JSON.stringify({ callId: crypto.randomUUID(), channel, input }),
  });

describe('loopback bridge', () => {
  it('serves calls through the same dispatcher, with the token', async () => {
    const response = await invoke('app.connections.list', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, data: { connections: [], activeId: null } });
  });

  it('refuses a missing or wrong token and a foreign origin', async () => {
    expect((await invoke('app.connections.list', {}, { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await invoke('app.connections.list', {}, { authorization: '' })).status).toBe(401);
    expect((await invoke('app.connections.list', {}, { origin: 'http://evil.test' })).status).toBe(403);
  });

  it('refuses a request whose Host is not the loopback address (DNS rebinding)', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(`${bridge.origin}/`, { headers: { host: 'evil.test' } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
  });

  it('serves the renderer with a CSP and never a file outside its folder', async () => {
    const page = await fetch(`${bridge.origin}/`);
    expect(await page.text()).toContain('<title>Orgdesk</title>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await fetch(`${bridge.origin}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });

  it('sends built files compressed when the browser takes it, and lets hashed ones be cached for good', async () => {
    const script = `export const words = ${JSON.stringify('orgdesk '.repeat(4000))};`;
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'assets', 'index-BK4_G7Wu.js'), script);
    await writeFile(join(staticDir, 'assets', 'tiny-Cq1aZ9xy.js'), 'export {};');
    const raw = (path: string, acceptEncoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        request(`${bridge.origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });

    const br = await raw('/assets/index-BK4_G7Wu.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');

    const gz = await raw('/assets/index-BK4_G7Wu.js', 'gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(script);

    const plain = await raw('/assets/index-BK4_G7Wu.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
    // Too small to be worth compressing.
    expect((await raw('/assets/tiny-Cq1aZ9xy.js', 'br')).headers['content-encoding']).toBeUndefined();

    const page = await raw('/', 'br');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('pushes events over the WebSocket only with the token', async () => {
    const wsUrl = `${bridge.origin.replace('http', 'ws')}/api/events`;
    const refused = new WebSocket(`${wsUrl}?token=wrong`);
    await expect(new Promise((resolve, reject) => refused.on('open', resolve).on('error', reject))).rejects.toThrow();

    const socket = new WebSocket(`${wsUrl}?token=${encodeURIComponent(bridge.token)}`);
    await new Promise((resolve) => socket.on('open', resolve));
    const message = new Promise<unknown>((resolve) => socket.on('message', (data) => resolve(JSON.parse(String(data)))));
    await invoke('app.connections.add', { name: 'Acme', site: { url: 'https://acme.atlassian.net', email: 'a@acme.test', apiToken: 'x' }, admin: null, bitbucket: null });
    expect(await message).toMatchObject({ event: expect.stringMatching(/connections.changed|activity.appended/) });
    socket.close();
  });

  it('aborts the handler’s signal when the call is cancelled', async () => {
    let sawAbort = false;
    const slow = await startBridge({
      onEvent: () => () => undefined,
      dispatch: (_channel, _input, signal) =>
        new Promise((resolve) =>
          signal?.addEventListener('abort', () => {
            sawAbort = true;
            resolve({ ok: false, error: { code: 'CANCELLED', message: 'The request was cancelled.' } });
          }),
        ),
    });
    const post = (path: string, body: unknown) =>
      fetch(`${slow.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${slow.token}` },
        body: JSON.stringify(body),
      });
    const pending = post('/api/invoke', { callId: 'call-1', channel: 'app.connections.test', input: { id: 'x' } });
    let cancelled = false;
    while (!cancelled) cancelled = ((await (await post('/api/cancel', { callId: 'call-1' })).json()) as { cancelled: boolean }).cancelled;
    expect(await (await pending).json()).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(sawAbort).toBe(true);
    await slow.close();
  });
});
