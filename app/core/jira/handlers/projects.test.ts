import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractViolations } from '../../../api/testing/sandbox-session';
import type { JiraState } from '../../../sandbox/areas/jira';
import { startCoreOnSandbox, type CoreOnSandbox } from '../../testing/sandbox-core.test-support';

let env: CoreOnSandbox;
beforeAll(async () => {
  env = await startCoreOnSandbox();
});
afterAll(() => env.close());

const jira = () => env.sandbox.world.areas.jira as JiraState;

describe('jira project channels', () => {
  it('lists every matching project in one answer, and reads one project in detail', async () => {
    const { projects } = await env.ok('jira.projects.list', { connectionId: env.connectionId, typeKeys: ['software'] });
    expect(projects.map((project) => project.key)).toEqual(['MOB', 'PLAT', 'SEC']);
    const plat = jira().projects.find((project) => project.key === 'PLAT');
    expect(await env.ok('jira.projects.get', { connectionId: env.connectionId, projectIdOrKey: 'PLAT', expand: ['insight'] })).toMatchObject({
      id: String(plat?.id),
      name: 'Platform',
      description: plat?.description,
      lead: { accountId: plat?.leadAccountId },
      issueCount: jira().issues.filter((issue) => issue.projectId === plat?.id).length,
    });
  });

  it('refuses what Jira cannot answer, in words, before any request where it can', async () => {
    expect(await env.fail('jira.projects.get', { connectionId: env.connectionId, projectIdOrKey: 'GONE' })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await env.fail('jira.projects.get', { connectionId: env.connectionId, projectIdOrKey: 'PLAT/../x' })).toMatchObject({
      code: 'VALIDATION',
      fields: [{ path: 'projectIdOrKey', message: 'Enter a project key such as PLAT, or a project ID.' }],
    });
    // Reads are not writes: nothing of this reaches the Activity log.
    expect(await env.activity('jira.projects.get')).toEqual([]);
    expect(contractViolations(env.sandbox)).toEqual([]);
  });
});
