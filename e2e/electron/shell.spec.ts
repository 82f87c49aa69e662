import { expect, test } from '@playwright/test';
import { electronBinary, launchDesktop, noElectronReason, type DesktopApp } from '../fixtures/electron';

/** What only the desktop shell has; the browser specs run against the shell too (see e2e/fixtures/harness.ts). */
test.describe('Electron shell', () => {
  test.skip(electronBinary === null, noElectronReason);

  let desktop: DesktopApp;
  let app: DesktopApp['app'];

  test.beforeAll(async () => {
    if (electronBinary === null) return;
    desktop = await launchDesktop(electronBinary);
    app = desktop.app;
  });

  test.afterAll(async () => {
    await desktop?.close();
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
      return api.invoke('e2e-app-info', 'app.info.get', {});
    });
    expect(result).toMatchObject({ ok: true, data: { transport: 'electron' } });
  });
});
