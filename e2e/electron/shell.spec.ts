import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);

/**
 * The Electron binary the `electron` package would start, or null when it was never downloaded. Reads the
 * package's own `path.txt` instead of calling `require('electron')`, whose index tries to download the
 * binary when it is missing.
 */
function electronBinary(): string | null {
  const packageDir = dirname(require.resolve('electron/package.json'));
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

const binary = electronBinary();

test.describe('Electron shell', () => {
  test.skip(binary === null, 'Electron binary not available on this machine');

  let app: ElectronApplication;
  let userData: string;

  test.beforeAll(async () => {
    await promisify(execFile)(join(root, 'node_modules', '.bin', 'electron-vite'), ['build', '--logLevel', 'error'], { cwd: root });
    userData = await mkdtemp(join(tmpdir(), 'orgdesk-e2e-user-data-'));
    app = await electron.launch({
      executablePath: binary ?? undefined,
      // Chromium refuses to start as root (CI containers) unless its OS sandbox is off; the renderer's
      // own sandbox flag, which this spec is about, is unaffected.
      args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), `--user-data-dir=${userData}`, root],
      cwd: root,
    });
  });

  test.afterAll(async () => {
    await app?.close();
    if (userData) await rm(userData, { recursive: true, force: true });
  });

  test('opens one window titled Orgdesk, served from app://orgdesk', async () => {
    const page = await app.firstWindow();
    await expect(page).toHaveTitle('Orgdesk');
    expect(page.url()).toMatch(/^app:\/\/orgdesk\//);
    expect(app.windows()).toHaveLength(1);
  });

  test('exposes a frozen window.api with only invoke, cancel and on, and no Node', async () => {
    const page = await app.firstWindow();
    const shape = await page.evaluate(() => {
      const api = (globalThis as unknown as { api?: object }).api;
      return {
        frozen: api !== undefined && Object.isFrozen(api),
        keys: api ? Object.keys(api).sort() : [],
        node: typeof (globalThis as { require?: unknown }).require !== 'undefined' || typeof (globalThis as { process?: unknown }).process !== 'undefined',
      };
    });
    expect(shape).toEqual({ frozen: true, keys: ['cancel', 'invoke', 'on'], node: false });
  });

  test('answers a call through IPC with the core result', async () => {
    const page = await app.firstWindow();
    const result = await page.evaluate(() => {
      const api = (globalThis as unknown as { api: { invoke(id: string, channel: string, input: unknown): Promise<unknown> } }).api;
      return api.invoke('e2e-app-info', 'app.info', {});
    });
    expect(result).toMatchObject({ ok: true, data: { transport: 'electron' } });
  });
});
