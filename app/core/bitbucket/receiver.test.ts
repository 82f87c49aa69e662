import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { triggerDemoEvent } from '../../api/bitbucket/demo-events';
import { receiverKeeps, type ReceivedDelivery } from '../../contract/bitbucket/webhooks';
import { createReceiverHook, setWebhookActive } from './hook-actions';
import { DeliveryReceiver } from './receiver';
import { benchConnectionId, startWebhookBench, type WebhookBench } from './webhooks.test-support';

let bench: WebhookBench;
let receiver: DeliveryReceiver;
const arrived: ReceivedDelivery[] = [];
const waiting: { count: number; done: () => void }[] = [];
const names = new Map<string, string>();

beforeAll(async () => {
  bench = await startWebhookBench('receiver');
  receiver = new DeliveryReceiver({
    vault: bench.vault,
    onDelivery: (delivery) => {
      arrived.push(delivery);
      for (const wait of waiting.filter((entry) => arrived.length >= entry.count)) wait.done();
    },
    onDropped: () => undefined,
    nameOf: (hookId) => names.get(hookId),
  });
});
afterEach(() => receiver.configure({ answer: 'accept', checkWith: { kind: 'kept' } }));
afterAll(async () => {
  await receiver.stop();
  await bench.close();
});

const workspace = () => bench.sandbox.credentials.bitbucket.workspace;
const arrivals = (count: number) => new Promise<void>((done) => (arrived.length >= count ? done() : waiting.push({ count, done })));

/** Fires an event in the demo and waits for `count` more deliveries to reach the receiver. */
async function trigger(event: string, count = 1): Promise<ReceivedDelivery[]> {
  const before = arrived.length;
  const answer = await triggerDemoEvent(bench.scope().session, workspace(), event);
  receiver.expect(answer.deliveries.map((delivery) => delivery.id));
  await arrivals(before + count);
  return arrived.slice(before);
}

describe('listening for deliveries', () => {
  it('receives a demo delivery, checks its signature with the kept secret and times it', async () => {
    const status = await receiver.start({ connectionId: benchConnectionId, workspace: workspace() });
    expect(status).toMatchObject({ listening: true, answer: 'accept', checkWith: 'kept', deliveries: [] });
    expect(status.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/bitbucket\/[\w-]{16}$/);
    const hook = await createReceiverHook(bench.scope(), bench.vault, status.url ?? '', ['repo:fork']);
    names.set(hook.id, hook.description);

    const [delivery] = await trigger('repo:fork');
    expect(delivery).toMatchObject({
      hookId: hook.id,
      hookDescription: 'Orgdesk test receiver',
      event: 'repo:fork',
      attempt: 1,
      answered: 200,
      bodyCut: false,
      verdict: { kind: 'valid', valid: true },
    });
    expect(delivery?.afterTriggerMs).toBeGreaterThanOrEqual(0);
    expect(delivery?.headers.map((entry) => entry.name)).toEqual(expect.arrayContaining(['x-hub-signature', 'x-event-key', 'user-agent']));
    expect(JSON.parse(delivery?.body ?? '')).toMatchObject({ repository: { full_name: `${workspace()}/website` } });
    expect(receiver.sawValidFrom(hook.id)).toBe(true);
    expect(receiver.status(benchConnectionId).deliveries[0]?.id).toBe(delivery?.id);
    expect(JSON.stringify(arrived)).not.toContain((await bench.vault.read({ connectionId: benchConnectionId, workspace: workspace(), hookId: hook.id })) ?? '\u0000');
  });

  it('flags a delivery signed with a secret other than the one Orgdesk keeps, and a pasted wrong secret', async () => {
    const { url } = receiver.status();
    const hook = await createReceiverHook(bench.scope(), bench.vault, url ?? '', ['issue:updated']);
    // Someone changed the secret outside Orgdesk: Bitbucket now signs with one Orgdesk does not know,
    // which a signature cannot tell from a changed body.
    bench.stored(hook.id)!.secret = 'changed-somewhere-else';
    const [changed] = await trigger('issue:updated');
    expect(changed?.verdict).toMatchObject({ kind: 'no-match', valid: false });

    bench.stored(hook.id)!.secret = (await bench.vault.read({ connectionId: benchConnectionId, workspace: workspace(), hookId: hook.id })) ?? '';
    receiver.configure({ checkWith: { kind: 'pasted', secret: 'not-the-right-one' } });
    expect(receiver.status().checkWith).toBe('pasted');
    expect(JSON.stringify(receiver.status())).not.toContain('not-the-right-one');
    const [pasted] = await trigger('issue:updated');
    expect(pasted?.verdict.kind).toBe('wrong-secret');
    await setWebhookActive(bench.scope(), hook.id, false);
  });

  it('refuses deliveries when told to, and sees Bitbucket try twice more', async () => {
    const { url } = receiver.status();
    const hook = await createReceiverHook(bench.scope(), bench.vault, url ?? '', ['repo:imported']);
    receiver.configure({ answer: 'fail' });
    const tries = await trigger('repo:imported', 3);
    expect(tries.map((delivery) => [delivery.attempt, delivery.answered])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    await setWebhookActive(bench.scope(), hook.id, false);
  });

  it('answers only POSTs to its own path, and nothing once stopped', async () => {
    const { url } = receiver.status();
    const origin = new URL(url ?? '').origin;
    expect((await fetch(`${origin}/bitbucket/guessed`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(url ?? '', { method: 'GET' })).status).toBe(405);
    await receiver.stop();
    expect(receiver.status()).toMatchObject({ listening: false, url: null, deliveries: [] });
    await expect(fetch(url ?? '', { method: 'POST', body: '{}' })).rejects.toThrow();
  });
});

describe('a flood of deliveries', () => {
  it('keeps and forwards a bounded number, and counts the rest it drops', async () => {
    let forwarded = 0;
    let forwardedBytes = 0;
    const expectedDrops = 1_500 - receiverKeeps;
    let heardAll: () => void = () => undefined;
    const allDropsSaid = new Promise<void>((done) => (heardAll = done));
    const flooded = new DeliveryReceiver({
      vault: bench.vault,
      onDelivery: (delivery) => {
        forwarded += 1;
        forwardedBytes += JSON.stringify(delivery).length;
      },
      onDropped: (dropped) => {
        if (dropped === expectedDrops) heardAll();
      },
      nameOf: () => undefined,
      // Time stands still here, so the receiver's allowance never refills: the bound is exact.
      now: () => 1_000_000,
    });
    const { url } = await flooded.start({ connectionId: 'flooded', workspace: workspace() });
    const body = JSON.stringify({ push: { changes: [] }, padding: 'x'.repeat(60_000) });
    const send = () => fetch(url ?? '', { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-event-key': 'repo:push' } }).then((answer) => answer.status);
    for (let sent = 0; sent < 1_500; sent += 50) expect(await Promise.all(Array.from({ length: 50 }, send))).toEqual(Array(50).fill(200));

    expect(forwarded).toBe(receiverKeeps);
    expect(flooded.status().deliveries).toHaveLength(receiverKeeps);
    expect(flooded.status().dropped).toBe(expectedDrops);
    // The window is told the count, a few times a second at most, not once per delivery.
    await allDropsSaid;
    // 1,500 deliveries of 60 KB are 90 MB; what reaches the window stays under 7 MB.
    expect(forwardedBytes).toBeLessThan(7_000_000);
    await flooded.stop();
    expect(flooded.status().dropped).toBe(0);
  }, 60_000);
});
