import { join } from 'node:path';
import { app, dialog, session, type BrowserWindow } from 'electron';
import { AppError } from '../app/contract/errors';
import { createCore, type Core } from '../app/core';
import { KeyringSecretStore } from '../app/platform/keyring-secret-store';
import { openKeychain } from '../app/platform/open-keychain';
import { APP_ENTRY_URL, devServerOrigin, isRendererUrl } from './app-origin';
import { registerAppScheme, serveAppProtocol } from './app-protocol';
import { openExternalIfAllowed } from './external-links';
import { connectWindowToCore } from './ipc';
import { installApplicationMenu } from './menu';
import { electronFetch } from './net-fetch';
import { denyAllPermissions } from './permissions';
import { ElectronSettingsStore, ElectronWindowStateStore, openSettingsFile } from './settings-store';
import { guardWebContents } from './web-contents-guard';
import { createMainWindow } from './window';

const devOrigin = devServerOrigin(app.isPackaged, process.env.ELECTRON_RENDERER_URL);
const policy = { isRendererUrl: (url: string) => isRendererUrl(url, devOrigin), openAllowedUrl: openExternalIfAllowed };

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
    serveAppProtocol(join(import.meta.dirname, '../renderer'));
    installApplicationMenu({
      isPackaged: app.isPackaged,
      isMac: process.platform === 'darwin',
      openAllowedUrl: (url) => void openExternalIfAllowed(url).catch(() => false),
    });

    const settingsFile = openSettingsFile(app.getPath('userData'));
    const keychain = await openKeychain(
      new KeyringSecretStore({
        // A write that timed out and landed later is removed again; if even that fails, say so where admins look.
        onLateWrite: (outcome) => {
          if (outcome === 'stayed') process.stderr.write('[orgdesk] a keychain write that timed out landed later and could not be removed; removing the connection clears it.\n');
        },
      }),
    );
    const core: Core = await createCore({
      transport: 'electron',
      version: app.getVersion(),
      secretStore: keychain.store,
      secretStorageProblem: keychain.problem,
      // Unexpected failures go to the terminal/system log with their stack; the user sees a plain message.
      onInternalError: (channel, error) => process.stderr.write(`[orgdesk] ${channel}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`),
      settingsStore: new ElectronSettingsStore(settingsFile),
      dataDir: app.getPath('userData'),
      fetch: electronFetch,
      openExternal: async (url) => {
        if (!(await openExternalIfAllowed(url))) {
          throw new AppError('FORBIDDEN', 'Orgdesk only opens Atlassian and Bitbucket addresses in your browser.');
        }
      },
    });

    openMainWindow = () => {
      const window = createMainWindow({
        preload: join(import.meta.dirname, '../preload/preload.cjs'),
        startUrl: devOrigin ?? APP_ENTRY_URL,
        stateStore: new ElectronWindowStateStore(settingsFile),
      });
      connectWindowToCore({ window, core, isRendererUrl: policy.isRendererUrl });
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
      void core.dispose().finally(() => app.quit());
    });
  }).catch((error: unknown) => {
    dialog.showErrorBox('Orgdesk could not start', error instanceof Error ? error.message : String(error));
    app.exit(1);
  });
}
