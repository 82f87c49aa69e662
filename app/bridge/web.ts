/**
 * `npm run web`: the developer harness. Serves the built renderer to a browser against the real core over
 * the loopback bridge and prints one JSON line with the page URL. Settings and the activity log go to a
 * temporary folder (removed on exit) unless `--data-dir` is given; secrets stay in memory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createCore } from '../core';
import { MemorySecretStore } from '../core/secrets/memory-secret-store';
import { ensurePrivateFolder } from '../platform/private-folder';
import { JsonFileSettingsStore } from '../core/settings/json-file-settings-store';
import { isScale, scales } from '../sandbox/kit';
import { startBridge } from './server';

const { values } = parseArgs({
  options: {
    demo: { type: 'boolean', default: false },
    scale: { type: 'string', default: 'demo' },
    port: { type: 'string', default: '0' },
    'data-dir': { type: 'string' },
    static: { type: 'string', default: 'out/renderer' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write('--port must be a number between 0 and 65535\n');
  process.exit(2);
}

const demoScale = values.scale;
if (!isScale(demoScale)) {
  process.stderr.write(`--scale must be one of ${scales.join(', ')}\n`);
  process.exit(2);
}

const temporary = values['data-dir'] ? null : await mkdtemp(join(tmpdir(), 'orgdesk-web-'));
const dataDir = resolve(values['data-dir'] ?? temporary ?? '.');
// A folder this creates is owner-only; one that already exists is the user's to keep as it is.
await ensurePrivateFolder(dataDir, { tighten: false });

const core = await createCore({
  transport: 'bridge',
  version: process.env.npm_package_version ?? '0.0.0',
  secretStore: new MemorySecretStore(),
  settingsStore: new JsonFileSettingsStore(join(dataDir, 'settings.json')),
  dataDir,
  demoScale,
  fetch: globalThis.fetch,
  onInternalError: (channel, error) => process.stderr.write(`[${channel}] ${error instanceof Error ? error.stack : String(error)}\n`),
});

const bridge = await startBridge({
  dispatch: core.dispatch,
  onEvent: core.onEvent,
  staticDir: resolve(values.static),
  imageSources: () => core.allowedOrigins().images,
  port,
});

if (values.demo) {
  const started = await core.dispatch('app.demo.start', {});
  if (!started.ok) {
    process.stderr.write(`The demo organization did not start: ${started.error.message}\n`);
    process.exit(1);
  }
}

process.stdout.write(`${JSON.stringify({ web: 'ready', url: bridge.pageUrl, dataDir })}\n`);

const shutdown = async () => {
  await bridge.close();
  await core.dispose();
  if (temporary) await rm(temporary, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
