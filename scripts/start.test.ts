import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findElectronBinary } from './electron-binary';

describe('npm start without the Electron binary', () => {
  it.skipIf(findElectronBinary() !== null)('says in one sentence what is missing and what to do, with no stack trace', () => {
    // A mirror nobody answers on: the download fails at once, as it does offline.
    const run = spawnSync('npm', ['start', '--silent'], { encoding: 'utf8', env: { ...process.env, ELECTRON_MIRROR: 'http://127.0.0.1:9/' }, timeout: 60_000 });
    const said = `${run.stdout}${run.stderr}`;
    expect(run.status).toBe(1);
    expect(said).toContain('set ELECTRON_MIRROR');
    expect(said).toContain('npm run web');
    expect(said).not.toMatch(/^\s+at /m);
    expect(findElectronBinary()).toBeNull();
  });
});
