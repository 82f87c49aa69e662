import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../test-support';

let t: TestCore;
beforeEach(async () => {
  t = await createTestCore();
});
afterEach(() => t.cleanup());

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
    expect(await t.core.dispatch('app.demo.get', {})).toMatchObject({ ok: true, data: { running: true } });

    const tested = await t.core.dispatch('app.connections.test', { id: (started.data as { id: string }).id });
    const checks = tested.ok ? (tested.data as { checks: { area: string; authenticated: boolean }[] }).checks : [];
    expect(checks.map((c) => [c.area, c.authenticated])).toEqual([
      ['site', true],
      ['admin', true],
      ['bitbucket', true],
    ]);
  });

  it('reset throws the demo changes away', async () => {
    await t.core.dispatch('app.demo.start', {});
    expect(await t.core.dispatch('app.demo.reset', {})).toEqual({ ok: true, data: { reset: true } });
    const log = await t.core.dispatch('app.activity.list', {});
    expect(log.ok && (log.data as { entries: { action: string }[] }).entries.map((e) => e.action)).toEqual(['app.demo.reset', 'app.demo.start']);
  });
});
