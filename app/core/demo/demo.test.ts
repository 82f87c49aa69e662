import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorld } from '../../sandbox/data/world';
import { bitbucketArea, type BitbucketState } from '../../sandbox/areas/bitbucket';
import type { ConnectionView } from '../../contract/app/connections.channels';
import type { Channel, Input, Output } from '../../contract/channels';
import { JsonFileSettingsStore } from '../settings/json-file-settings-store';
import { createTestCore, type TestCore } from '../test-support';
import { DEMO_SEED } from './demo-controller';

let t: TestCore;
beforeEach(async () => {
  t = await createTestCore();
});
afterEach(() => t.cleanup());

const ok = async <C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>> => {
  const result = await t.core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
  return result.data as Output<C>;
};

describe('demo organization', () => {
  it('starts the local sandbox, adds a labelled connection whose credentials reach it', async () => {
    const started = await t.core.dispatch('app.demo.start', {});
    expect(started).toMatchObject({ ok: true, data: { name: 'Demo (local)', isDemo: true, site: { tokenSaved: true } } });
    if (!started.ok) return;
    const listed = await t.core.dispatch('app.connections.list', {});
    expect(listed).toMatchObject({ ok: true, data: { activeId: (started.data as { id: string }).id } });

    const again = await t.core.dispatch('app.demo.start', {});
    const all = await t.core.dispatch('app.connections.list', {});
    expect(again.ok && all.ok && (all.data as { connections: unknown[] }).connections).toHaveLength(1);

    const tested = await t.core.dispatch('app.connections.test', { id: (started.data as { id: string }).id });
    const checks = tested.ok ? (tested.data as { checks: { area: string; authenticated: boolean }[] }).checks : [];
    expect(checks.map((c) => [c.area, c.authenticated])).toEqual([
      ['site', true],
      ['admin', true],
      ['bitbucket', true],
    ]);
  });

  it('keeps the demo hooks’ secrets out of its state file, sealed with a key kept with the other secrets', async () => {
    await t.core.dispatch('app.demo.start', {});
    const generated = createWorld({ seed: DEMO_SEED, scale: 'demo', now: new Date().toISOString() }, [bitbucketArea]);
    const secrets = (generated.areas.bitbucket as BitbucketState).workspaces.flatMap((workspace) => workspace.hooks.flatMap((hook) => (hook.secret ? [hook.secret] : [])));
    expect(secrets.length).toBeGreaterThan(5);
    const saved = await readFile(join(t.dataDir, 'demo-organization.json'), 'utf8');
    expect(saved).toContain('sealed:v1:');
    for (const secret of secrets) expect(saved).not.toContain(secret);
    expect(await t.secrets.get('demo/state-key')).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('runs the staging site beside the demo organization on a port of its own, and resetting one leaves the other’s changes', async () => {
    const production: ConnectionView = await ok('app.demo.start', {});
    const staging: ConnectionView = await ok('app.demo.start', { site: 'staging' });
    expect(staging).toMatchObject({ name: 'Demo staging (local)', isDemo: true, demoSite: 'staging', bitbucket: { workspace: 'orgdesk-staging' } });
    expect(production).toMatchObject({ name: 'Demo (local)', demoSite: 'production', bitbucket: { workspace: 'orgdesk-demo' } });
    expect(new URL(staging.site?.url ?? '').port).not.toBe(new URL(production.site?.url ?? '').port);
    // Added beside the demo organization, which stays the active connection.
    expect(await ok('app.connections.list', {})).toMatchObject({ activeId: production.id, connections: [{ id: production.id }, { id: staging.id }] });
    expect(await readFile(join(t.dataDir, 'demo-staging-organization.json'), 'utf8')).toContain('"stagingOf":"orgdesk-demo"');

    const ciBuilds = async (connectionId: string) => (await ok('bitbucket.hooks.list', { connectionId })).hooks.find((hook) => hook.description === 'CI builds');
    const pause = async (connectionId: string) => ok('bitbucket.hooks.pause', { connectionId, hookId: (await ciBuilds(connectionId))?.id ?? '' });
    await pause(production.id);
    await pause(staging.id);

    await ok('app.demo.reset', { site: 'staging' });
    expect((await ciBuilds(staging.id))?.active).toBe(true);
    expect((await ciBuilds(production.id))?.active).toBe(false);

    await pause(staging.id);
    await ok('app.demo.reset', {});
    expect((await ciBuilds(production.id))?.active).toBe(true);
    expect((await ciBuilds(staging.id))?.active).toBe(false);
  });

  it('reads a demo connection saved before there were two demo sites as the demo organization', async () => {
    const started: ConnectionView = await ok('app.demo.start', {});
    const file = join(t.dataDir, 'settings.json');
    const saved = JSON.parse(await readFile(file, 'utf8')) as { connections: Record<string, unknown>[] };
    for (const connection of saved.connections) delete connection.demoSite;
    // Orgdesk starts again over the same data folder, with the file as an older version wrote it.
    const before = t;
    await before.core.dispose();
    await writeFile(file, JSON.stringify(saved));
    const after = await createTestCore({ dataDir: before.dataDir, settingsStore: new JsonFileSettingsStore(file) });
    t = { ...after, cleanup: () => after.cleanup().finally(() => rm(before.dataDir, { recursive: true, force: true })) };
    expect(await ok('app.connections.list', {})).toMatchObject({ connections: [{ id: started.id, name: 'Demo (local)', demoSite: 'production' }] });
    expect(await ok('app.connections.test', { id: started.id })).toMatchObject({ checks: [{ authenticated: true }, { authenticated: true }, { authenticated: true }] });
  });

  it('reset throws the demo changes away', async () => {
    await t.core.dispatch('app.demo.start', {});
    expect(await t.core.dispatch('app.demo.reset', {})).toEqual({ ok: true, data: { reset: true } });
    const log = await t.core.dispatch('app.activity.list', {});
    expect(log.ok && (log.data as { entries: { action: string }[] }).entries.map((e) => e.action)).toEqual(['app.demo.reset', 'app.demo.start']);
  });
});
