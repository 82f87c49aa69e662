import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, type CoreOptions } from '../app/core';
import * as mockedElectron from 'electron';
import type * as FakeElectron from './test-support/fake-electron';

vi.mock('electron', () => import('./test-support/fake-electron'));
vi.mock('../app/core', () => ({
  createCore: vi.fn(async () => ({
    dispatch: vi.fn(),
    onEvent: vi.fn(() => () => undefined),
    allowedOrigins: () => ({ images: [], sites: ['https://acme.atlassian.net'] }),
    dispose: vi.fn(async () => undefined),
  })),
}));
vi.mock('../app/platform/open-keychain', async () => {
  const { MemorySecretStore } = await import('../app/core/secrets/memory-secret-store');
  return { openKeychain: vi.fn(async () => ({ store: new MemorySecretStore(), problem: null })) };
});
vi.mock('./settings-store', () => ({
  openSettingsFile: vi.fn(() => ({})),
  ElectronSettingsStore: class {},
  ElectronWindowStateStore: class {
    load() {
      return undefined;
    }
    save() {}
  },
}));

// The mocked module is created once and survives `vi.resetModules`, unlike a direct import of the fake.
const electron = mockedElectron as unknown as typeof FakeElectron;

/** Loads main/index.ts afresh, as a new app process would. */
async function launch({ gotLock = true, isPackaged = true } = {}) {
  vi.resetModules();
  electron.resetFakeElectron();
  electron.app.isPackaged = isPackaged;
  electron.app.requestSingleInstanceLock.mockReturnValue(gotLock);
  await import('./index');
  return { electron, createCore: vi.mocked(createCore) };
}

async function ready() {
  electron.app.becomeReady();
  await vi.waitFor(() => expect(electron.FakeBrowserWindow.instances).toHaveLength(1));
  return electron.FakeBrowserWindow.instances[0];
}

describe('main process startup', () => {
  beforeEach(() => {
    delete process.env.ELECTRON_RENDERER_URL;
  });

  it('registers the app scheme and enforces the sandbox before Electron is ready', async () => {
    await launch();
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalled();
    expect(electron.app.enableSandbox).toHaveBeenCalled();
    expect(electron.FakeBrowserWindow.instances).toHaveLength(0);
  });

  it('quits at once when another instance already runs', async () => {
    await launch({ gotLock: false });
    expect(electron.app.quit).toHaveBeenCalled();
    electron.app.becomeReady();
    await Promise.resolve();
    expect(vi.mocked(createCore)).not.toHaveBeenCalled();
    expect(electron.FakeBrowserWindow.instances).toHaveLength(0);
  });

  it('locks down the session, serves the renderer and opens it from app://orgdesk when packaged', async () => {
    await launch();
    const window = await ready();
    expect(electron.session.defaultSession.setPermissionRequestHandler).toHaveBeenCalled();
    expect(electron.session.defaultSession.setPermissionCheckHandler).toHaveBeenCalled();
    expect(electron.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    expect(window?.loadURL).toHaveBeenCalledWith('app://orgdesk/index.html');
    expect(vi.mocked(createCore)).toHaveBeenCalledWith(expect.objectContaining({ transport: 'electron', version: '0.1.0-test' }));
  });

  it('uses the dev server only in development', async () => {
    process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173';
    await launch();
    expect((await ready())?.loadURL).toHaveBeenCalledWith('app://orgdesk/index.html');
    await launch({ isPackaged: false });
    expect((await ready())?.loadURL).toHaveBeenCalledWith('http://localhost:5173');
  });

  it('brings the existing window forward when Orgdesk is launched a second time', async () => {
    await launch();
    const window = await ready();
    if (!window) throw new Error('no window');
    window.minimized = true;
    electron.app.emit('second-instance');
    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
    expect(electron.FakeBrowserWindow.instances).toHaveLength(1);
  });

  it('opens a new window on a second launch when the app has none left (macOS)', async () => {
    await launch();
    const first = await ready();
    first?.webContents.destroy();
    first?.emit('closed');
    electron.app.emit('second-instance');
    expect(electron.FakeBrowserWindow.instances).toHaveLength(2);
  });

  it('guards every webContents that gets created', async () => {
    await launch();
    const contents = new electron.FakeWebContents();
    electron.app.emit('web-contents-created', {}, contents);
    expect(contents.fireCancellable('will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });

  it('gives the core a cookie-less net.fetch and an allow-listed openExternal', async () => {
    await launch();
    await ready();
    const options = vi.mocked(createCore).mock.calls[0]?.[0] as CoreOptions;
    await options.fetch('https://api.atlassian.com/x');
    expect(electron.net.fetch).toHaveBeenCalledWith('https://api.atlassian.com/x', { credentials: 'omit' });
    await expect(options.openExternal?.('https://evil.example/')).rejects.toMatchObject({ info: { code: 'FORBIDDEN' } });
    // Only the connected site, not any other *.atlassian.net.
    await expect(options.openExternal?.('https://globex.atlassian.net/')).rejects.toMatchObject({ info: { code: 'FORBIDDEN' } });
    await options.openExternal?.('https://acme.atlassian.net/');
    expect(electron.shell.openExternal).toHaveBeenCalledWith('https://acme.atlassian.net/');
  });

  it('saves the window as a PDF where the admin chooses, and nothing when they cancel', async () => {
    await launch();
    await ready();
    const options = vi.mocked(createCore).mock.calls[0]?.[0] as CoreOptions;
    const window = electron.FakeBrowserWindow.instances[0];
    const folder = await mkdtemp(join(tmpdir(), 'orgdesk-pdf-'));
    const file = join(folder, 'record.pdf');
    electron.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: true });
    expect(await options.savePdf?.('record.pdf')).toBe(false);
    electron.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: file });
    expect(await options.savePdf?.('record.pdf')).toBe(true);
    expect(window?.webContents.printToPDF).toHaveBeenCalledTimes(1);
    expect(await readFile(file, 'utf8')).toBe('%PDF-1.7 fake');
    await rm(folder, { recursive: true, force: true });
  });

  it('tells the user and exits when the core cannot start', async () => {
    vi.mocked(createCore).mockRejectedValueOnce(new Error('disk full'));
    await launch();
    electron.app.becomeReady();
    await vi.waitFor(() => expect(electron.app.exit).toHaveBeenCalledWith(1));
    expect(electron.dialog.showErrorBox).toHaveBeenCalledWith('Orgdesk could not start', 'disk full');
  });
});
