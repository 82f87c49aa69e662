import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ElectronSettingsStore, ElectronWindowStateStore, openSettingsFile } from './settings-store';

// electron-store is Conf plus Electron's default folder; the real module needs the Electron binary, so
// the test uses Conf itself, with the options electron-store would pass on.
vi.mock('electron-store', async () => {
  const { default: Conf } = await import('conf');
  class ElectronStoreOnConf extends Conf {
    constructor({ name, ...options }: { name: string; cwd: string }) {
      super({ ...options, configName: name });
    }
  }
  return { default: ElectronStoreOnConf };
});

const userData = () => mkdtemp(join(tmpdir(), 'orgdesk-settings-'));

describe('settings file', () => {
  it('starts empty and hands the core back exactly what it saved, across restarts', async () => {
    const dir = await userData();
    expect(await new ElectronSettingsStore(openSettingsFile(dir)).load()).toEqual({});
    const settings = { version: 1, activeId: 'c-1', connections: [{ id: 'c-1', name: 'Acme.prod' }] };
    await new ElectronSettingsStore(openSettingsFile(dir)).save(settings);
    expect(await new ElectronSettingsStore(openSettingsFile(dir)).load()).toEqual(settings);
  });

  it('keeps window placement beside the core settings without either overwriting the other', async () => {
    const dir = await userData();
    const file = openSettingsFile(dir);
    const core = new ElectronSettingsStore(file);
    const window = new ElectronWindowStateStore(file);
    await core.save({ connections: [] });
    window.save({ x: 10, y: 20, width: 1200, height: 800, maximized: false });
    await core.save({ connections: [{ id: 'c-2' }] });
    const reopened = openSettingsFile(dir);
    expect(new ElectronWindowStateStore(reopened).load()).toEqual({ x: 10, y: 20, width: 1200, height: 800, maximized: false });
    expect(await new ElectronSettingsStore(reopened).load()).toEqual({ connections: [{ id: 'c-2' }] });
  });

  it('writes settings.json in the user-data folder, readable by the user only', async () => {
    const dir = await userData();
    await new ElectronSettingsStore(openSettingsFile(dir)).save({ a: 1 });
    const onDisk = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'));
    expect(onDisk).toEqual({ core: { a: 1 } });
    if (process.platform !== 'win32') expect((await stat(join(dir, 'settings.json'))).mode & 0o777).toBe(0o600);
  });

  it('moves a corrupt file aside instead of failing to start or deleting it', async () => {
    const dir = await userData();
    await writeFile(join(dir, 'settings.json'), '{"core": {"connections": [', 'utf8');
    const store = new ElectronSettingsStore(openSettingsFile(dir));
    expect(await store.load()).toEqual({});
    const kept = (await readdir(dir)).filter((name) => name.startsWith('settings.json.unreadable-'));
    expect(kept).toHaveLength(1);
    expect(await readFile(join(dir, kept[0] ?? ''), 'utf8')).toBe('{"core": {"connections": [');
  });
});
