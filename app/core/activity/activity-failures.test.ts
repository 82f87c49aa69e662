import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityLogStatus } from '../../contract/app/activity.channels';
import type { AdminState } from '../../sandbox/areas/admin/state';
import { startCoreOnSandbox, type CoreOnSandbox } from '../testing/sandbox-core.test-support';

/**
 * A change that was made is reported as made, whatever becomes of its log entry: the log's own trouble is
 * reported separately, and the entry is written once the log works again.
 */
let env: CoreOnSandbox;
beforeAll(async () => {
  env = await startCoreOnSandbox();
});
afterAll(() => env.close());

const tokensOf = (accountId: string) => (env.sandbox.world.areas.admin as AdminState).tokensByAccount[accountId] ?? [];

describe('when the activity log cannot be written', () => {
  it('answers what happened upstream, keeps the entries in memory, reports the problem, then writes them', async () => {
    const file = join(env.dataDir, 'activity.jsonl');
    const statuses: ActivityLogStatus[] = [];
    env.onEvent((name, payload) => {
      if (name === 'activity.status') statuses.push(payload as ActivityLogStatus);
    });
    // The file replaced by a folder: every append now fails, as on a full disk.
    await rm(file);
    await mkdir(file);

    const owner = env.sandbox.world.people.find(
      (person) =>
        person.accountId !== env.sandbox.world.adminAccountId &&
        person.domainVerified &&
        person.accountType === 'atlassian' &&
        person.status === 'active' &&
        person.directory === 'none' &&
        !person.samlPolicy &&
        !person.exportControlBlocked &&
        tokensOf(person.accountId).length >= 2,
    );
    if (!owner) throw new Error('the sandbox world has no manageable person with two tokens');
    const [single] = tokensOf(owner.accountId);
    expect(await env.ok('users.tokens.revoke', { connectionId: env.connectionId, accountId: owner.accountId, tokenId: single?.id ?? '' })).toEqual({ revoked: true });
    // Through the job runner too: every token revoked is reported revoked, none failed. Waiting: the single
    // revoke, the job's start, a line per token and the job's end.
    const rest = tokensOf(owner.accountId).length;
    const all = await env.ok('users.tokens.revokeAll', { connectionId: env.connectionId, accountId: owner.accountId });
    expect(all).toMatchObject({ revoked: rest, failed: [] });
    expect(tokensOf(owner.accountId)).toEqual([]);

    const status = await env.ok('app.activityLog.get', {});
    expect(status).toMatchObject({ writeProblem: 'a folder is in the place of its file', unwritten: rest + 3 });
    expect(statuses.at(-1)).toEqual(status);
    const listed = await env.activity('users.tokens.revoke');
    expect(listed[0]).toMatchObject({ outcome: 'success' });

    await rm(file, { recursive: true });
    await env.ok('app.connections.switch', { id: env.connectionId });
    expect(await env.ok('app.activityLog.get', {})).toEqual({ writeProblem: null, unwritten: 0, skippedLines: 0 });
    expect(statuses.at(-1)).toMatchObject({ writeProblem: null });
    const written = (await readFile(file, 'utf8')).trim().split('\n').map((line) => (JSON.parse(line) as { action: string }).action);
    // The job's writes, its end (named by the job's kind), then the entry of the call that ran it.
    expect(written).toEqual(['users.tokens.revoke', ...Array.from({ length: rest }, () => 'Revoke API token'), 'users.tokens.revokeAll', 'users.tokens.revokeAll', 'app.connections.switch']);
  });
});
