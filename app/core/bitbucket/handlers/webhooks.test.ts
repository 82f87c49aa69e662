import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractViolations } from '../../../api/testing/sandbox-session';
import type { BitbucketState } from '../../../sandbox/areas/bitbucket/state';
import { BULK_PREVIEW_ACTION } from '../bulk';
import { sandboxSecrets, startCoreOnSandbox, type CoreOnSandbox } from '../../testing/sandbox-core.test-support';

let env: CoreOnSandbox;
beforeAll(async () => {
  env = await startCoreOnSandbox();
});
afterAll(async () => {
  expect(contractViolations(env.sandbox)).toEqual([]);
  await env.close();
});

const on = () => ({ connectionId: env.connectionId });
const workspace = () => env.sandbox.credentials.bitbucket.workspace;
const stored = (hookId: string) =>
  (env.sandbox.world.areas.bitbucket as BitbucketState).workspaces.flatMap((candidate) => candidate.hooks).find((hook) => hook.uuid === hookId);
const storedSecrets = () =>
  (env.sandbox.world.areas.bitbucket as BitbucketState).workspaces.flatMap((candidate) => candidate.hooks.flatMap((hook) => (hook.secret ? [hook.secret] : [])));
const shown: string[] = [];

async function newHook(description: string, url = 'https://relay.example.com/services/T0/B0/tokenpart?key=abc') {
  const created = await env.ok('bitbucket.hooks.create', { ...on(), description, url, events: ['repo:push'], secret: { kind: 'generate' } });
  if (created.shownSecret) shown.push(created.shownSecret);
  return created;
}

