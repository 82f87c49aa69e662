import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractViolations, failureOf } from '../../api/testing/sandbox-session';
import type { BitbucketState } from '../../sandbox/areas/bitbucket/state';
import { createWebhook } from './hook-actions';
import {
  abandonRotation,
  confirmRotationReceiver,
  createRotationHook,
  finishRotation,
  pauseRotationOldHook,
  RotationBook,
  startRotation,
} from './rotation';
import { benchConnectionId, startWebhookBench, type WebhookBench } from './webhooks.test-support';

let bench: WebhookBench;
let book: RotationBook;
beforeAll(async () => {
  bench = await startWebhookBench('rotation');
  book = new RotationBook(bench.settings);
});
afterAll(async () => {
  expect(contractViolations(bench.sandbox)).toEqual([]);
  await bench.close();
});
beforeEach(() => {
  bench.keychain.locked = false;
});

const workspace = () => bench.sandbox.credentials.bitbucket.workspace;
const hooksAt = (url: string) =>
  (bench.sandbox.world.areas.bitbucket as BitbucketState).workspaces.find((candidate) => candidate.slug === workspace())!.hooks.filter((hook) => hook.url === url);

async function hookToRotate(url: string) {
  return createWebhook(bench.scope(), bench.vault, bench.catalog, {
    description: 'Deploys',
    url,
    active: true,
    events: ['repo:push', 'pullrequest:fulfilled'],
    secret: { kind: 'generate' },
  });
}

describe('rotating a secret without missing a delivery', () => {
  it('adds a hook with the new secret, then pauses and deletes the old one, each step kept for later', async () => {
    const url = 'https://deploy.example.com/rotate-1';
    const { hook: old, shownSecret: oldSecret } = await hookToRotate(url);
    const started = await startRotation(bench.scope(), book, old.id);
    expect(started).toMatchObject({ stage: 'started', oldHookId: old.id, oldDescription: 'Deploys', newHookId: null });
    expect(await failureOf(startRotation(bench.scope(), book, old.id))).toMatchObject({ code: 'CONFLICT' });
    expect(await failureOf(pauseRotationOldHook(bench.scope(), book, started.id))).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/making the hook with the new secret/) });

    const { rotation, shownSecret } = await createRotationHook(bench.scope(), book, bench.vault, started.id, { kind: 'generate' });
    expect(rotation.stage).toBe('new-hook-created');
    const [first, second] = hooksAt(url);
    expect(first).toMatchObject({ uuid: old.id, active: true, secret: oldSecret });
    expect(second).toMatchObject({ uuid: rotation.newHookId, description: 'Deploys (new secret)', active: true, events: ['repo:push', 'pullrequest:fulfilled'], secret: shownSecret });
    expect(shownSecret).not.toBe(oldSecret);

    // Closing Orgdesk here loses nothing: a fresh read of the settings finds the rotation at its step.
    const reread = await bench.rereadSettings();
    expect(new RotationBook(reread).list(benchConnectionId, workspace())).toEqual([expect.objectContaining({ id: started.id, stage: 'new-hook-created' })]);
    expect(JSON.stringify(reread.value)).not.toContain(shownSecret);
    expect(book.rotationOf(benchConnectionId, workspace())(rotation.newHookId ?? '')).toBe(started.id);

    expect((await confirmRotationReceiver(bench.scope(), book, started.id, false)).confirmedBy).toBe('admin');
    await pauseRotationOldHook(bench.scope(), book, started.id);
    expect(hooksAt(url).find((hook) => hook.uuid === old.id)?.active).toBe(false);

    const finished = await finishRotation(bench.scope(), book, bench.vault, started.id);
    expect(finished.stage).toBe('finished');
    expect(hooksAt(url)).toEqual([expect.objectContaining({ uuid: rotation.newHookId, description: 'Deploys', active: true, secret: shownSecret })]);
    expect(await bench.vault.read({ connectionId: benchConnectionId, workspace: workspace(), hookId: old.id })).toBeNull();
    expect(await bench.vault.read({ connectionId: benchConnectionId, workspace: workspace(), hookId: rotation.newHookId ?? '' })).toBe(shownSecret);
    expect(book.list(benchConnectionId, workspace())).toEqual([]);
  });

  it('refuses step one while the keychain is locked, and carries on once it is unlocked', async () => {
    const url = 'https://deploy.example.com/rotate-2';
    const { hook: old } = await hookToRotate(url);
    const started = await startRotation(bench.scope(), book, old.id);
    bench.keychain.locked = true;
    expect(await failureOf(createRotationHook(bench.scope(), book, bench.vault, started.id, { kind: 'generate' }))).toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE' });
    expect(hooksAt(url)).toHaveLength(1);
    bench.keychain.locked = false;
    await createRotationHook(bench.scope(), book, bench.vault, started.id, { kind: 'pasted', value: 'pasted-new-secret-value' });
    expect(hooksAt(url).map((hook) => hook.secret)).toEqual([expect.any(String), 'pasted-new-secret-value']);
    await abandonRotation(bench.scope(), book, bench.vault, started.id);
  });

  it('clears away a new hook left half-made by an interrupted attempt before making it again', async () => {
    const url = 'https://deploy.example.com/rotate-3';
    const { hook: old } = await hookToRotate(url);
    const started = await startRotation(bench.scope(), book, old.id);
    // As if Orgdesk had stopped after Bitbucket made the hook but before the step was noted.
    await book.save({ ...book.find(benchConnectionId, started.id), creatingSince: new Date().toISOString() });
    await createWebhook(bench.scope(), bench.vault, bench.catalog, { description: 'Deploys (new secret)', url, active: true, events: ['repo:push'], secret: { kind: 'none' } });
    expect(hooksAt(url)).toHaveLength(2);
    const { rotation } = await createRotationHook(bench.scope(), book, bench.vault, started.id, { kind: 'generate' });
    expect(hooksAt(url).map((hook) => hook.uuid)).toEqual([old.id, rotation.newHookId]);
    await abandonRotation(bench.scope(), book, bench.vault, started.id);
  });

  it('cancelling after the pause removes the new hook and lets the old one send again', async () => {
    const url = 'https://deploy.example.com/rotate-4';
    const { hook: old, shownSecret: oldSecret } = await hookToRotate(url);
    const started = await startRotation(bench.scope(), book, old.id);
    await createRotationHook(bench.scope(), book, bench.vault, started.id, { kind: 'generate' });
    await confirmRotationReceiver(bench.scope(), book, started.id, true);
    await pauseRotationOldHook(bench.scope(), book, started.id);
    expect((await abandonRotation(bench.scope(), book, bench.vault, started.id)).stage).toBe('abandoned');
    expect(hooksAt(url)).toEqual([expect.objectContaining({ uuid: old.id, active: true, secret: oldSecret })]);
    expect(await failureOf(finishRotation(bench.scope(), book, bench.vault, started.id))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
