import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

interface Target {
  target?: string;
}
interface BuilderConfig {
  appId?: string;
  productName?: string;
  asar?: boolean;
  files?: (string | { filter?: string[] })[];
  directories?: { buildResources?: string };
  electronFuses?: Record<string, boolean>;
  mac?: { target?: (string | Target)[] };
  win?: { target?: (string | Target)[] };
  linux?: { target?: (string | Target)[]; category?: string };
}

/** electron-builder's own loader and schema check, exactly as `electron-builder` runs them before packaging. */
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  getConfig(projectDir: string, configPath: string | null, configFromOptions: null): Promise<BuilderConfig>;
  validateConfiguration(config: BuilderConfig, debugLogger: { isEnabled: boolean; add(): void }): Promise<void>;
};

const load = () => getConfig(root, join(root, 'electron-builder.yml'), null);
const targetNames = (targets: (string | Target)[] | undefined) => (targets ?? []).map((t) => (typeof t === 'string' ? t : t.target));

describe('electron-builder.yml', () => {
  it('passes electron-builder schema validation', async () => {
    await expect(validateConfiguration(await load(), { isEnabled: false, add: () => undefined })).resolves.toBeUndefined();
  });

  it('identifies the app and ships only the built bundles, in an asar archive', async () => {
    const config = await load();
    expect(config.appId).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i);
    expect(config.productName).toBe('Orgdesk');
    expect(config.asar).toBe(true);
    const patterns = (config.files ?? []).flatMap((entry) => (typeof entry === 'string' ? [entry] : (entry.filter ?? [])));
    expect(patterns).toEqual(['out/**/*', '!**/*.map']);
    expect(config.directories?.buildResources).toBe('assets');
  });

  it('burns the hardening fuses into the binary', async () => {
    expect((await load()).electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      enableCookieEncryption: true,
    });
  });

  it('builds a dmg and zip for macOS, an NSIS installer for Windows, an AppImage and a deb for Linux', async () => {
    const config = await load();
    expect(targetNames(config.mac?.target)).toEqual(['dmg', 'zip']);
    expect(targetNames(config.win?.target)).toEqual(['nsis']);
    expect(targetNames(config.linux?.target)).toEqual(['AppImage', 'deb']);
    expect(config.linux?.category).toBeTruthy();
  });

  it('has the icon electron-builder looks for in buildResources', () => {
    expect(existsSync(join(root, 'assets', 'icon.png'))).toBe(true);
  });

  it('starts from the bundle electron-vite writes', async () => {
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { main?: string };
    expect(pkg.main).toBe('out/main/index.js');
  });
});
