import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordedSandbox, type RecordedSandbox } from '../../validation/recorded-sandbox';
import type { BitbucketState } from './state';

let sandbox: RecordedSandbox;
const call = (method: string, path: string, options?: Parameters<RecordedSandbox['call']>[3]) => sandbox.call('bitbucket', method, path, options);
const state = (): BitbucketState => sandbox.world.areas.bitbucket as BitbucketState;
const hooksPath = () => `/2.0/workspaces/${sandbox.credentials.bitbucket.workspace}/hooks`;

interface HookPage {
  pagelen: number;
  page: number;
  size: number;
  values: { uuid: string; secret_set: boolean }[];
  next?: string;
  previous?: string;
}

beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'bitbucket-tests' });
});
afterAll(async () => {
  expect(sandbox.contractViolations()).toEqual([]);
  await sandbox.close();
});

describe('listing workspace hooks', () => {
  it('pages with the default pagelen of 10 and absolute next links the client can follow', async () => {
    const seen: string[] = [];
    let url: string | undefined = `${sandbox.baseUrl}${hooksPath()}`;
    let pages = 0;
    while (url) {
      const response = await fetch(url, { headers: sandbox.authFor('bitbucket') });
      const page = (await response.json()) as HookPage;
      if (pages === 0) expect(page.pagelen).toBe(10);
      seen.push(...page.values.map((hook) => hook.uuid));
      url = page.next;
      pages += 1;
    }
    const workspace = state().workspaces[0]!;
    expect(pages).toBe(Math.ceil(workspace.hooks.length / 10));
    expect(pages).toBeGreaterThan(1);
    expect(seen).toEqual(workspace.hooks.map((hook) => hook.uuid));
    expect(seen.every((uuid) => /^\{[0-9a-f-]{36}\}$/.test(uuid))).toBe(true);
  });

  it('accepts pagelen up to 100 and refuses more with 400', async () => {
    const full = await call('GET', `${hooksPath()}?pagelen=100`);
    expect(full).toMatchObject({ status: 200, body: { pagelen: 100 } });
    expect((full.body as HookPage).next).toBeUndefined();
    expect(await call('GET', `${hooksPath()}?pagelen=101`)).toMatchObject({ status: 400, body: { type: 'error', error: { message: 'Invalid pagelen' } } });
    expect((await call('GET', `${hooksPath()}?page=0`)).status).toBe(400);
  });

  it('gives previous links and an empty page past the end', async () => {
    const second = (await call('GET', `${hooksPath()}?page=2&pagelen=5`)).body as HookPage;
    expect(second.previous).toContain('page=1');
    const beyond = (await call('GET', `${hooksPath()}?page=99`)).body as HookPage;
    expect(beyond.values).toEqual([]);
  });

  it('finds a workspace by {uuid} too, and answers 404 for an unknown one', async () => {
    const uuid = encodeURIComponent(state().workspaces[0]!.uuid);
    expect((await call('GET', `/2.0/workspaces/${uuid}/hooks`)).status).toBe(200);
    expect(await call('GET', '/2.0/workspaces/nobody-here/hooks')).toMatchObject({ status: 404, body: { type: 'error' } });
  });

  it('answers 403 on a workspace where the caller is only a member', async () => {
    const memberOnly = state().workspaces.find((workspace) => !workspace.ownerIds.includes(sandbox.world.adminAccountId))!;
    expect(await call('GET', `/2.0/workspaces/${memberOnly.slug}/hooks`)).toMatchObject({ status: 403, body: { type: 'error' } });
  });
});

describe('hook lifecycle', () => {
  it('creates, reads, updates and deletes a hook without ever returning the secret', async () => {
    const created = await call('POST', hooksPath(), {
      body: { description: 'Release bot', url: 'https://bots.example.com/release', active: true, secret: 'top-secret', events: ['repo:push', 'pullrequest:created'] },
    });
    expect(created.status).toBe(201);
    const hook = created.body as { uuid: string; secret_set: boolean; secret?: string };
    expect(hook).toMatchObject({ type: 'webhook_subscription', secret_set: true, events: ['repo:push', 'pullrequest:created'] });
    expect(JSON.stringify(created.body)).not.toContain('top-secret');
    expect(created.headers.get('location')).toContain(encodeURIComponent(hook.uuid));

    const path = `${hooksPath()}/${encodeURIComponent(hook.uuid)}`;
    expect(await call('GET', path)).toMatchObject({ status: 200, body: { uuid: hook.uuid, description: 'Release bot' } });
    expect((await call('GET', `${hooksPath()}/${hook.uuid.slice(1, -1)}`)).status).toBe(200);

    expect(await call('PUT', path, { body: { active: false } })).toMatchObject({ status: 200, body: { active: false, secret_set: true } });
    expect(await call('PUT', path, { body: { secret: null } })).toMatchObject({ status: 200, body: { secret_set: false } });

    // As Bitbucket answers: 204 with nothing after it, so a client that looks at the content type finds none.
    const deleted = await fetch(`${sandbox.baseUrl}${path}`, { method: 'DELETE', headers: sandbox.authFor('bitbucket') });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('content-type')).toBeNull();
    expect(deleted.headers.get('content-length')).toBeNull();
    expect(await deleted.text()).toBe('');
    expect((await call('GET', path)).status).toBe(404);
    expect((await call('DELETE', path)).status).toBe(404);
  });

  it.each([
    ['an unknown event key', { url: 'https://x.example.com', events: ['repo:teleport'] }],
    ['no events', { url: 'https://x.example.com', events: [] }],
    ['duplicate events', { url: 'https://x.example.com', events: ['repo:push', 'repo:push'] }],
    ['a missing url', { events: ['repo:push'] }],
    ['an internal address', { url: 'https://192.168.1.20:8080/hook', events: ['repo:push'] }],
    ['a link-local address', { url: 'http://169.254.169.254/latest', events: ['repo:push'] }],
    ['a wrong type', { url: 'https://x.example.com', events: ['repo:push'], active: 'yes' }],
    ['an oversize secret', { url: 'https://x.example.com', events: ['repo:push'], secret: 's'.repeat(129) }],
  ])('refuses %s with 400 and creates nothing', async (_case, body) => {
    const before = state().workspaces[0]!.hooks.length;
    expect(await call('POST', hooksPath(), { body })).toMatchObject({ status: 400, body: { type: 'error' } });
    expect(state().workspaces[0]!.hooks.length).toBe(before);
  });

  it('refuses malformed JSON with 400 and leaves the hooks alone', async () => {
    const before = JSON.stringify(state());
    expect(await call('POST', hooksPath(), { rawBody: '{"url": "https://x.example.com",' })).toMatchObject({ status: 400, body: { type: 'error' } });
    expect(JSON.stringify(state())).toBe(before);
  });
});

