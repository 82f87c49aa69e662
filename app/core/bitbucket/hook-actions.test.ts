import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractViolations, failureOf, recordedRequests } from '../../api/testing/sandbox-session';
import { createWebhook, deleteWebhook, editWebhook, removeWebhookSecret, setWebhookActive, setWebhookSecret } from './hook-actions';
import { benchConnectionId, startWebhookBench, type WebhookBench } from './webhooks.test-support';

let bench: WebhookBench;
beforeAll(async () => {
  bench = await startWebhookBench();
});
afterAll(async () => {
  expect(contractViolations(bench.sandbox)).toEqual([]);
  await bench.close();
});
beforeEach(() => {
  bench.keychain.locked = false;
});

const ref = (hookId: string) => ({ connectionId: benchConnectionId, workspace: bench.sandbox.credentials.bitbucket.workspace, hookId });
const requestCount = () => recordedRequests(bench.sandbox.recordFile).length;
const lastRequest = () => recordedRequests(bench.sandbox.recordFile).at(-1);

async function signedHook(description: string) {
  return createWebhook(bench.scope(), bench.vault, bench.catalog, {
    description,
    url: 'https://ci.example.com/bitbucket',
    active: true,
    events: ['repo:push'],
    secret: { kind: 'generate' },
  });
}

describe('creating a webhook', () => {
  it('makes a strong secret, keeps it in the keychain, gives it to Bitbucket and shows it this once', async () => {
    const { hook, shownSecret } = await signedHook('Release radar');
    expect(shownSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hook).toMatchObject({ description: 'Release radar', secretSaved: true });
    expect(bench.stored(hook.id)?.secret).toBe(shownSecret);
    expect(await bench.vault.read(ref(hook.id))).toBe(shownSecret);
    expect(bench.vault.keptIn(benchConnectionId, ref(hook.id).workspace).has(hook.id)).toBe(true);
    // The settings note which hook has a kept secret, never the secret.
    expect(JSON.stringify(bench.settings.value)).not.toContain(shownSecret);
    expect((await signedHook('Second')).shownSecret).not.toBe(shownSecret);
  });

  it('keeps a pasted secret without showing it back', async () => {
    const { hook, shownSecret } = await createWebhook(bench.scope(), bench.vault, bench.catalog, {
      description: 'Pasted',
      url: 'https://ci.example.com/pasted',
      active: false,
      events: ['repo:push'],
      secret: { kind: 'pasted', value: 'the-receivers-own-secret' },
    });
    expect(shownSecret).toBeNull();
    expect(bench.stored(hook.id)).toMatchObject({ secret: 'the-receivers-own-secret', active: false });
  });

  it.each([
    ['no events', { events: [] }, 'Choose at least one event.'],
    ['an event Bitbucket does not offer', { events: ['repo:push', 'repo:teleport'] }, 'Bitbucket offers no workspace event called “repo:teleport”.'],
    ['an internal address', { url: 'https://10.0.0.8/hook' }, /private network/],
    ['plain http', { url: 'http://ci.example.com/hook' }, /plain http/],
    ['credentials in the address', { url: 'https://bot:pw@ci.example.com/hook' }, /user name and password/],
  ])('refuses %s with a sentence and creates nothing', async (_case, change, message) => {
    const before = bench.hookCount();
    const failure = await failureOf(
      createWebhook(bench.scope(), bench.vault, bench.catalog, {
        description: 'Refused',
        url: 'https://ci.example.com/ok',
        active: true,
        events: ['repo:push'],
        secret: { kind: 'none' },
        ...change,
      }),
    );
    expect(failure.code).toBe('VALIDATION');
    expect(failure.message).toMatch(message);
    expect(bench.hookCount()).toBe(before);
  });

  it('refuses while the keychain is locked, before Bitbucket hears of the hook', async () => {
    bench.keychain.locked = true;
    const before = { hooks: bench.hookCount(), requests: requestCount() };
    const failure = await failureOf(signedHook('Locked out'));
    expect(failure).toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE' });
    expect(failure.message).toMatch(/keyring is locked.*never on disk, so nothing was changed/);
    expect(bench.hookCount()).toBe(before.hooks);
    // Only the event catalogue may have been read; nothing was written.
    expect(recordedRequests(bench.sandbox.recordFile).slice(before.requests).filter((exchange) => exchange.method !== 'GET')).toEqual([]);
  });
});

