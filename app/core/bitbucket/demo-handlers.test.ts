import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, Input, Output } from '../../contract/channels';
import type { ReceivedDelivery } from '../../contract/bitbucket/webhooks';
import { createTestCore, type TestCore } from '../test-support';

/** The test-delivery path end to end in the core: the demo organization, the receiver, a triggered event. */
let t: TestCore;
let connectionId = '';
const arrived: ReceivedDelivery[] = [];
const waiting: { count: number; done: () => void }[] = [];

async function ok<C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>> {
  const result = await t.core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.message}`);
  return result.data as Output<C>;
}

beforeAll(async () => {
  t = await createTestCore();
  t.core.onEvent((name, payload) => {
    if (name !== 'bitbucket.delivery.received') return;
    arrived.push((payload as { delivery: ReceivedDelivery }).delivery);
    for (const wait of waiting.filter((entry) => arrived.length >= entry.count)) wait.done();
  });
  connectionId = (await ok('app.demo.start', {})).id;
});
afterAll(() => t.cleanup());

const arrivals = (count: number) => new Promise<void>((done) => (arrived.length >= count ? done() : waiting.push({ count, done })));

describe('a test delivery in the demo', () => {
  it('points a demo hook at the receiver, triggers an event and checks what arrives', async () => {
    expect((await ok('bitbucket.hooks.list', { connectionId })).isDemo).toBe(true);
    const receiver = await ok('bitbucket.receiver.start', { connectionId });
    const hook = await ok('bitbucket.demoHooks.create', { connectionId, events: ['repo:push'] });
    expect(hook).toMatchObject({ url: receiver.url, secretSaved: true, description: 'Orgdesk test receiver' });
    const listed = await ok('bitbucket.hooks.list', { connectionId });
    expect(listed.hooks.find((candidate) => candidate.id === hook.id)).toMatchObject({ secretKept: true, attention: [expect.objectContaining({ kind: 'private-address' }), expect.objectContaining({ kind: 'plain-http' })] });

    const triggered = await ok('bitbucket.demoEvents.create', { connectionId, event: 'repo:push' });
    expect(triggered.deliveries.find((delivery) => delivery.hookId === hook.id)?.outcome).toBe('pending');
    expect(triggered.deliveries.filter((delivery) => delivery.outcome === 'not-delivered').length).toBeGreaterThan(3);
    await arrivals(1);
    expect(arrived[0]).toMatchObject({ hookId: hook.id, hookDescription: 'Orgdesk test receiver', event: 'repo:push', verdict: { kind: 'valid' }, answered: 200 });
    expect(arrived[0]?.afterTriggerMs).not.toBeNull();

    await ok('bitbucket.receiver.update', { connectionId, checkWith: { kind: 'pasted', secret: 'what-the-receiver-wrongly-uses' } });
    await ok('bitbucket.demoEvents.create', { connectionId, event: 'repo:push' });
    await arrivals(2);
    expect(arrived[1]?.verdict).toMatchObject({ kind: 'wrong-secret', reason: 'Wrong secret: this was signed with the secret of “Orgdesk test receiver”.' });
    expect((await ok('bitbucket.receiver.get', { connectionId })).deliveries.map((delivery) => delivery.verdict.kind)).toEqual(['wrong-secret', 'valid']);

    const { entries } = await ok('app.activity.list', {});
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['bitbucket.receiver.start', 'bitbucket.demoHooks.create', 'bitbucket.demoEvents.create']),
    );
  });

  it('says how each delivery of a test event ended, a refused one included', async () => {
    // The hook still points at the receiver, which stops listening: its address now refuses connections.
    await ok('bitbucket.receiver.stop', { connectionId });
    const testHook = (await ok('bitbucket.hooks.list', { connectionId })).hooks.find((hook) => hook.description === 'Orgdesk test receiver');
    const triggered = await ok('bitbucket.demoEvents.create', { connectionId, event: 'repo:push' });
    const deliveryIds = triggered.deliveries.map((delivery) => delivery.id);
    let ended: Output<'bitbucket.demoDeliveries.list'>['deliveries'] = [];
    await expect
      .poll(async () => {
        ended = (await ok('bitbucket.demoDeliveries.list', { connectionId, deliveryIds })).deliveries;
        return ended.length === deliveryIds.length && ended.every((delivery) => delivery.outcome !== 'pending');
      })
      .toBe(true);
    expect(ended.find((delivery) => delivery.hookId === testHook?.id)).toMatchObject({ outcome: 'failed', tries: 1, lastStatus: null, reason: expect.stringMatching(/^Refused/) });
    expect(ended.filter((delivery) => delivery.outcome === 'not-delivered').every((delivery) => delivery.reason !== null)).toBe(true);
  });

  it('forgets the demo’s kept secrets when the demo is reset, and writes none of them to the data folder', async () => {
    const created = await ok('bitbucket.hooks.create', { connectionId, description: 'Kept', url: 'https://kept.example.com/h', events: ['repo:push'], secret: { kind: 'generate' } });
    const secret = created.shownSecret ?? '';
    const files = await readdir(t.dataDir, { recursive: true });
    const texts = await Promise.all(files.map((name) => readFile(join(t.dataDir, name), 'utf8').catch(() => '')));
    expect(texts.filter((text) => text.includes(secret))).toEqual([]);
    expect((await ok('bitbucket.hooks.list', { connectionId })).hooks.filter((hook) => hook.secretKept).length).toBe(2);

    await ok('app.demo.reset', {});
    expect((await ok('bitbucket.hooks.list', { connectionId })).hooks.filter((hook) => hook.secretKept)).toEqual([]);
    expect(await t.secrets.get(`connection/${connectionId}/webhook/orgdesk-demo/${created.hook.id}`)).toBeNull();
  });
});