describe('a token without the webhook scopes', () => {
  const asReadOnly = (method: string, path: string, body?: unknown) =>
    sandbox.call('bitbucket', method, path, { body, headers: { authorization: `Bearer ${sandbox.credentials.bitbucket.readOnlyToken}` } });

  it('may list hooks but not change them, and is told which scope is missing', async () => {
    expect((await asReadOnly('GET', hooksPath())).status).toBe(200);
    const before = JSON.stringify(state());
    const refused = await asReadOnly('POST', hooksPath(), { url: 'https://x.example.com', events: ['repo:push'] });
    expect(refused).toMatchObject({
      status: 403,
      body: { type: 'error', error: { message: 'Your credentials lack one or more required privilege scopes.', data: { required: ['write:webhook:bitbucket'], granted: ['read:webhook:bitbucket'] } } },
    });
    const hook = `${hooksPath()}/${encodeURIComponent(state().workspaces[0]!.hooks[0]!.uuid)}`;
    expect(await asReadOnly('DELETE', hook)).toMatchObject({ status: 403, body: { error: { data: { required: ['delete:webhook:bitbucket'] } } } });
    expect(JSON.stringify(state())).toBe(before);
  });

  it('cannot make the demo send deliveries, and is told the write scope is missing', async () => {
    const before = JSON.stringify(state());
    const events = `/_sandbox/bitbucket/workspaces/${sandbox.credentials.bitbucket.workspace}/events`;
    expect(await asReadOnly('POST', events, { event: 'repo:push' })).toMatchObject({
      status: 403,
      body: { type: 'error', error: { message: 'Your credentials lack one or more required privilege scopes.', data: { required: ['write:webhook:bitbucket'], granted: ['read:webhook:bitbucket'] } } },
    });
    expect(JSON.stringify(state())).toBe(before);
  });
});

describe('the demo world', () => {
  it('has in its main workspace a hook for every case that needs attention', () => {
    const hooks = state().workspaces[0]!.hooks;
    expect(hooks.some((hook) => hook.secret === null)).toBe(true);
    expect(hooks.some((hook) => hook.url.startsWith('http://'))).toBe(true);
    expect(hooks.some((hook) => /^https?:\/\/(10|192\.168|127)\./.test(hook.url))).toBe(true);
    expect(new Set(hooks.map((hook) => hook.url)).size).toBeLessThan(hooks.length);
    expect(hooks.some((hook) => !hook.active)).toBe(true);
    expect(hooks.filter((hook) => hook.active && hook.secret !== null && hook.url.startsWith('https://')).length).toBeGreaterThan(hooks.length / 2);
  });
});

describe('hook event types', () => {
  it('serves the catalogue without credentials', async () => {
    const response = await fetch(`${sandbox.baseUrl}/2.0/hook_events`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ workspace: { events: { href: `${sandbox.baseUrl}/2.0/hook_events/workspace` } } });
  });

  it('lists all 29 workspace event types over pages, and 404s an unknown subject type', async () => {
    const first = await call('GET', '/2.0/hook_events/workspace');
    expect(first.body).toMatchObject({ pagelen: 30, size: 29 });
    const small = (await call('GET', '/2.0/hook_events/workspace?pagelen=20')).body as { next: string; values: { event: string }[] };
    const rest = (await (await fetch(small.next)).json()) as { values: { event: string }[]; next?: string };
    expect([...small.values, ...rest.values].map((value) => value.event)).toContain('repo:push');
    expect(small.values.length + rest.values.length).toBe(29);
    expect(rest.next).toBeUndefined();
    expect((await call('GET', '/2.0/hook_events/planet')).status).toBe(404);
  });
});
