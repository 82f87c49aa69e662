import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

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
});
