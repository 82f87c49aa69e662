import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReceiverStatus } from '../../app/contract/bitbucket/webhooks';
import type { BitbucketState, DeliveryRecord, StoredHook } from '../../app/sandbox/areas/bitbucket/state';
import { noSeriousAxeFindings } from '../fixtures/axe';
import { deliveryTimeoutMs, demoHook, demoHooks, expect, openDemo, test } from './webhooks-helpers';

/** A receiver on this computer that takes the connection and never answers. */
async function silentReceiver(): Promise<{ url: string; server: Server }> {
  const server = createServer((req) => req.resume());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/bitbucket`, server };
}

/** An address on this computer where nothing listens any more: connections to it are refused. */
async function switchedOffAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return `http://127.0.0.1:${port}/bitbucket`;
}

const hookTo = (description: string, url: string): StoredHook => ({
  uuid: `{${randomUUID()}}`,
  description,
  url,
  active: true,
  events: ['repo:push'],
  createdAt: new Date().toISOString(),
  secret: null,
});

test.describe('Webhooks: test delivery and the signature checker', () => {
  test('a demo delivery arrives, verified, with its timing; one signed with another secret is flagged', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness, '/webhooks/test');
    await expect(page.getByRole('heading', { name: 'Test delivery', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Point a demo hook here' })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'Listen for deliveries' }).click();
    await expect(page.getByText(/^Listening at/)).toContainText('http://127.0.0.1:');
    await page.getByRole('button', { name: 'Point a demo hook here' }).click();
    await expect(page.getByText('Added the demo hook “Orgdesk test receiver”, signed with a secret Orgdesk keeps.')).toBeVisible();
    const testHook = demoHook(demoSandbox, 'Orgdesk test receiver');
    expect(testHook.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/bitbucket\//);

    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByRole('region', { name: 'Where the test event went' }).getByRole('status')).toHaveText(/^Repository: Push sent to \d+ hooks: 1 delivered, \d+ not sent \(not on this computer\)\./);
    const deliveries = page.getByRole('list', { name: 'Deliveries received' });
    const first = deliveries.getByRole('listitem').first();
    await expect(first).toContainText('Valid signature');
    await expect(first).toContainText('Repository: Push from Orgdesk test receiver');
    await expect(first).toContainText(/arrived \d+ ms after the event/);
    await first.getByRole('button', { name: /Repository: Push from Orgdesk test receiver/ }).click();
    await expect(first).toContainText('x-hub-signature: sha256=');
    await expect(first).toContainText('"full_name": "orgdesk-demo/website"');

    // The sandbox really sent it, and logged it as delivered.
    const log = () => (demoSandbox.world.areas.bitbucket as BitbucketState).deliveries.filter((record: DeliveryRecord) => record.hookUuid === testHook.uuid);
    await expect.poll(() => log().map((record) => record.outcome)).toEqual(['delivered']);

    // Someone changes the hook's secret outside Orgdesk: what Bitbucket signs no longer matches.
    testHook.secret = 'changed-in-another-tool-0123456789';
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(deliveries.getByRole('listitem')).toHaveCount(2);
    // A secret Orgdesk never saw looks like a changed body to a signature: the verdict says it cannot tell.
    await expect(deliveries.getByRole('listitem').first()).toContainText('Does not match');
    await expect(deliveries.getByRole('listitem').first()).toContainText('a signature cannot tell the two apart');

    await page.getByRole('button', { name: 'Stop listening' }).click();
    await expect(page.getByRole('button', { name: 'Listen for deliveries' })).toBeVisible();
  });

  test('each delivery of a test event says how it ended, a receiver that never answers and a refused one too', async ({ page, harness, demoSandbox }) => {
    const silent = await silentReceiver();
    try {
      demoHooks(demoSandbox).push(hookTo('Silent receiver', silent.url), hookTo('Switched-off receiver', await switchedOffAddress()));
      await openDemo(page, harness, '/webhooks/test');
      await page.getByRole('button', { name: 'Send test event' }).click();

      const wentTo = page.getByRole('region', { name: 'Where the test event went' });
      const line = (name: string) => wentTo.getByRole('list', { name: 'Deliveries of the test event' }).getByRole('listitem').filter({ hasText: name });
      await expect(line('Switched-off receiver')).toContainText('Refused: nothing accepts connections at that address');
      await expect(line('Silent receiver')).toContainText(`No answer within ${deliveryTimeoutMs / 1000} s.`);
      for (const name of ['Switched-off receiver', 'Silent receiver']) await expect(line(name).getByText('Failed', { exact: true })).toBeVisible();
      await expect(line('CI builds')).toContainText('The demo delivers only to addresses on this computer.');
      await expect(line('CI builds').getByText('Not sent', { exact: true })).toBeVisible();
      await expect(wentTo.getByRole('status')).toHaveText(/^Repository: Push sent to \d+ hooks: 2 failed, \d+ not sent \(not on this computer\)\./);

      // The demo logged the same, and the screen still says it once nothing is being sent any more.
      const logged = (description: string) => (demoSandbox.world.areas.bitbucket as BitbucketState).deliveries.find((record) => record.hookUuid === demoHook(demoSandbox, description).uuid);
      expect([logged('Silent receiver')?.outcome, logged('Switched-off receiver')?.outcome]).toEqual(['failed', 'failed']);
      await expect(line('Silent receiver')).toContainText('No answer within');
    } finally {
      silent.server.closeAllConnections();
      silent.server.close();
    }
  });

  test('a flood of deliveries is answered but only the newest are kept, and the screen counts the rest', async ({ page, harness }) => {
    const connectionId = await openDemo(page, harness, '/webhooks/test');
    await page.getByRole('button', { name: 'Listen for deliveries' }).click();
    await expect(page.getByText(/^Listening at/)).toContainText('http://127.0.0.1:');
    const status = async () => {
      const answer = await harness.dispatch('bitbucket.receiver.get', { connectionId });
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.data as ReceiverStatus;
    };
    const url = (await status()).url ?? '';
    const body = JSON.stringify({ push: { changes: [] }, padding: 'x'.repeat(20_000) });
    for (let sent = 0; sent < 400; sent += 50) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } }).then((answer) => answer.status)));
      expect(answers.every((code) => code === 200)).toBe(true);
    }
    // The newest hundred are kept (a few more may have been shown as the allowance refilled); the rest only counted.
    const after = await status();
    expect(after.deliveries.length).toBe(100);
    expect(after.dropped).toBeGreaterThan(0);
    expect(after.dropped).toBeLessThanOrEqual(300);

    await expect(page.getByRole('alert').filter({ hasText: 'without keeping or checking them' })).toContainText(`Orgdesk answered ${after.dropped} more deliveries without keeping or checking them`);
    await expect(page.getByRole('list', { name: 'Deliveries received' }).getByRole('listitem')).toHaveCount(after.deliveries.length);
  });

  test('refusing deliveries shows Bitbucket trying twice more', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness, '/webhooks/test');
    await page.getByRole('button', { name: 'Listen for deliveries' }).click();
    await page.getByRole('button', { name: 'Point a demo hook here' }).click();
    // The sandbox, not the five-second notice, says the hook is there: a loaded machine can outlast the notice.
    await expect.poll(() => demoHooks(demoSandbox).some((hook) => hook.description === 'Orgdesk test receiver')).toBe(true);
    await page.getByRole('radio', { name: /Refuse them \(answer 500\)/ }).check();
    await page.getByRole('button', { name: 'Send test event' }).click();
    const deliveries = page.getByRole('list', { name: 'Deliveries received' }).getByRole('listitem');
    await expect(deliveries).toHaveCount(3);
    await expect(deliveries.first()).toContainText('Retry 2');
    await expect(deliveries.first()).toContainText('answered 500');
    const hook = demoHook(demoSandbox, 'Orgdesk test receiver');
    await expect.poll(() => (demoSandbox.world.areas.bitbucket as BitbucketState).deliveries.find((record) => record.hookUuid === hook.uuid)?.outcome).toBe('failed');
  });

  test('the signature checker says valid, or why not', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness, '/webhooks/check');
    // Every line is readable, the help under the hook choice that Orgdesk keeps no secret yet included.
    await expect(page.getByText(/^Orgdesk keeps no hook secret yet/)).toBeVisible();
    await noSeriousAxeFindings(page);
    const body = '{"push":{"changes":[]},"repository":{"full_name":"orgdesk-demo/website"}}';
    const secret = demoHook(demoSandbox, 'CI builds').secret ?? '';
    const header = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    const form = page.getByRole('form', { name: 'Signature checker' });
    await form.getByLabel('Delivery body').fill(body);
    await form.getByLabel('X-Hub-Signature header').fill(header);
    await form.getByRole('radio', { name: 'A secret I paste' }).check();
    await form.getByRole('textbox', { name: 'Secret' }).fill(secret);
    await form.getByRole('button', { name: 'Check signature' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Valid signature' })).toContainText('this body was signed with this secret');

    await form.getByLabel('Delivery body').fill(`${body}\n`);
    await form.getByRole('button', { name: 'Check signature' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Body changed' })).toContainText('a line break or spaces were added at the end');

    await form.getByLabel('X-Hub-Signature header').fill('sha1=abcdef');
    await form.getByRole('button', { name: 'Check signature' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong format' })).toContainText('Bitbucket signs with sha256');

    await form.getByLabel('Delivery body').fill(body);
    await form.getByLabel('X-Hub-Signature header').fill(header);
    // One character of the body changed, the JSON still whole: the checker does not pretend to know it was the secret.
    await form.getByLabel('Delivery body').fill(body.replace('website', 'websitf'));
    await form.getByRole('button', { name: 'Check signature' }).click();
    const noMatch = page.getByRole('alert').filter({ hasText: 'Does not match' });
    await expect(noMatch).toContainText('Either the body changed after it was signed (even one character counts) or it was signed with a different secret');
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong secret' })).toHaveCount(0);

    await form.getByLabel('Delivery body').fill(body);
    await form.getByRole('textbox', { name: 'Secret' }).fill('not-the-secret-of-ci-builds');
    await form.getByRole('button', { name: 'Check signature' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Does not match' })).toBeVisible();
  });
});
