import { Menu, type MenuItemConstructorOptions } from 'electron';
import { ATLASSIAN_ADMIN_GUIDE_URL, PROJECT_DOCS_URL } from './external-links';

export interface MenuOptions {
  isPackaged: boolean;
  isMac: boolean;
  /** Goes through the external-link allow-list like every other link. */
  openAllowedUrl(url: string): void;
}

/** The usual menus; developer tools appear only in development builds. */
export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload' },
    { role: 'forceReload' },
    ...(options.isPackaged ? [] : [{ role: 'toggleDevTools' } as const]),
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  return [
    ...(options.isMac ? [{ role: 'appMenu' } as const] : [{ label: '&File', submenu: [{ role: 'quit' } as const] }]),
    { role: 'editMenu' },
    { label: '&View', submenu: view },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        { label: 'Orgdesk Documentation', click: () => options.openAllowedUrl(PROJECT_DOCS_URL) },
        { label: 'Atlassian Organization Administration Guide', click: () => options.openAllowedUrl(ATLASSIAN_ADMIN_GUIDE_URL) },
      ],
    },
  ];
}

export function installApplicationMenu(options: MenuOptions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(options)));
}
