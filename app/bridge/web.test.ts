import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { spawnBridge } from './testing/spawned-bridge';

/** `npm run web`'s harness as a developer meets it: one JSON line, a page behind the token, a clean exit. */
describe('web harness', () => {
  it('prints one ready line with a working page URL and removes its temporary folder on exit', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'app/bridge/web.ts', '--static', 'app/bridge'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const firstLine = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`harness exited early with ${code}`)));
    });
    const ready = JSON.parse(firstLine) as { web: string; url: string; dataDir: string };
    expect(ready.web).toBe('ready');
    const url = new URL(ready.url);
    expect(url.hostname).toBe('127.0.0.1');
    const token = url.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);

    const call = await fetch(new URL('/api/invoke', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ callId: 'c1', channel: 'app.info.get', input: {} }),
    });
    expect(await call.json()).toMatchObject({ ok: true, data: { transport: 'bridge', secretStorage: 'memory' } });
    expect(existsSync(ready.dataDir)).toBe(true);

    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    expect(existsSync(ready.dataDir)).toBe(false);
  });

  it.skipIf(process.platform === 'win32')('creates the --data-dir folder owner-only', async () => {
    const root = await mkdtemp(join(tmpdir(), 'orgdesk-web-data-'));
    const dataDir = join(root, 'new', 'data');
    const bridge = await spawnBridge(['--data-dir', dataDir]);
    try {
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    } finally {
      await bridge.stop();
      await rm(root, { recursive: true, force: true });
    }
  });
});