describe('listing', () => {
  it('lists the connection’s workspace hooks with their flags, or another workspace’s when named', async () => {
    const own = await env.ok('bitbucket.hooks.list', on());
    expect(own).toMatchObject({ workspace: workspace(), secretsKeptIn: 'memory', isDemo: false, rotations: [] });
    expect(own.hooks).toHaveLength(14);
    expect(own.hooks.filter((hook) => hook.attention.length > 0).length).toBeGreaterThanOrEqual(5);
    expect((await env.ok('bitbucket.hooks.list', { ...on(), workspace: 'orgdesk-labs' })).hooks).toHaveLength(4);
    expect(await env.fail('bitbucket.hooks.list', { ...on(), workspace: 'partner-agency' })).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only owners of the workspace “partner-agency” can see and change its webhooks. Use a token of a workspace owner.',
    });
    expect(await env.fail('bitbucket.hooks.list', {} as never)).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'connectionId' }] });
  });

  it('lists the subscribable workspace events from Bitbucket’s catalogue', async () => {
    const { events } = await env.ok('bitbucket.hookEvents.list', on());
    expect(events).toHaveLength(29);
    expect(events.find((entry) => entry.event === 'pullrequest:approved')).toMatchObject({ category: 'Pull Request', label: 'Approved' });
  });

  it('exports the list as CSV', async () => {
    const { csv, rows, fileName } = await env.ok('bitbucket.hooks.exportCsv', on());
    expect(rows).toBeGreaterThanOrEqual(14);
    expect(fileName).toMatch(new RegExp(`^orgdesk-webhooks-${workspace()}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(csv.split('\r\n')[0]).toMatch(/^\uFEFFDescription,Address,State,Signed/);
  });
});

describe('changing hooks', () => {
  it('creates a signed hook, edits it without losing the secret, pauses, resumes and deletes it, each in Activity by host only', async () => {
    const created = await newHook('Chat relay');
    expect(created.shownSecret).toMatch(/^[\w-]{43}$/);
    const loaded = { description: 'Chat relay', url: created.hook.url, active: true, events: ['repo:push'] };
    const updated = await env.ok('bitbucket.hooks.update', { ...on(), hookId: created.hook.id, loaded, desired: { ...loaded, events: ['repo:push', 'repo:fork'] } });
    expect(updated).toMatchObject({ hook: { events: ['repo:push', 'repo:fork'], secretSaved: true }, changed: ['events added: repo:fork'] });
    expect(stored(created.hook.id)?.secret).toBe(created.shownSecret);
    await env.ok('bitbucket.hooks.pause', { ...on(), hookId: created.hook.id });
    expect(stored(created.hook.id)?.active).toBe(false);
    await env.ok('bitbucket.hooks.resume', { ...on(), hookId: created.hook.id });
    expect(await env.ok('bitbucket.hooks.delete', { ...on(), hookId: created.hook.id.replace(/[{}]/g, '') })).toEqual({ deleted: true, alreadyGone: false });

    const target = `Webhook “Chat relay” to relay.example.com in workspace ${workspace()}`;
    expect((await env.activity('bitbucket.hooks.create'))[0]).toMatchObject({ target: `${target} (signed, 1 event)`, outcome: 'success' });
    expect((await env.activity('bitbucket.hooks.update'))[0]).toMatchObject({ target: `${target}: events added: repo:fork`, outcome: 'success' });
    for (const channel of ['bitbucket.hooks.pause', 'bitbucket.hooks.resume', 'bitbucket.hooks.delete'] as const) {
      expect((await env.activity(channel))[0]).toMatchObject({ target, outcome: 'success' });
    }
    expect((await env.ok('bitbucket.hooks.list', on())).hooks.map((hook) => hook.id)).not.toContain(created.hook.id);
  });

  it.each([
    ['an address on a private network', { url: 'https://10.0.0.4/hook' }, 'url'],
    ['plain http', { url: 'http://relay.example.com/hook' }, 'url'],
    ['no events', { events: [] }, 'events'],
    ['a secret over 128 characters', { secret: { kind: 'pasted', value: 's'.repeat(129) } }, 'secret.value'],
  ])('refuses %s before anything is sent, and logs the attempt as changing nothing', async (_case, change, field) => {
    const before = (env.sandbox.world.areas.bitbucket as BitbucketState).workspaces[0]!.hooks.length;
    const failure = await env.fail('bitbucket.hooks.create', { ...on(), description: 'Refused', url: 'https://relay.example.com/ok', events: ['repo:push'], secret: { kind: 'none' }, ...change } as never);
    expect(failure).toMatchObject({ code: 'VALIDATION', fields: [expect.objectContaining({ path: field })] });
    expect((env.sandbox.world.areas.bitbucket as BitbucketState).workspaces[0]!.hooks.length).toBe(before);
    expect((await env.activity('bitbucket.hooks.create'))[0]).toMatchObject({ target: 'Nothing was changed', outcome: 'failure' });
  });

  it('refuses an event Bitbucket does not offer, naming it, and a workspace the admin does not own', async () => {
    const unknown = await env.fail('bitbucket.hooks.create', { ...on(), description: 'x', url: 'https://x.example.com/h', events: ['repo:teleport'], secret: { kind: 'none' } });
    expect(unknown).toMatchObject({ code: 'VALIDATION', message: 'Bitbucket offers no workspace event called “repo:teleport”.' });
    const notMine = await env.fail('bitbucket.hooks.create', { ...on(), workspace: 'partner-agency', description: 'Not mine', url: 'https://hooks.example.com/x', events: ['repo:push'], secret: { kind: 'none' } });
    expect(notMine.code).toBe('FORBIDDEN');
    expect((await env.activity('bitbucket.hooks.create'))[0]).toMatchObject({ target: 'Webhook “Not mine” to hooks.example.com in workspace partner-agency (unsigned, 1 event)', outcome: 'failure' });
  });

  it('sets, replaces and removes a secret, and says what stops working', async () => {
    const created = await env.ok('bitbucket.hooks.create', { ...on(), description: 'Unsigned', url: 'https://ci.example.com/unsigned', events: ['repo:push'], secret: { kind: 'none' } });
    const set = await env.ok('bitbucket.hookSecrets.update', { ...on(), hookId: created.hook.id, secret: { kind: 'generate' } });
    shown.push(set.shownSecret ?? '');
    expect(stored(created.hook.id)?.secret).toBe(set.shownSecret);
    expect((await env.activity('bitbucket.hookSecrets.update'))[0]?.target).toMatch(/“Unsigned”.*: secret set \(made by Orgdesk\)$/);
    const pasted = await env.ok('bitbucket.hookSecrets.update', { ...on(), hookId: created.hook.id, secret: { kind: 'pasted', value: 'pasted-by-the-admin-1' } });
    expect(pasted.shownSecret).toBeNull();
    expect((await env.activity('bitbucket.hookSecrets.update'))[0]?.target).toMatch(/: secret replaced \(pasted\)$/);
    expect((await env.ok('bitbucket.hookSecrets.remove', { ...on(), hookId: created.hook.id })).secretSaved).toBe(false);
    expect((await env.activity('bitbucket.hookSecrets.remove'))[0]?.target).toMatch(/: secret removed, deliveries unsigned$/);
  });
});

describe('checking signatures', () => {
  it('checks a pasted delivery with a hook’s kept secret or a pasted secret, and names the secret it was signed with', async () => {
    const first = await newHook('Signer one', 'https://ci.example.com/one');
    const second = await newHook('Signer two', 'https://ci.example.com/two');
    await env.ok('bitbucket.hooks.list', on());
    const body = '{"push":{"changes":[]}}';
    const header = `sha256=${createHmac('sha256', first.shownSecret ?? '').update(body).digest('hex')}`;
    expect(await env.ok('bitbucket.signatures.check', { ...on(), body, header, source: { kind: 'hook', hookId: first.hook.id } })).toMatchObject({ kind: 'valid', valid: true });
    expect(await env.ok('bitbucket.signatures.check', { ...on(), body, header, source: { kind: 'hook', hookId: second.hook.id } })).toMatchObject({
      kind: 'wrong-secret',
      reason: 'Wrong secret: this was signed with the secret of “Signer one”.',
    });
    expect(await env.ok('bitbucket.signatures.check', { ...on(), body: `${body} `, header, source: { kind: 'pasted', secret: first.shownSecret ?? '' } })).toMatchObject({ kind: 'body-changed' });
    expect(await env.ok('bitbucket.signatures.check', { ...on(), body, header: 'sha1=abc', source: { kind: 'hook', hookId: first.hook.id } })).toMatchObject({ kind: 'wrong-format' });
  });
});

describe('bulk changes and rotations', () => {
  it('pauses selected hooks after a preview and the typed phrase, as a job whose steps reach Activity', async () => {
    const hooks = await Promise.all(['Bulk A', 'Bulk B'].map((name, index) => newHook(name, `https://bulk.example.com/${index}`)));
    const ids = hooks.map((created) => created.hook.id);
    const plan = await env.ok('bitbucket.bulkChanges.plan', { ...on(), hookIds: ids, action: 'pause' });
    expect(plan).toMatchObject({ count: 2, confirmationPhrase: 'PAUSE 2 WEBHOOKS' });
    expect(ids.map((id) => stored(id)?.active)).toEqual([true, true]);
    expect(await env.fail('bitbucket.bulkChanges.start', { ...on(), planId: plan.planId, confirmation: 'pause 2' })).toMatchObject({
      code: 'VALIDATION',
      message: 'Type PAUSE 2 WEBHOOKS to confirm.',
    });
    const { jobId } = await env.ok('bitbucket.bulkChanges.start', { ...on(), planId: plan.planId, confirmation: 'PAUSE 2 WEBHOOKS' });
    expect((await env.jobDone(jobId)).progress.state).toBe('completed');
    expect(ids.map((id) => stored(id)?.active)).toEqual([false, false]);
    expect((await env.activity('bitbucket.bulkChanges.start'))[0]).toMatchObject({ target: `Pause 2 webhooks in workspace ${workspace()}` });
    const jobSteps = (await env.activityLines()).filter((entry) => entry.action === 'Paused webhook');
    expect(jobSteps.map((entry) => entry.target)).toEqual(
      expect.arrayContaining([`Webhook “Bulk A” to bulk.example.com in workspace ${workspace()}`, `Webhook “Bulk B” to bulk.example.com in workspace ${workspace()}`]),
    );
  });

  it('refuses a bulk pause when one of its hooks was paused elsewhere since the preview, and changes nothing', async () => {
    const hooks = await Promise.all(['Stale A', 'Stale B', 'Stale C'].map((name, index) => newHook(name, `https://stale.example.com/${index}`)));
    const ids = hooks.map((created) => created.hook.id);
    const plan = await env.ok('bitbucket.bulkChanges.plan', { ...on(), hookIds: ids, action: 'pause' });
    expect(plan.count).toBe(3);
    // Someone pauses one of them in Bitbucket between the preview and the start.
    await env.sandbox.call('bitbucket', 'PUT', `/2.0/workspaces/${workspace()}/hooks/${encodeURIComponent(ids[0] ?? '')}`, { body: { active: false } });
    expect(stored(ids[0] ?? '')?.active).toBe(false);

    const refused = await env.fail('bitbucket.bulkChanges.start', { ...on(), planId: plan.planId, confirmation: plan.confirmationPhrase });
    expect(refused).toMatchObject({ code: 'CONFLICT', message: '1 of the 3 webhooks was paused elsewhere since the preview. Run the preview again.' });
    expect(ids.map((id) => stored(id)?.active)).toEqual([false, true, true]);
    expect((await env.activityLines()).filter((entry) => entry.action === 'Paused webhook' && entry.target.includes('Stale'))).toEqual([]);
  });

  it('records each preview in Activity as "Preview only", naming the hooks as the job would, and changes nothing', async () => {
    const hooks = await Promise.all(Array.from({ length: 7 }, (_, index) => newHook(`Preview ${index + 1}`, `https://preview.example.com/${index}`)));
    const ids = hooks.map((created) => created.hook.id);
    await env.ok('bitbucket.hooks.pause', { ...on(), hookId: ids[6] ?? '' });
    const hooksBefore = structuredClone((env.sandbox.world.areas.bitbucket as BitbucketState).workspaces);
    const previewsBefore = (await env.ok('app.activity.list', { outcome: 'dry-run' })).total;

    const plan = await env.ok('bitbucket.bulkChanges.plan', { ...on(), hookIds: ids, action: 'pause' });
    expect(plan.count).toBe(6);

    // One entry, found by the "Preview only" filter, each hook named as the pause job's entries name it.
    const { entries, total } = await env.ok('app.activity.list', { outcome: 'dry-run' });
    expect(total).toBe(previewsBefore + 1);
    const named = [1, 2, 3, 4, 5].map((n) => `Webhook “Preview ${n}” to preview.example.com in workspace ${workspace()}`);
    expect(entries[0]).toMatchObject({
      action: BULK_PREVIEW_ACTION,
      outcome: 'dry-run',
      connectionId: env.connectionId,
      connectionName: 'Sandbox',
      errorMessage: null,
      target: `Would pause 6 webhooks in workspace ${workspace()}, and leave 1 selected one alone: ${named.join('; ')} and 1 more`,
    });

    // Nothing was paused, and no pause was recorded.
    expect((env.sandbox.world.areas.bitbucket as BitbucketState).workspaces).toEqual(hooksBefore);
    expect((await env.ok('app.activity.list', { text: 'Preview 1' })).entries.map((entry) => entry.action)).toEqual([BULK_PREVIEW_ACTION, 'bitbucket.hooks.create']);
  });

  it('walks a rotation step by step, refusing to delete a hook while it is in one', async () => {
    const old = await newHook('Rotated', 'https://deploy.example.com/rotated');
    const rotation = await env.ok('bitbucket.rotations.start', { ...on(), hookId: old.hook.id });
    expect(await env.fail('bitbucket.hooks.delete', { ...on(), hookId: old.hook.id })).toMatchObject({ code: 'CONFLICT' });
    const step1 = await env.ok('bitbucket.rotations.createHook', { ...on(), rotationId: rotation.id, secret: { kind: 'generate' } });
    shown.push(step1.shownSecret ?? '');
    expect((await env.ok('bitbucket.hooks.list', on())).rotations).toEqual([expect.objectContaining({ id: rotation.id, stage: 'new-hook-created' })]);
    expect((await env.ok('bitbucket.rotations.checkReceiver', { ...on(), rotationId: rotation.id })).confirmedBy).toBe('admin');
    await env.ok('bitbucket.rotations.pauseOld', { ...on(), rotationId: rotation.id });
    expect((await env.ok('bitbucket.rotations.deleteOld', { ...on(), rotationId: rotation.id })).stage).toBe('finished');
    expect(stored(old.hook.id)).toBeUndefined();
    expect(stored(step1.rotation.newHookId ?? '')).toMatchObject({ description: 'Rotated', secret: step1.shownSecret });
    const prefix = `Secret rotation of Webhook “Rotated” to deploy.example.com in workspace ${workspace()}`;
    expect((await env.activity('bitbucket.rotations.deleteOld'))[0]).toMatchObject({ target: `${prefix}: old hook deleted`, outcome: 'success' });
  });
});

