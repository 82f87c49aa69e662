import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/handler-harness';

describe('GET /issue/{issueIdOrKey}', () => {
  it('shows the people on an issue, only the fields asked for', async () => {
    const { state, call } = createHarness();
    const issue = state.issues.find((candidate) => !candidate.restricted && candidate.assigneeAccountId !== null);
    const reply = await call('GET', `/rest/api/3/issue/${issue?.key}?fields=reporter,assignee,customfield_10200`);
    expect(reply.status).toBe(200);
    const body = reply.body as { key: string; fields: Record<string, unknown> };
    expect(body.key).toBe(issue?.key);
    expect(Object.keys(body.fields).sort()).toEqual(['assignee', 'customfield_10200', 'reporter']);
    expect(body.fields.reporter).toMatchObject({ accountId: issue?.reporterAccountId });
    expect(body.fields.assignee).toMatchObject({ accountId: issue?.assigneeAccountId });
  });

  it('answers a restricted issue as if it did not exist', async () => {
    const { state, call } = createHarness();
    const restricted = state.issues.find((candidate) => candidate.restricted);
    for (const path of [`/rest/api/3/issue/${restricted?.key}`, `/rest/api/3/issue/${restricted?.key}/watchers`, '/rest/api/3/issue/NOPE-1']) {
      const reply = await call('GET', path);
      expect(reply).toEqual({ status: 404, body: { errorMessages: ['Issue does not exist or you do not have permission to see it.'], errors: {} } });
    }
  });

  it('lists the watchers of an issue', async () => {
    const { state, call } = createHarness();
    const issue = state.issues.find((candidate) => !candidate.restricted && candidate.watcherAccountIds.length > 1);
    const body = (await call('GET', `/rest/api/3/issue/${issue?.key}/watchers`)).body as { watchCount: number; watchers: { accountId: string }[] };
    expect(body.watchers.map((watcher) => watcher.accountId)).toEqual(issue?.watcherAccountIds);
    expect(body.watchCount).toBe(issue?.watcherAccountIds.length);
  });
});
