/**
 * A stand-in for the `electron` module, for Vitest (`vi.mock('electron', () => import(...))`): the real one
 * cannot load outside the Electron binary. It records what main asks of Electron and lets a test play
 * the part of Chromium (fire navigation events, send IPC from a chosen frame).
 */
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

export interface FakeFrame {
  processId: number;
  routingId: number;
  url: string;
  parent: FakeFrame | null;
}

let nextId = 1;

export class FakeWebContents extends EventEmitter {
  readonly id = nextId++;
  readonly mainFrame: FakeFrame = { processId: 7, routingId: this.id, url: 'app://orgdesk/index.html', parent: null };
  readonly send = vi.fn<(channel: string, message: unknown) => void>();
  readonly printToPDF = vi.fn(async (_options: Record<string, unknown>) => Buffer.from('%PDF-1.7 fake'));
  windowOpenHandler: ((details: { url: string }) => { action: 'allow' | 'deny' }) | null = null;
  private destroyed = false;

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }): void {
    this.windowOpenHandler = handler;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  destroy(): void {
    this.destroyed = true;
    this.emit('destroyed');
  }

  /** Fires a cancellable Chromium event the way Electron does; returns whether a listener prevented it. */
  fireCancellable(name: string, url: string): boolean {
    let prevented = false;
    this.emit(name, { url, preventDefault: () => (prevented = true) });
    return prevented;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static readonly instances: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  readonly loadURL = vi.fn(async (_url: string) => undefined);
  readonly maximize = vi.fn();
  readonly show = vi.fn();
  readonly focus = vi.fn();
  readonly restore = vi.fn();
  minimized = false;
  maximized = false;
  normalBounds = { x: 0, y: 0, width: 1360, height: 860 };

  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeBrowserWindow.instances.push(this);
  }

  isMinimized(): boolean {
    return this.minimized;
  }

  isMaximized(): boolean {
    return this.maximized;
  }

  getNormalBounds() {
    return this.normalBounds;
  }
}

type InvokeHandler = (event: unknown, ...args: unknown[]) => unknown;

class FakeIpcMain extends EventEmitter {
  readonly handlers = new Map<string, InvokeHandler>();

  handle(channel: string, handler: InvokeHandler): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, handler);
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }

  /** What Electron does when a renderer calls `ipcRenderer.invoke`. */
  async invoke(channel: string, event: unknown, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler(event, ...args);
  }
}

export const ipcMain = new FakeIpcMain();
export const shell = { openExternal: vi.fn(async (_url: string) => undefined) };
export const protocol = {
  registerSchemesAsPrivileged: vi.fn(),
  handle: vi.fn<(scheme: string, handler: (request: Request) => Promise<Response>) => void>(),
};
export const net = { fetch: vi.fn(async (_input: unknown, _init?: RequestInit) => new Response('ok')) };
export const Menu = {
  buildFromTemplate: vi.fn((template: unknown) => ({ template })),
  setApplicationMenu: vi.fn(),
};

const primaryWorkArea = { x: 0, y: 0, width: 1920, height: 1050 };
export const screen = {
  getAllDisplays: vi.fn(() => [{ workArea: primaryWorkArea }]),
  getPrimaryDisplay: vi.fn(() => ({ workArea: primaryWorkArea })),
};

export const session = {
  defaultSession: {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
  },
};

class FakeApp extends EventEmitter {
  isPackaged = true;
  readonly requestSingleInstanceLock = vi.fn(() => true);
  readonly quit = vi.fn();
  readonly exit = vi.fn();
  readonly enableSandbox = vi.fn();
  readonly getVersion = vi.fn(() => '0.1.0-test');
  readonly getPath = vi.fn((_name: string) => '/tmp/orgdesk-user-data');
  private ready: () => void = () => undefined;
  private readyPromise = this.notReady();

  private notReady(): Promise<void> {
    return new Promise<void>((resolve) => (this.ready = resolve));
  }

  whenReady(): Promise<void> {
    return this.readyPromise;
  }

  /** Lets a test decide when Electron becomes ready, as Chromium would. */
  becomeReady(): void {
    this.ready();
  }

  /** Back to a process that has just started. */
  restart(): void {
    this.removeAllListeners();
    this.isPackaged = true;
    this.readyPromise = this.notReady();
  }
}

export const app = new FakeApp();
export const dialog = {
  showErrorBox: vi.fn(),
  showSaveDialog: vi.fn(async (_window: unknown, _options: Record<string, unknown>): Promise<{ canceled: boolean; filePath?: string }> => ({ canceled: true })),
};
/** @alias What `electron` exports, for modules under test. */
export const BrowserWindow = FakeBrowserWindow;

export const contextBridge = { exposeInMainWorld: vi.fn<(key: string, api: unknown) => void>() };
export const ipcRenderer = {
  invoke: vi.fn(async (_channel: string, _request: unknown): Promise<unknown> => undefined),
  send: vi.fn(),
  on: vi.fn(),
};

/** For tests that load main/index.ts more than once: a fresh app, no windows, no IPC handlers, no call history. */
export function resetFakeElectron(): void {
  vi.clearAllMocks();
  app.restart();
  FakeBrowserWindow.instances.length = 0;
  ipcMain.handlers.clear();
  ipcMain.removeAllListeners();
}

export default {
  app,
  BrowserWindow,
  contextBridge,
  dialog,
  ipcMain,
  ipcRenderer,
  Menu,
  net,
  protocol,
  screen,
  session,
  shell,
};
