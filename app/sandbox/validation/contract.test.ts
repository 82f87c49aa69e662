import { appendFileSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startRecordedSandbox } from './recorded-sandbox';

describe('contract replay of a record file', () => {
  it('finds no violation in an Admin and Bitbucket session, and catches a doctored exchange', async () => {
    const sandbox = await startRecordedSandbox({ seed: 'contract' });
    const someone = sandbox.world.people[1]!.accountId;
    await sandbox.call('admin', 'GET', `/users/${someone}/manage`);
    await sandbox.call('admin', 'GET', `/users/${someone}/manage/profile`);
    await sandbox.call('admin', 'GET', `/users/${someone}/manage/api-tokens`);
    await sandbox.call('admin', 'PATCH', `/users/${someone}/manage/profile`, { body: { locale: 'xx-not-a-locale-!!' } });
    await sandbox.call('bitbucket', 'GET', '/2.0/workspaces/orgdesk-demo/hooks?pagelen=3');
    await sandbox.call('bitbucket', 'GET', '/2.0/hook_events');
    await sandbox.call('bitbucket', 'GET', '/2.0/hook_events/repository');
    await sandbox.call('admin', 'POST', `/users/${someone}/manage/lifecycle/enable`);
    await fetch(`${sandbox.baseUrl}/2.0/workspaces/orgdesk-demo/hooks`);
    await sandbox.close();
    const lines = readFileSync(sandbox.recordFile, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(9);
    expect(sandbox.contractViolations()).toEqual([]);

    const hookList = JSON.parse(lines[4] ?? '{}') as { responseBody: { values: Record<string, unknown>[] } };
    const first = hookList.responseBody.values[0] ?? {};
    first.events = 'repo:push';
    appendFileSync(sandbox.recordFile, `${JSON.stringify(hookList)}\n`);
    expect(sandbox.contractViolations()).toEqual([expect.stringContaining('GET /2.0/workspaces/orgdesk-demo/hooks?pagelen=3 -> 200: response.values.0.events must be array')]);
  });
});
