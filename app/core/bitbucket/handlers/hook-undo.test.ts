import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractViolations } from '../../../api/testing/sandbox-session';
import type { BitbucketState } from '../../../sandbox/areas/bitbucket/state';
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
const hooks = () => (env.sandbox.world.areas.bitbucket as BitbucketState).workspaces.find((candidate) => candidate.slug === workspace())?.hooks ?? [];
const stored = (hookId: string) => hooks().find((hook) => hook.uuid === hookId);
/** Someone else changes a hook in Bitbucket itself. */
const changeInBitbucket = (hookId: string, body: Record<string, unknown>) => env.sandbox.call('bitbucket', 'PUT', `/2.0/workspaces/${workspace()}/hooks/${encodeURIComponent(hookId)}`, { body });

async function signedHook(description: string, url: string) {
  const created = await env.ok('bitbucket.hooks.create', { ...on(), description, url, events: ['repo:push'], secret: { kind: 'generate' } });
  return { hook: created.hook, secret: created.shownSecret ?? '' };
}

/** Edits a hook's description, events and state, as the form would send it. */
async function editedHook(description: string, url: string) {
  const { hook, secret } = await signedHook(description, url);
  const loaded = { description, url: hook.url, active: true, events: ['repo:push'] };
  const desired = { description: `${description} (new)`, url: hook.url, active: false, events: ['repo:push', 'repo:fork'] };
  await env.ok('bitbucket.hooks.update', { ...on(), hookId: hook.id, loaded, desired });
  return { hook, secret, loaded, desired };
}

describe('undo of a change to one webhook', () => {
  it('puts back an edit after Orgdesk starts again, offered in the workspace’s list, keeping the secret, and only once', async () => {
    const { hook, secret, loaded } = await editedHook('Deploys', 'https://deploys.example.com/hook?key=abc');
    expect(stored(hook.id)).toMatchObject({ description: 'Deploys (new)', active: false });

    await env.restart();
    const { edits } = await env.ok('bitbucket.hookUndos.list', on());
    const offered = edits.find((edit) => edit.hookId === hook.id);
    expect(offered).toMatchObject({ hook: 'Deploys (new)', putsBack: ['description “Deploys (new)” → “Deploys”', 'resumed (was paused)', 'events removed: Repository: Fork'] });
    await env.ok('bitbucket.hookEdits.restore', { ...on(), undoId: offered?.undoId ?? '' });
    expect(stored(hook.id)).toMatchObject({ description: 'Deploys', active: true, events: ['repo:push'], url: loaded.url, secret });
    expect((await env.activity('bitbucket.hookEdits.restore'))[0]).toMatchObject({
      outcome: 'success',
      target: `Webhook “Deploys (new)” to deploys.example.com in workspace ${workspace()}: undo of an earlier change: description “Deploys (new)” → “Deploys”; resumed (was paused); events removed: Repository: Fork`,
    });
    expect((await env.ok('bitbucket.hookUndos.list', on())).edits.map((edit) => edit.hookId)).not.toContain(hook.id);
    expect(await env.fail('bitbucket.hookEdits.restore', { ...on(), undoId: offered?.undoId ?? '' })).toMatchObject({ code: 'CONFLICT', message: 'This change was already undone.' });
  });

  it('refuses to undo over a later change, saying in words what differs, and sends nothing', async () => {
    const { hook } = await editedHook('Chat relay', 'https://chat.example.com/relay');
    await changeInBitbucket(hook.id, { description: 'Chat relay (theirs)', events: ['repo:push', 'repo:fork', 'issue:created'], secret: null });
    await env.restart();
    const offered = (await env.ok('bitbucket.hookUndos.list', on())).edits.find((edit) => edit.hookId === hook.id);
    const refused = await env.fail('bitbucket.hookEdits.restore', { ...on(), undoId: offered?.undoId ?? '' });
    expect(refused).toMatchObject({ code: 'CONFLICT' });
    expect(refused.message).toBe(
      'Nothing was undone: the webhook was changed again after your change, and undoing now would throw that away too. Its description is now “Chat relay (theirs)”; your change left “Chat relay (new)”. Events added: Issue: Created. Its secret was removed, so deliveries are no longer signed.',
    );
    expect(stored(hook.id)).toMatchObject({ description: 'Chat relay (theirs)', active: false, secret: null });
    expect((await env.activity('bitbucket.hookEdits.restore'))[0]).toMatchObject({ outcome: 'failure' });
  });

  it('undoes a pause of one hook, and says when the hook was deleted since', async () => {
    const { hook } = await signedHook('Nightly', 'https://nightly.example.com/hook');
    await env.ok('bitbucket.hooks.pause', { ...on(), hookId: hook.id });
    const gone = await signedHook('Gone soon', 'https://gone.example.com/hook');
    await env.ok('bitbucket.hooks.pause', { ...on(), hookId: gone.hook.id });
    await env.ok('bitbucket.hooks.delete', { ...on(), hookId: gone.hook.id });
    const { edits } = await env.ok('bitbucket.hookUndos.list', on());
    const undoOf = (hookId: string) => edits.find((edit) => edit.hookId === hookId)?.undoId ?? '';
    expect(edits.find((edit) => edit.hookId === hook.id)?.putsBack).toEqual(['resumed (was paused)']);
    await env.ok('bitbucket.hookEdits.restore', { ...on(), undoId: undoOf(hook.id) });
    expect(stored(hook.id)?.active).toBe(true);
    expect(await env.fail('bitbucket.hookEdits.restore', { ...on(), undoId: undoOf(gone.hook.id) })).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Nothing was undone: the webhook was deleted since, so there is nothing to put back.',
    });
  });

  it('keeps no secret in the change journal, only whether one is set', async () => {
    const journal = await readFile(join(env.dataDir, 'journal.jsonl'), 'utf8');
    expect(journal).toContain('"secretSet":true');
    for (const secret of [...hooks().flatMap((hook) => (hook.secret ? [hook.secret] : [])), ...sandboxSecrets(env.sandbox)]) expect(journal).not.toContain(secret);
  });
});

