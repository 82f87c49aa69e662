import { BrowserWindow, screen } from 'electron';
import type { WindowStateStore } from './settings-store';
import { MIN_WINDOW_SIZE, restoreWindow } from './window-state';

export interface MainWindowOptions {
  preload: string;
  startUrl: string;
  stateStore: WindowStateStore;
  icon?: string;
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const workAreas = screen.getAllDisplays().map((display) => display.workArea);
  const restored = restoreWindow(options.stateStore.load(), workAreas, screen.getPrimaryDisplay().workArea);
  const window = new BrowserWindow({
    ...restored.bounds,
    center: restored.bounds.x === undefined,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    title: 'Orgdesk',
    show: false,
    icon: options.icon,
    // Electron's security checklist, spelled out inline (even where it is the default) so that a change
    // is visible in review and static checkers such as electronegativity can read it.
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      // Middle-click would ask for a new window; the window-open handler denies it anyway.
      disableBlinkFeatures: 'Auxclick',
    },
  });
  if (restored.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  window.on('close', () => {
    options.stateStore.save({ ...window.getNormalBounds(), maximized: window.isMaximized() });
  });
  void window.loadURL(options.startUrl);
  return window;
}
