import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BitbucketState } from '../../sandbox/areas/bitbucket/state';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import { contractViolations, failureOf, recordedRequests, sandboxSession } from '../testing/sandbox-session';
import { triggerDemoEvent } from './demo-events';
import { listWorkspaceHookEvents } from './hook-events';
import { createHook, deleteHook, getHook, listHooks, updateHook } from './hooks';

let sandbox: RecordedSandbox;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'test', scale: 'demo' });
});
afterAll(() => sandbox.close());

const workspace = () => sandbox.credentials.bitbucket.workspace;
const storedHooks = (slug = workspace()) =>
  (sandbox.world.areas.bitbucket as BitbucketState).workspaces.find((candidate) => candidate.slug === slug)?.hooks ?? [];
const api = () => sandboxSession(sandbox);

describe('workspace webhooks', () => {
  it('reads every page by following the next links exactly as given', async () => {
    const before = recordedRequests(sandbox.recordFile).length;
    const hooks = await listHooks(api(), workspace(), { pageSize: 10 });
    expect(hooks.map((hook) => hook.id)).toEqual(storedHooks().map((hook) => hook.uuid));
    const requests = recordedRequests(sandbox.recordFile).slice(before);
    expect(requests.map((exchange) => exchange.query)).toEqual(['pagelen=10', 'pagelen=10&page=2']);
    const firstAnswer = requests[0]?.responseBody as { next?: string };
    expect(firstAnswer.next).toBe(`${sandbox.baseUrl}/2.0/workspaces/${workspace()}/hooks?pagelen=10&page=2`);
  });

  it('shows whether a secret is saved, never the secret', async () => {
    const hooks = await listHooks(api(), workspace());
    expect(hooks.map((hook) => hook.secretSaved)).toEqual(storedHooks().map((hook) => hook.secret !== null));
    const secrets = storedHooks().flatMap((hook) => (hook.secret ? [hook.secret] : []));
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(JSON.stringify(hooks)).not.toContain(secret);
  });

  it('creates a hook with a secret, rotates and removes the secret, then deletes the hook', async () => {
    const created = await createHook(api(), workspace(), {
      description: 'Release radar',
      url: 'https://radar.example.com/bitbucket',
      events: ['repo:push', 'pullrequest:fulfilled'],
      secret: 's3cret-one',
    });
    expect(created).toMatchObject({ description: 'Release radar', active: true, secretSaved: true, events: ['repo:push', 'pullrequest:fulfilled'] });
    expect(JSON.stringify(created)).not.toContain('s3cret-one');
    const stored = () => storedHooks().find((hook) => hook.uuid === created.id);
    expect(stored()?.secret).toBe('s3cret-one');

    const renamed = await updateHook(api(), workspace(), { hookId: created.id, changes: { description: 'Release radar 2', secret: 's3cret-two' } });
    expect(renamed).toMatchObject({ description: 'Release radar 2', url: 'https://radar.example.com/bitbucket', secretSaved: true });
    expect(stored()?.secret).toBe('s3cret-two');

    const paused = await updateHook(api(), workspace(), { hookId: created.id, changes: { active: false } });
    expect(paused).toMatchObject({ active: false, secretSaved: true });
    // Only the change is sent: the secret and the other fields are left as they are.
    expect(recordedRequests(sandbox.recordFile).at(-1)?.requestBody).toEqual({ active: false });

    expect(await updateHook(api(), workspace(), { hookId: created.id, changes: { secret: null } })).toMatchObject({ secretSaved: false });
    expect(await getHook(api(), workspace(), created.id)).toMatchObject({ description: 'Release radar 2', secretSaved: false });

    await deleteHook(api(), workspace(), created.id);
    expect(await failureOf(getHook(api(), workspace(), created.id))).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await failureOf(updateHook(api(), workspace(), { hookId: created.id, changes: { active: true } }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await failureOf(deleteHook(api(), workspace(), created.id))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('checks the hook before sending: events are required and the URL must be a web address', async () => {
    const sent = recordedRequests(sandbox.recordFile).length;
    const noEvents = await failureOf(createHook(api(), workspace(), { description: 'x', url: 'https://a.example.com', events: [] }));
    expect(noEvents).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'events' }] });
    const notUrl = await failureOf(createHook(api(), workspace(), { description: 'x', url: 'ftp://a.example.com', events: ['repo:push'] }));
    expect(notUrl.fields?.[0]?.path).toBe('url');
    expect(recordedRequests(sandbox.recordFile)).toHaveLength(sent);
  });

  it('passes on Bitbucket’s refusal of an internal address', async () => {
    const failure = await failureOf(
      createHook(api(), workspace(), { description: 'office', url: 'https://10.1.2.3/hook', events: ['repo:push'] }),
    );
    expect(failure).toMatchObject({ code: 'VALIDATION', status: 400 });
    expect(failure.message).toMatch(/internal address/);
  });

  it('reports a workspace the admin does not own, an unknown one and a refused token', async () => {
    expect(await failureOf(listHooks(api(), 'partner-agency'))).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(await failureOf(listHooks(api(), 'no-such-workspace'))).toMatchObject({ code: 'NOT_FOUND' });
    const refused = await failureOf(listHooks(sandboxSession(sandbox, { wrong: true }), workspace()));
    expect(refused).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('says which permission a token without the webhook scopes lacks, and still lists with it', async () => {
    const readOnly = sandboxSession({ baseUrl: sandbox.baseUrl, credentials: { ...sandbox.credentials, bitbucket: { ...sandbox.credentials.bitbucket, token: sandbox.credentials.bitbucket.readOnlyToken } } });
    expect((await listHooks(readOnly, workspace())).length).toBe(storedHooks().length);
    const refused = await failureOf(createHook(readOnly, workspace(), { description: 'x', url: 'https://x.example.com/h', events: ['repo:push'] }));
    expect(refused).toMatchObject({ code: 'FORBIDDEN', status: 403, reason: 'scope:write:webhook:bitbucket' });
    expect(refused.message).toMatch(/lacks the “Webhooks: Read and write” \(write:webhook:bitbucket\) permission/);
    const [first] = storedHooks();
    expect(await failureOf(deleteHook(readOnly, workspace(), first?.uuid ?? ''))).toMatchObject({ reason: 'scope:delete:webhook:bitbucket' });
  });

  it('makes an event happen in the sandbox (its own route, not Bitbucket’s) and reads what was sent', async () => {
    const answer = await triggerDemoEvent(api(), workspace(), 'repo:push');
    expect(answer.event).toBe('repo:push');
    const subscribed = storedHooks().filter((hook) => hook.active && hook.events.includes('repo:push'));
    expect(answer.deliveries.map((delivery) => delivery.hookUuid)).toEqual(subscribed.map((hook) => hook.uuid));
    expect(answer.deliveries.every((delivery) => delivery.outcome === 'not-delivered')).toBe(true);
    expect(await failureOf(triggerDemoEvent(api(), workspace(), 'repo:teleport'))).toMatchObject({ code: 'VALIDATION' });
  });

  it('lists the events a workspace hook can subscribe to', async () => {
    const events = await listWorkspaceHookEvents(api());
    expect(events).toHaveLength(29);
    expect(events.find((entry) => entry.event === 'repo:push')).toMatchObject({ category: 'Repository', label: 'Push' });
  });

  it('sends only requests that fit the Bitbucket contract', () => {
    expect(contractViolations(sandbox)).toEqual([]);
  });
});