describe('putting back a finished bulk pause', () => {
  it('is offered after Orgdesk starts again, previews each hook, leaves alone one changed since, and is not offered twice', async () => {
    const created = await Promise.all(['Bulk undo A', 'Bulk undo B', 'Bulk undo C'].map((name, index) => signedHook(name, `https://bulk-undo.example.com/${index}`)));
    const ids = created.map(({ hook }) => hook.id);
    const plan = await env.ok('bitbucket.bulkChanges.plan', { ...on(), hookIds: ids, action: 'pause' });
    const { jobId } = await env.ok('bitbucket.bulkChanges.start', { ...on(), planId: plan.planId, confirmation: plan.confirmationPhrase });
    await env.jobDone(jobId);
    expect(ids.map((id) => stored(id)?.active)).toEqual([false, false, false]);
    const [first = '', second = '', third = ''] = ids;
    await changeInBitbucket(third, { active: true });

    await env.restart();
    const { bulk } = await env.ok('bitbucket.hookUndos.list', on());
    expect(bulk.find((job) => job.jobId === jobId)).toMatchObject({ title: 'Pause 3 webhooks', action: 'pause', hooks: 3 });
    const undo = await env.ok('bitbucket.bulkUndo.plan', { ...on(), jobId });
    expect(undo).toMatchObject({ title: 'Pause 3 webhooks', count: 2, confirmationPhrase: 'ROLL BACK 2 WEBHOOKS' });
    expect(undo.items.map((item) => [item.description, item.action, item.reason])).toEqual([
      ['Bulk undo A', 'resume', null],
      ['Bulk undo B', 'resume', null],
      ['Bulk undo C', 'skip', 'It was changed again since: it is active now, so it was left as it is.'],
    ]);
    expect(ids.map((id) => stored(id)?.active)).toEqual([false, false, true]);
    const started = await env.ok('bitbucket.bulkUndo.start', { ...on(), planId: undo.planId, confirmation: 'roll back 2 webhooks' });
    const done = await env.jobDone(started.jobId);
    expect(done.outcomes.map((outcome) => outcome.status)).toEqual(['done', 'done', 'skipped']);
    expect([first, second].map((id) => stored(id)?.active)).toEqual([true, true]);
    expect((await env.activity('bitbucket.bulkUndo.start'))[0]).toMatchObject({ outcome: 'success', target: 'Put back 2 webhooks of “Pause 3 webhooks”' });
    expect((await env.ok('bitbucket.hookUndos.list', on())).bulk.map((job) => job.jobId)).not.toContain(jobId);

    await env.restart();
    expect((await env.ok('bitbucket.hookUndos.list', on())).bulk.map((job) => job.jobId)).not.toContain(jobId);
    expect(await env.fail('bitbucket.bulkUndo.plan', { ...on(), jobId })).toMatchObject({ code: 'CONFLICT', message: 'This change was already put back.' });
  });
});
