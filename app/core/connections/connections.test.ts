import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../../contract/result';
import { createTestCore, type TestCore } from '../test-support';

const acme = {
  name: 'Acme',
  site: { url: 'https://acme.atlassian.net', email: 'ada@acme.test', apiToken: 'site-secret-1' },
  admin: { apiKey: 'admin-secret-1' },
  bitbucket: null,
};

let t: TestCore;
beforeEach(async () => {
  t = await createTestCore();
});
afterEach(() => t.cleanup());

function data<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.data as T;
}

describe('connections', () => {
  it('saves a connection, shows "saved" for its secrets and never returns them', async () => {
    const added = await t.core.dispatch('app.connections.add', acme);
    expect(added).toMatchObject({ ok: true, data: { name: 'Acme', site: { url: 'https://acme.atlassian.net', tokenSaved: true }, admin: { baseUrl: 'https://api.atlassian.com', apiKeySaved: true }, bitbucket: null } });
    const listed = await t.core.dispatch('app.connections.list', {});
    expect(JSON.stringify([added, listed])).not.toMatch(/secret-1/);
    const onDisk = await readFile(join(t.dataDir, 'settings.json'), 'utf8');
    expect(onDisk).toContain('acme.atlassian.net');
    expect(onDisk).not.toMatch(/secret-1/);
    expect(await t.secrets.get(`connection/${data<{ id: string }>(added).id}/site`)).toBe('site-secret-1');
  });

  it('refuses http, foreign hosts and missing secrets field by field, saving nothing', async () => {
    const bad = await t.core.dispatch('app.connections.add', { ...acme, site: { ...acme.site, url: 'http://x.atlassian.net' } });
    expect(!bad.ok && bad.error.fields).toEqual([{ path: 'site.url', message: expect.stringMatching(/https/) }]);
    const foreign = await t.core.dispatch('app.connections.add', { ...acme, site: { ...acme.site, url: 'https://evil.example.com' } });
    expect(!foreign.ok && foreign.error.fields?.[0]?.path).toBe('site.url');
    const noToken = await t.core.dispatch('app.connections.add', { ...acme, site: { url: acme.site.url, email: acme.site.email } });
    expect(!noToken.ok && noToken.error.fields).toEqual([{ path: 'site.apiToken', message: expect.any(String) }]);
    expect(data<{ connections: unknown[] }>(await t.core.dispatch('app.connections.list', {})).connections).toEqual([]);
  });

  it('accepts plain http only for a loopback sandbox', async () => {
    const local = await t.core.dispatch('app.connections.add', { ...acme, site: { ...acme.site, url: 'http://127.0.0.1:4010' } });
    expect(local.ok).toBe(true);
  });

  it('keeps a saved secret when an edit leaves it empty and drops an area that is removed', async () => {
    const { id } = data<{ id: string }>(await t.core.dispatch('app.connections.add', acme));
    const edited = await t.core.dispatch('app.connections.update', {
      id,
      draft: { ...acme, name: 'Acme prod', site: { url: acme.site.url, email: 'grace@acme.test' }, admin: null },
    });
    expect(edited).toMatchObject({ ok: true, data: { name: 'Acme prod', site: { email: 'grace@acme.test', tokenSaved: true }, admin: null } });
    expect(await t.secrets.get(`connection/${id}/site`)).toBe('site-secret-1');
    expect(await t.secrets.get(`connection/${id}/admin`)).toBeNull();
  });

  it('switches and removes, moving the active connection along and deleting the secrets', async () => {
    const first = data<{ id: string }>(await t.core.dispatch('app.connections.add', acme));
    const second = data<{ id: string }>(await t.core.dispatch('app.connections.add', { ...acme, name: 'Globex' }));
    expect(data<{ activeId: string }>(await t.core.dispatch('app.connections.list', {})).activeId).toBe(first.id);
    await t.core.dispatch('app.connections.switch', { id: second.id });
    expect(data<{ activeId: string }>(await t.core.dispatch('app.connections.list', {})).activeId).toBe(second.id);
    await t.core.dispatch('app.connections.remove', { id: second.id });
    expect(data<{ activeId: string }>(await t.core.dispatch('app.connections.list', {})).activeId).toBe(first.id);
    expect(await t.secrets.get(`connection/${second.id}/site`)).toBeNull();
  });

  it('refuses a duplicate name', async () => {
    await t.core.dispatch('app.connections.add', acme);
    const again = await t.core.dispatch('app.connections.add', { ...acme, name: 'ACME' });
    expect(!again.ok && again.error.fields?.[0]?.path).toBe('name');
  });

  it('writes every change to Activity under the connection it concerns, failures included, without secrets', async () => {
    const { id } = data<{ id: string }>(await t.core.dispatch('app.connections.add', acme));
    const globex = data<{ id: string }>(await t.core.dispatch('app.connections.add', { ...acme, name: 'Globex' }));
    await t.core.dispatch('app.connections.add', { ...acme, name: 'acme' });
    await t.core.dispatch('app.connections.remove', { id });
    const { entries } = data<{ entries: { action: string; outcome: string; target: string; connectionName: string | null; connectionId: string | null }[] }>(
      await t.core.dispatch('app.activity.list', {}),
    );
    expect(entries.map((e) => [e.action, e.outcome, e.target, e.connectionName])).toEqual([
      ['app.connections.remove', 'success', 'Connection “Acme”', 'Acme'],
      ['app.connections.add', 'failure', 'Connection “acme”', 'Acme'],
      ['app.connections.add', 'success', 'Connection “Globex”', 'Globex'],
      ['app.connections.add', 'success', 'Connection “Acme”', 'Acme'],
    ]);
    expect(entries[2]?.connectionId).toBe(globex.id);
    const log = await readFile(join(t.dataDir, 'activity.jsonl'), 'utf8');
    expect(log).not.toMatch(/secret-1/);
  });

  it('remembers the last test of each part until that part changes', async () => {
    // Nothing listens on the discard port of this machine: the site cannot be reached.
    const local = { ...acme, site: { ...acme.site, url: 'http://127.0.0.1:9' }, admin: null };
    const { id } = data<{ id: string }>(await t.core.dispatch('app.connections.add', local));
    const listChecks = async () =>
      data<{ connections: { checks: { area: string; reachable: boolean; checkedAt: string }[] }[] }>(await t.core.dispatch('app.connections.list', {}))
        .connections[0]?.checks;
    expect(await listChecks()).toEqual([]);

    const tested = data<{ checks: { reachable: boolean }[] }>(await t.core.dispatch('app.connections.test', { id }));
    expect(tested.checks.map((check) => check.reachable)).toEqual([false]);
    expect(await listChecks()).toEqual([expect.objectContaining({ area: 'site', reachable: false, checkedAt: expect.any(String) })]);

    // A rename leaves the site where it was: its test still holds. A new e-mail is another account: it does not.
    await t.core.dispatch('app.connections.update', { id, draft: { ...local, name: 'Acme local', site: { url: local.site.url, email: local.site.email } } });
    expect(await listChecks()).toHaveLength(1);
    await t.core.dispatch('app.connections.update', { id, draft: { ...local, site: { url: local.site.url, email: 'grace@acme.test' } } });
    expect(await listChecks()).toEqual([]);
  });
});
