import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { isAllowedExternalUrl } from './external-links';
import { buildMenuTemplate, installApplicationMenu } from './menu';
import { Menu } from './test-support/fake-electron';

vi.mock('electron', () => import('./test-support/fake-electron'));

function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu) : []),
  ]);
}

function helpItems(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  const help = template.find((item) => item.role === 'help');
  return Array.isArray(help?.submenu) ? help.submenu : [];
}

describe('application menu', () => {
  it('hides developer tools in packaged builds and offers them in development', () => {
    expect(roles(buildMenuTemplate({ isPackaged: true, isMac: false, openAllowedUrl: vi.fn() }))).not.toContain('toggleDevTools');
    expect(roles(buildMenuTemplate({ isPackaged: false, isMac: false, openAllowedUrl: vi.fn() }))).toContain('toggleDevTools');
  });

  it('has the standard menus, with the app menu on macOS and a File > Quit elsewhere', () => {
    const mac = roles(buildMenuTemplate({ isPackaged: true, isMac: true, openAllowedUrl: vi.fn() }));
    const other = roles(buildMenuTemplate({ isPackaged: true, isMac: false, openAllowedUrl: vi.fn() }));
    expect(mac).toEqual(expect.arrayContaining(['appMenu', 'editMenu', 'windowMenu', 'help', 'reload', 'zoomIn']));
    expect(other).toEqual(expect.arrayContaining(['quit', 'editMenu', 'windowMenu', 'help']));
    expect(other).not.toContain('appMenu');
  });

  it('opens only allow-listed documentation links from Help', () => {
    const openAllowedUrl = vi.fn();
    const items = helpItems(buildMenuTemplate({ isPackaged: true, isMac: false, openAllowedUrl }));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) item.click?.({} as never, undefined, {} as never);
    expect(openAllowedUrl).toHaveBeenCalledTimes(items.length);
    for (const [url] of openAllowedUrl.mock.calls) expect(isAllowedExternalUrl(url as string, [])).toBe(true);
  });

  it('installs the built menu', () => {
    installApplicationMenu({ isPackaged: true, isMac: false, openAllowedUrl: vi.fn() });
    expect(Menu.setApplicationMenu).toHaveBeenCalledWith(Menu.buildFromTemplate.mock.results[0]?.value);
  });
});
