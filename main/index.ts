import { join } from 'node:path';
import { app, dialog, session, type BrowserWindow } from 'electron';
import { AppError } from '../app/contract/errors';
import { createCore, type Core } from '../app/core';
import { KeyringSecretStore } from '../app/platform/keyring-secret-store';
import { openKeychain } from '../app/platform/open-keychain';
import { ensurePrivateFolder } from '../app/platform/private-folder';
import { APP_ENTRY_URL, devServerOrigin, isRendererUrl } from './app-origin';
import { registerAppScheme, serveAppProtocol } from './app-protocol';
import { openExternalIfAllowed } from './external-links';
import { saveWindowAsPdf } from './pdf';
import { connectWindowToCore } from './ipc';
import { installApplicationMenu } from './menu';
import { electronFetch } from './net-fetch';
import { denyAllPermissions } from './permissions';
import { ElectronSettingsStore, ElectronWindowStateStore, openSettingsFile } from './settings-store';
import { guardWebContents } from './web-contents-guard';
import { bundledHistoryWorker, bundledSandboxWorker } from './bundled-workers';
import { createMainWindow } from './window';
import { mayQuit } from './quit-guard';

const devOrigin = devServerOrigin(app.isPackaged, process.env.ELECTRON_RENDERER_URL);
/** Set once the core is up; until then no connection is known, so no site may be opened or shown. */
let core: Core | null = null;
const connectedSites = () => core?.allowedOrigins().sites ?? [];
const policy = {
  isRendererUrl: (url: string) => isRendererUrl(url, devOrigin),
  openAllowedUrl: (url: string) => openExternalIfAllowed(url, connectedSites()),
};

registerAppScheme();
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let mainWindow: BrowserWindow | null = null;
  let openMainWindow: (() => void) | null = null;

  app.on('second-instance', () => {
    // On macOS the app outlives its window; a second launch then brings a new one.
    if (!mainWindow) return openMainWindow?.();
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, policy));

  void app.whenReady().then(async () => {
    denyAllPermissions(session.defaultSession);
    // Each page load's policy names the image hosts of the connections saved at that moment.
    serveAppProtocol(join(import.meta.dirname, '../renderer'), () => core?.allowedOrigins().images ?? []);
    installApplicationMenu({
      isPackaged: app.isPackaged,
      isMac: process.platform === 'darwin',
      openAllowedUrl: (url) => void policy.openAllowedUrl(url).catch(() => false),
    });

    // Settings, the activity log and the demo live here: owner-only, however the OS created it.
    await ensurePrivateFolder(app.getPath('userData'), { tighten: true });
    const settingsFile = openSettingsFile(app.getPath('userData'));
    const keychain = await openKeychain(
      new KeyringSecretStore({
        // A write that timed out and landed later is removed again; if even that fails, say so where admins look.
        onLateWrite: (outcome) => {
          if (outcome === 'stayed') process.stderr.write('[orgdesk] a keychain write that timed out landed later and could not be removed; removing the connection clears it.\n');
        },
      }),
    );
    const started: Core = await createCore({
      transport: 'electron',
      version: app.getVersion(),
      secretStore: keychain.store,
      secretStorageProblem: keychain.problem,
      // Unexpected failures go to the terminal/system log with their stack; the user sees a plain message.
      onInternalError: (channel, error) => process.stderr.write(`[orgdesk] ${channel}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`),
      settingsStore: new ElectronSettingsStore(settingsFile),
      dataDir: app.getPath('userData'),
      fetch: electronFetch,
      historyWorker: bundledHistoryWorker,
      sandboxWorker: bundledSandboxWorker,
      savePdf: (fileName) => saveWindowAsPdf(mainWindow, fileName),
      openExternal: async (url) => {
        if (!(await openExternalIfAllowed(url, connectedSites()))) {
          throw new AppError('FORBIDDEN', 'Orgdesk only opens your connected sites and Atlassian and Bitbucket pages in your browser.');
        }
      },
    });
    core = started;

    /** Set once the admin chose how to quit with changes running (or none were): nothing asks again. */
    let quitAllowed = false;
    let asking = false;
    const askThenQuit = async (parent: BrowserWindow | null) => {
      if (asking) return;
      asking = true;
      try {
        const ask = async (question: Electron.MessageBoxOptions) => (parent ? dialog.showMessageBox(parent, question) : dialog.showMessageBox(question)).then((answer) => answer.response);
        if (!(await mayQuit(started, ask))) return;
        quitAllowed = true;
        app.quit();
      } finally {
        asking = false;
      }
    };
    app.on('before-quit', (event) => {
      if (quitAllowed || started.unfinishedJobs().length === 0) return;
      event.preventDefault();
      void askThenQuit(mainWindow);
    });

    openMainWindow = () => {
      const window = createMainWindow({
        preload: join(import.meta.dirname, '../preload/preload.cjs'),
        startUrl: devOrigin ?? APP_ENTRY_URL,
        stateStore: new ElectronWindowStateStore(settingsFile),
      });
      connectWindowToCore({ window, core: started, isRendererUrl: policy.isRendererUrl });
      window.on('close', (event) => {
        if (quitAllowed || started.unfinishedJobs().length === 0) return;
        event.preventDefault();
        void askThenQuit(window);
      });
      window.on('closed', () => {
        mainWindow = null;
      });
      mainWindow = window;
    };
    openMainWindow();

    app.on('activate', () => {
      if (!mainWindow) openMainWindow?.();
    });
    app.on('window-all-closed', () => {
      if (process.platform !== 'darwin') app.quit();
    });
    let disposed = false;
    app.on('will-quit', (event) => {
      if (disposed) return;
      disposed = true;
      event.preventDefault();
      void started.dispose().finally(() => app.quit());
    });
  }).catch((error: unknown) => {
    dialog.showErrorBox('Orgdesk could not start', error instanceof Error ? error.message : String(error));
    app.exit(1);
  });
}
