import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AdminState } from '../areas/admin';
import type { BitbucketState } from '../areas/bitbucket';
import { startRecordedSandbox } from '../validation/recorded-sandbox';

const freshFile = (): string => join(mkdtempSync(join(tmpdir(), 'orgdesk-state-')), 'world.json');

describe('--state FILE', () => {
  it('keeps changes across a restart, with the same credentials', async () => {
    const stateFile = freshFile();
    const first = await startRecordedSandbox({ seed: 'persist', stateFile });
    const person = first.world.people.find((p) => p.directory === 'none' && p.status === 'active' && p.domainVerified && !p.samlPolicy && !p.exportControlBlocked && p.accountId !== first.world.adminAccountId && p.accountType === 'atlassian')!;
    expect((await first.call('admin', 'POST', `/users/${person.accountId}/manage/lifecycle/disable`, { body: {} })).status).toBe(204);
    const hook = await first.call('bitbucket', 'POST', '/2.0/workspaces/orgdesk-demo/hooks', { body: { url: 'https://keep.example.com', events: ['repo:push'] } });
    await first.close();

    const second = await startRecordedSandbox({ seed: 'ignored-when-a-state-exists', stateFile });
    expect(second.credentials).toEqual(first.credentials);
    expect(await second.call('admin', 'GET', `/users/${person.accountId}/manage/profile`)).toMatchObject({ body: { account: { account_status: 'inactive' } } });
    const uuid = (hook.body as { uuid: string }).uuid;
    expect((await second.call('bitbucket', 'GET', `/2.0/workspaces/orgdesk-demo/hooks/${encodeURIComponent(uuid)}`)).status).toBe(200);
    expect(second.contractViolations()).toEqual([]);
    await second.close();
  });

  it('without a state file, a restart starts from the generated world again', async () => {
    const first = await startRecordedSandbox({ seed: 'memory' });
    const admin = first.world.adminAccountId;
    const tokens = (first.world.areas.admin as AdminState).tokensByAccount[admin] ?? [];
    const victim = tokens[0]?.id ?? '';
    expect((await first.call('admin', 'DELETE', `/users/${admin}/manage/api-tokens/${victim}`)).status).toBe(204);
    await first.close();
    const second = await startRecordedSandbox({ seed: 'memory' });
    expect((second.world.areas.admin as AdminState).tokensByAccount[admin]?.some((token) => token.id === victim)).toBe(true);
    await second.close();
  });

  it('a world made beforehand is served as it is, by one sandbox after another, with the changes of the first', async () => {
    const first = await startRecordedSandbox({ seed: 'shared' });
    const { world } = first;
    const admin = world.adminAccountId;
    const victim = (world.areas.admin as AdminState).tokensByAccount[admin]?.[0]?.id ?? '';
    expect((await first.call('admin', 'DELETE', `/users/${admin}/manage/api-tokens/${victim}`)).status).toBe(204);
    await first.close();
    const second = await startRecordedSandbox({ seed: 'ignored-when-a-world-is-given', world });
    expect(second.world).toBe(world);
    expect(second.credentials).toEqual(first.credentials);
    expect((second.world.areas.admin as AdminState).tokensByAccount[admin]?.some((token) => token.id === victim)).toBe(false);
    await second.close();
  });

  it('with a state key, writes webhook secrets only sealed and reads them back', async () => {
    const stateFile = freshFile();
    const stateKey = randomBytes(32);
    const first = await startRecordedSandbox({ seed: 'sealed', stateFile, stateKey });
    const generated = (first.world.areas.bitbucket as BitbucketState).workspaces[0]!.hooks.flatMap((hook) => (hook.secret ? [hook.secret] : []));
    const created = await first.call('bitbucket', 'POST', '/2.0/workspaces/orgdesk-demo/hooks', {
      body: { url: 'https://keep.example.com', events: ['repo:push'], secret: 'typed-into-the-demo' },
    });
    await first.close();
    const text = readFileSync(stateFile, 'utf8');
    for (const secret of ['typed-into-the-demo', ...generated]) expect(text).not.toContain(secret);
    expect(text).toContain('sealed:v1:');

    const uuid = (created.body as { uuid: string }).uuid;
    const hookSecret = (sandbox: { world: { areas: { bitbucket?: unknown } } }) =>
      (sandbox.world.areas.bitbucket as BitbucketState).workspaces[0]!.hooks.find((hook) => hook.uuid === uuid)?.secret;
    const second = await startRecordedSandbox({ stateFile, stateKey });
    expect(hookSecret(second)).toBe('typed-into-the-demo');
    await second.close();

    // Another key cannot open them: the secrets stay set (Bitbucket still has one), but nobody knows them.
    const third = await startRecordedSandbox({ stateFile, stateKey: randomBytes(32) });
    expect(hookSecret(third)).toMatch(/^sealed:v1:/);
    await third.close();
  });

  it('refuses to start on a file that is not a sandbox world', async () => {
    const stateFile = freshFile();
    writeFileSync(stateFile, JSON.stringify({ hello: 'world' }));
    await expect(startRecordedSandbox({ stateFile })).rejects.toThrow(/not a sandbox world/);
  });
});