describe('editing a webhook', () => {
  it('sends only what the admin changed, so the secret survives', async () => {
    const { hook, shownSecret } = await signedHook('Before');
    const loaded = { description: hook.description, url: hook.url, active: hook.active, events: hook.events };
    const { hook: saved, changed } = await editWebhook(bench.scope(), bench.catalog, hook.id, loaded, { ...loaded, description: 'After', events: ['repo:push', 'repo:fork'] });
    expect(lastRequest()).toMatchObject({ method: 'PUT', requestBody: { description: 'After', events: ['repo:push', 'repo:fork'] } });
    expect(Object.keys(lastRequest()?.requestBody as object)).not.toContain('secret');
    expect(saved).toMatchObject({ description: 'After', secretSaved: true });
    expect(bench.stored(hook.id)?.secret).toBe(shownSecret);
    expect(changed).toEqual(['description “Before” → “After”', 'events added: repo:fork']);
  });

  it('keeps what someone else changed meanwhile, and refuses a clash without saving anything', async () => {
    const { hook } = await signedHook('Shared');
    const loaded = { description: hook.description, url: hook.url, active: hook.active, events: hook.events };
    const stored = bench.stored(hook.id)!;
    stored.events = ['repo:push', 'issue:created'];
    await editWebhook(bench.scope(), bench.catalog, hook.id, loaded, { ...loaded, description: 'Mine' });
    expect(bench.stored(hook.id)).toMatchObject({ description: 'Mine', events: ['repo:push', 'issue:created'] });

    stored.description = 'Theirs';
    const before = requestCount();
    const clash = await failureOf(editWebhook(bench.scope(), bench.catalog, hook.id, { ...loaded, description: 'Mine' }, { ...loaded, description: 'Mine again' }));
    expect(clash).toMatchObject({ code: 'CONFLICT' });
    expect(clash.message).toMatch(/changed this webhook’s description since you opened it\. Nothing was saved/);
    expect(bench.stored(hook.id)?.description).toBe('Theirs');
    expect(recordedRequests(bench.sandbox.recordFile).slice(before).map((exchange) => exchange.method)).toEqual(['GET']);
  });

  it('saves nothing when Bitbucket already has what the form says', async () => {
    const { hook } = await signedHook('Same');
    const loaded = { description: hook.description, url: hook.url, active: hook.active, events: hook.events };
    const before = requestCount();
    expect((await editWebhook(bench.scope(), bench.catalog, hook.id, loaded, { ...loaded, events: [...loaded.events].reverse() })).changed).toEqual([]);
    expect(recordedRequests(bench.sandbox.recordFile).slice(before).map((exchange) => exchange.method)).toEqual(['GET']);
  });
});

describe('secrets', () => {
  it('replaces a secret only when the keychain takes it first', async () => {
    const { hook, shownSecret } = await signedHook('Rotating');
    bench.keychain.locked = true;
    expect(await failureOf(setWebhookSecret(bench.scope(), bench.vault, hook.id, { kind: 'generate' }))).toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE' });
    expect(bench.stored(hook.id)?.secret).toBe(shownSecret);

    bench.keychain.locked = false;
    const replaced = await setWebhookSecret(bench.scope(), bench.vault, hook.id, { kind: 'generate' });
    expect(replaced.shownSecret).not.toBe(shownSecret);
    expect(bench.stored(hook.id)?.secret).toBe(replaced.shownSecret);
    expect(await bench.vault.read(ref(hook.id))).toBe(replaced.shownSecret);
  });

  it('puts the kept secret back when Bitbucket refuses the new one', async () => {
    const { hook, shownSecret } = await signedHook('Vanishing');
    await deleteWebhook(bench.scope(), bench.vault, hook.id);
    await bench.vault.replaceDuring(ref(hook.id), shownSecret, async () => undefined);
    const failure = await failureOf(setWebhookSecret(bench.scope(), bench.vault, hook.id, { kind: 'pasted', value: 'never-used' }));
    expect(failure.code).toBe('NOT_FOUND');
    expect(await bench.vault.read(ref(hook.id))).toBe(shownSecret);
  });

  it('removes a secret at Bitbucket and in the keychain', async () => {
    const { hook } = await signedHook('Unsigned soon');
    expect((await removeWebhookSecret(bench.scope(), bench.vault, hook.id)).secretSaved).toBe(false);
    expect(bench.stored(hook.id)?.secret).toBeNull();
    expect(await bench.vault.read(ref(hook.id))).toBeNull();
    expect(await bench.keychain.inner.get(`connection/${benchConnectionId}/webhook/${ref(hook.id).workspace}/${hook.id}`)).toBeNull();
  });
});

describe('pausing and deleting', () => {
  it('pauses and resumes by sending the state alone', async () => {
    const { hook, shownSecret } = await signedHook('Pausable');
    expect((await setWebhookActive(bench.scope(), hook.id, false)).active).toBe(false);
    expect(lastRequest()?.requestBody).toEqual({ active: false });
    expect((await setWebhookActive(bench.scope(), hook.id, true)).active).toBe(true);
    expect(bench.stored(hook.id)?.secret).toBe(shownSecret);
  });

  it('deletes a hook and forgets its secret; a hook already gone counts as deleted', async () => {
    const { hook } = await signedHook('Doomed');
    expect(await deleteWebhook(bench.scope(), bench.vault, hook.id)).toEqual({ alreadyGone: false });
    expect(bench.stored(hook.id)).toBeUndefined();
    expect(await bench.vault.read(ref(hook.id))).toBeNull();
    expect(await deleteWebhook(bench.scope(), bench.vault, hook.id)).toEqual({ alreadyGone: true });
  });
});
