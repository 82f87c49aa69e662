import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WindowStateStore } from './settings-store';
import { FakeBrowserWindow, screen } from './test-support/fake-electron';
import { createMainWindow } from './window';
import type { WindowState } from './window-state';

vi.mock('electron', () => import('./test-support/fake-electron'));

class MemoryWindowStateStore implements WindowStateStore {
  constructor(public saved: unknown = undefined) {}
  load(): unknown {
    return this.saved;
  }
  save(state: WindowState): void {
    this.saved = state;
  }
}

const open = (store = new MemoryWindowStateStore()) =>
  createMainWindow({ preload: '/app/out/preload/preload.cjs', startUrl: 'app://orgdesk/index.html', stateStore: store }) as unknown as FakeBrowserWindow;

describe('createMainWindow', () => {
  beforeEach(() => {
    FakeBrowserWindow.instances.length = 0;
  });

  it('locks the renderer down: isolated, sandboxed, no Node, web security on, our preload', () => {
    const window = open();
    expect(window.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
    });
    expect(window.loadURL).toHaveBeenCalledWith('app://orgdesk/index.html');
  });

  it('shows the window only once the page is ready to paint', () => {
    const window = open();
    expect(window.show).not.toHaveBeenCalled();
    window.emit('ready-to-show');
    expect(window.show).toHaveBeenCalledTimes(1);
  });

  it('reopens where it was closed, maximised if it was', () => {
    const window = open(new MemoryWindowStateStore({ x: 100, y: 80, width: 1200, height: 800, maximized: true }));
    expect(window.options).toMatchObject({ x: 100, y: 80, width: 1200, height: 800, center: false });
    expect(window.maximize).toHaveBeenCalled();
  });

  it('clamps a saved placement to the displays attached now', () => {
    screen.getAllDisplays.mockReturnValueOnce([{ workArea: { x: 0, y: 0, width: 1280, height: 720 } }]);
    screen.getPrimaryDisplay.mockReturnValueOnce({ workArea: { x: 0, y: 0, width: 1280, height: 720 } });
    const window = open(new MemoryWindowStateStore({ x: 3000, y: 200, width: 1600, height: 1000 }));
    expect(window.options).toMatchObject({ width: 1280, height: 720, center: true });
    expect(window.options.x).toBeUndefined();
  });

  it('remembers its normal bounds and maximised state when closed', () => {
    const store = new MemoryWindowStateStore();
    const window = open(store);
    window.normalBounds = { x: 40, y: 30, width: 1500, height: 900 };
    window.maximized = true;
    window.emit('close');
    expect(store.saved).toEqual({ x: 40, y: 30, width: 1500, height: 900, maximized: true });
  });
});
