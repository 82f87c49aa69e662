import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The Electron binary the `electron` package would start, or null when it was never downloaded. Reads the
 * package's own `path.txt` instead of calling `require('electron')`, whose index tries to download the
 * binary when it is missing.
 */
export function findElectronBinary(): string | null {
  const packageDir = dirname(require.resolve('electron/package.json'));
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

/** The `electron` package's own downloader, which honours ELECTRON_MIRROR and the proxy settings. */
export function electronInstaller(): string {
  return join(dirname(require.resolve('electron/package.json')), 'install.js');
}
