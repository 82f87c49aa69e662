import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordedSandbox, type RecordedSandbox } from '../../validation/recorded-sandbox';
import type { BitbucketState, DeliveryRecord } from './state';

/** A receiver on this machine that answers each delivery as the test says and remembers what came. */
interface Receiver {
  url: string;
  received: { headers: IncomingMessage['headers']; body: string }[];
  /** Statuses to answer with, used up in order until the last, which repeats. `hang` never answers. */
  answers: (number | 'hang')[];
  /** Resolves once `count` deliveries have arrived. */
  arrivals(count: number): Promise<void>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const waiting: { count: number; done: () => void }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      for (const wait of waiting.filter((entry) => receiver.received.length >= entry.count)) wait.done();
      const answer = (receiver.answers.length > 1 ? receiver.answers.shift() : receiver.answers[0]) ?? 200;
      if (answer !== 'hang') res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver: Receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/bitbucket`,
    received: [],
    answers: [200],
    arrivals: (count) => new Promise<void>((done) => (receiver.received.length >= count ? done() : waiting.push({ count, done }))),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}

let sandbox: RecordedSandbox;
let receiver: Receiver;
const workspace = () => sandbox.credentials.bitbucket.workspace;
const state = () => sandbox.world.areas.bitbucket as BitbucketState;
const demoPath = () => `/_sandbox/bitbucket/workspaces/${workspace()}`;

beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'deliveries', delivery: { timeoutMs: 300, retryDelaysMs: [10, 10] } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
  expect(sandbox.contractViolations()).toEqual([]);
});

/** A fresh hook for one test, so each test's deliveries are its own. */
async function hookTo(url: string, options: { secret?: string; events?: string[]; active?: boolean } = {}): Promise<string> {
  const created = await sandbox.call('bitbucket', 'POST', `/2.0/workspaces/${workspace()}/hooks`, {
    body: { description: 'Test receiver', url, active: options.active ?? true, events: options.events ?? ['repo:fork'], ...(options.secret ? { secret: options.secret } : {}) },
  });
  expect(created.status).toBe(201);
  return (created.body as { uuid: string }).uuid;
}

async function trigger(event: string): Promise<{ deliveries: DeliveryRecord[]; paused: { uuid: string }[] }> {
  const answer = await sandbox.call('bitbucket', 'POST', `${demoPath()}/events`, { body: { event } });
  expect(answer.status).toBe(202);
  return answer.body as { deliveries: DeliveryRecord[]; paused: { uuid: string }[] };
}

/** The sandbox's own log of one hook's deliveries, once none is pending any more. */
async function settled(hookUuid: string): Promise<DeliveryRecord[]> {
  let values: DeliveryRecord[] = [];
  await expect
    .poll(async () => {
      const answer = await sandbox.call('bitbucket', 'GET', `${demoPath()}/deliveries?hook=${encodeURIComponent(hookUuid)}`);
      values = (answer.body as { values: DeliveryRecord[] }).values;
      return values.length > 0 && values.every((record) => record.outcome !== 'pending');
    })
    .toBe(true);
  return values;
}

async function removeHook(uuid: string): Promise<void> {
  await sandbox.call('bitbucket', 'DELETE', `/2.0/workspaces/${workspace()}/hooks/${encodeURIComponent(uuid)}`);
}

describe('deliveries to a receiver on this machine', () => {
  it('posts the event signed as Bitbucket signs it: HMAC-SHA256 of the exact body with the hook secret', async () => {
    receiver.answers = [200];
    const before = receiver.received.length;
    const uuid = await hookTo(receiver.url, { secret: 'rotate-me-please', events: ['repo:push'] });
    const { deliveries } = await trigger('repo:push');
    expect(deliveries.find((record) => record.hookUuid === uuid)).toMatchObject({ outcome: 'pending', signed: true });
    await receiver.arrivals(before + 1);
    const { headers, body } = receiver.received[before]!;
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Bitbucket-Webhooks/2.0',
      'x-event-key': 'repo:push',
      'x-hook-uuid': uuid.slice(1, -1),
      'x-attempt-number': '1',
    });
    expect(headers['x-hub-signature']).toBe(`sha256=${createHmac('sha256', 'rotate-me-please').update(body).digest('hex')}`);
    expect(JSON.parse(body)).toMatchObject({ repository: { full_name: `${workspace()}/website` }, push: { changes: [expect.any(Object)] } });
    const [record] = await settled(uuid);
    expect(record).toMatchObject({ outcome: 'delivered', reason: null, attempts: [{ attempt: 1, status: 200, error: null }] });
    expect(record?.id).toBe(headers['x-request-uuid']);
    expect(JSON.stringify(state().deliveries)).not.toContain('rotate-me-please');
    await removeHook(uuid);
  });

  it('sends no signature header for a hook without a secret', async () => {
    const before = receiver.received.length;
    const uuid = await hookTo(receiver.url);
    await trigger('repo:fork');
    await receiver.arrivals(before + 1);
    expect(receiver.received[before]?.headers['x-hub-signature']).toBeUndefined();
    expect((await settled(uuid))[0]).toMatchObject({ signed: false, outcome: 'delivered' });
    await removeHook(uuid);
  });

  it('tries a 5xx answer twice more, then gives up; a later success ends the retries', async () => {
    receiver.answers = [503];
    const failing = await hookTo(receiver.url);
    await trigger('repo:fork');
    const [failed] = await settled(failing);
    expect(failed?.attempts.map((attempt) => attempt.status)).toEqual([503, 503, 503]);
    expect(failed).toMatchObject({ outcome: 'failed', reason: 'The receiver answered 503.' });
    await removeHook(failing);

    receiver.answers = [500, 200];
    const before = receiver.received.length;
    const recovering = await hookTo(receiver.url);
    await trigger('repo:fork');
    const [recovered] = await settled(recovering);
    expect(recovered?.attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
    expect(recovered?.outcome).toBe('delivered');
    expect(receiver.received.slice(before).map((delivery) => delivery.headers['x-attempt-number'])).toEqual(['1', '2']);
    await removeHook(recovering);
  });

  it('does not retry a 4xx answer, and gives up on a receiver that never answers after the timeout', async () => {
    receiver.answers = [404];
    const refused = await hookTo(receiver.url);
    await trigger('repo:fork');
    expect((await settled(refused))[0]).toMatchObject({ outcome: 'failed', reason: 'The receiver answered 404.', attempts: [{ status: 404 }] });
    await removeHook(refused);

    receiver.answers = ['hang'];
    const silent = await hookTo(receiver.url);
    await trigger('repo:fork');
    expect((await settled(silent))[0]).toMatchObject({ outcome: 'failed', reason: 'No answer within 0.3 s.', attempts: [{ status: null }] });
    await removeHook(silent);
    receiver.answers = [200];
  });

  it('reports a closed port as a connection failure', async () => {
    const closed = await startReceiver();
    await closed.close();
    const uuid = await hookTo(closed.url);
    await trigger('repo:fork');
    expect((await settled(uuid))[0]).toMatchObject({ outcome: 'failed', reason: 'Refused: nothing accepts connections at that address (ECONNREFUSED).' });
    await removeHook(uuid);
  });
});

describe('events in the workspace', () => {
  it('records hooks elsewhere as not delivered, and skips paused or unsubscribed hooks', async () => {
    const remote = await hookTo('https://hooks.example.com/bitbucket', { events: ['issue:created'] });
    const paused = await hookTo(receiver.url, { events: ['issue:created'], active: false });
    const other = await hookTo(receiver.url, { events: ['repo:push'] });
    const before = receiver.received.length;
    const { deliveries, paused: skipped } = await trigger('issue:created');
    expect(deliveries.find((record) => record.hookUuid === remote)).toMatchObject({
      outcome: 'not-delivered',
      reason: 'Not delivered: the sandbox only delivers on this machine.',
      attempts: [],
    });
    expect(deliveries.map((record) => record.hookUuid)).not.toContain(paused);
    expect(deliveries.map((record) => record.hookUuid)).not.toContain(other);
    expect(skipped.map((hook) => hook.uuid)).toContain(paused);
    expect(receiver.received.length).toBe(before);
    for (const uuid of [remote, paused, other]) await removeHook(uuid);
  });

  it('refuses an unknown event or a body that is not an object, and answers 404 for a workspace it cannot see', async () => {
    expect(await sandbox.call('bitbucket', 'POST', `${demoPath()}/events`, { body: { event: 'repo:teleport' } })).toMatchObject({
      status: 400,
      body: { type: 'error', error: { message: 'Unknown event' } },
    });
    expect((await sandbox.call('bitbucket', 'POST', `${demoPath()}/events`, { body: ['repo:push'] })).status).toBe(400);
    expect((await sandbox.call('bitbucket', 'POST', '/_sandbox/bitbucket/workspaces/nobody/events', { body: { event: 'repo:push' } })).status).toBe(404);
    expect((await fetch(`${sandbox.baseUrl}${demoPath()}/events`, { method: 'POST', body: '{}' })).status).toBe(401);
  });
});
