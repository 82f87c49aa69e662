import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BitbucketState } from '../../sandbox/areas/bitbucket/state';
import { sandboxSecrets, startCoreOnSandbox, type CoreOnSandbox } from './sandbox-core.test-support';

let env: CoreOnSandbox;
beforeAll(async () => {
  env = await startCoreOnSandbox();
});
afterAll(() => env.close());

const storedSecrets = () =>
  (env.sandbox.world.areas.bitbucket as BitbucketState).workspaces.flatMap((workspace) =>
    workspace.hooks.flatMap((hook) => (hook.secret ? [hook.secret] : [])),
  );

describe('bitbucket channels', () => {
  it('lists the connection’s workspace hooks, or another workspace’s when named', async () => {
    const own = await env.ok('bitbucket.hooks.list', { connectionId: env.connectionId });
    expect(own.workspace).toBe(env.sandbox.credentials.bitbucket.workspace);
    expect(own.hooks.length).toBe(14);
    expect((await env.ok('bitbucket.hooks.list', { connectionId: env.connectionId, workspace: 'orgdesk-labs' })).hooks).toHaveLength(4);
    expect(await env.fail('bitbucket.hooks.list', { connectionId: env.connectionId, workspace: 'partner-agency' })).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('creates, updates and deletes a hook, recording each by description and host only', async () => {
    const created = await env.ok('bitbucket.hooks.create', {connectionId: env.connectionId, 
      description: 'Chat relay',
      url: 'https://relay.example.com/services/T0/B0/tokenpart?key=abc',
      events: ['repo:push'],
      secret: 'channel-secret-1',
    });
    expect(created.secretSaved).toBe(true);
    const updated = await env.ok('bitbucket.hooks.update', { connectionId: env.connectionId, hookId: created.id, changes: { events: ['repo:push', 'repo:fork'], secret: 'channel-secret-2' } });
    expect(updated.events).toEqual(['repo:push', 'repo:fork']);
    expect(await env.ok('bitbucket.hooks.delete', { connectionId: env.connectionId, hookId: created.id.replace(/[{}]/g, '') })).toEqual({ deleted: true });

    // Only the host: the path and query of a chat relay's address are often a credential of their own.
    const target = 'Webhook “Chat relay” to relay.example.com in workspace orgdesk-demo';
    for (const channel of ['bitbucket.hooks.create', 'bitbucket.hooks.update', 'bitbucket.hooks.delete'] as const) {
      expect((await env.activity(channel))[0]).toMatchObject({ target, outcome: 'success' });
    }
    expect(await env.fail('bitbucket.hooks.get', { connectionId: env.connectionId, hookId: created.id })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('records a refused change as a failure', async () => {
    const failure = await env.fail('bitbucket.hooks.create', {connectionId: env.connectionId, 
      workspace: 'partner-agency',
      description: 'Not mine',
      url: 'https://hooks.example.com/x',
      events: ['repo:push'],
    });
    expect(failure.code).toBe('FORBIDDEN');
    expect((await env.activity('bitbucket.hooks.create'))[0]).toMatchObject({
      target: 'Webhook “Not mine” to hooks.example.com in workspace partner-agency',
      outcome: 'failure',
    });
  });

  it('lists the subscribable workspace events', async () => {
    const { events } = await env.ok('bitbucket.hookEvents.list', { connectionId: env.connectionId });
    expect(events.map((entry) => entry.event)).toContain('pullrequest:approved');
  });

  it('never shows a webhook secret, the token or any other credential', async () => {
    const shown = await env.everythingShown();
    const secrets = [...sandboxSecrets(env.sandbox), ...storedSecrets(), 'channel-secret-1', 'channel-secret-2'];
    for (const secret of secrets) expect(shown).not.toContain(secret);
  });
});
