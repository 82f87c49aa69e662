/**
 * `npm start`: builds and opens the desktop app. The `electron` package downloads its binary the first time
 * it runs; where that download cannot happen (offline, a proxy, a closed network) this says so in one
 * sentence with what to do, instead of a stack trace from deep inside the build tool.
 */
import { spawnSync } from 'node:child_process';
import { electronInstaller, findElectronBinary } from './electron-binary';

const whatToDo =
  'Orgdesk’s desktop window needs the Electron binary, which could not be downloaded here: set ELECTRON_MIRROR to a mirror this machine can reach and run `npm start` again, or use `npm run web` to open Orgdesk in your browser instead.';

if (findElectronBinary() === null) {
  console.log('Downloading the Electron binary (once, about 100 MB)…');
  const download = spawnSync(process.execPath, [electronInstaller()], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (download.status !== 0 || findElectronBinary() === null) {
    const reason = download.stderr.split('\n').find((line) => /error/i.test(line))?.trim();
    console.error(whatToDo);
    if (reason) console.error(`(The download said: ${reason.slice(0, 300)})`);
    process.exit(1);
  }
}

const started = spawnSync('npx', ['electron-vite', 'preview', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(started.status ?? 1);