describe('the receiver and the demo controls', () => {
  it('listens on this computer, and refuses demo-only actions on a real workspace', async () => {
    const status = await env.ok('bitbucket.receiver.start', on());
    expect(status).toMatchObject({ listening: true, workspace: workspace() });
    expect(await env.fail('bitbucket.demoHooks.create', { ...on(), events: ['repo:push'] })).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/tunnel/) });
    expect(await env.fail('bitbucket.demoEvents.create', { ...on(), event: 'repo:push' })).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/no way to send a test event/) });
    expect((await env.ok('bitbucket.receiver.update', { ...on(), answer: 'fail', checkWith: { kind: 'pasted', secret: 'checked-with-this' } })).checkWith).toBe('pasted');
    expect((await env.ok('bitbucket.receiver.stop', on())).listening).toBe(false);
    expect(await env.fail('bitbucket.receiver.update', { ...on(), answer: 'accept' })).toMatchObject({ code: 'CONFLICT' });
  });
});

describe('secrets', () => {
  it('shows a made secret in exactly one answer, and no secret in Activity or anywhere else', async () => {
    const everything = await env.everythingShown();
    expect(shown.length).toBeGreaterThan(4);
    for (const secret of shown) expect(everything.split(secret).length - 1).toBe(1);
    for (const secret of [...sandboxSecrets(env.sandbox), ...storedSecrets(), 'pasted-by-the-admin-1', 'checked-with-this']) {
      expect(everything.replace(/"shownSecret":"[^"]*"/g, '')).not.toContain(secret);
    }
  });
});
