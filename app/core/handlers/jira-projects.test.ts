import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractViolations } from '../../api/testing/sandbox-session';
import type { JiraState } from '../../sandbox/areas/jira';
import { startCoreOnSandbox, type CoreOnSandbox } from './sandbox-core.test-support';

let env: CoreOnSandbox;
beforeAll(async () => {
  env = await startCoreOnSandbox();
});
afterAll(() => env.close());

const jira = () => env.sandbox.world.areas.jira as JiraState;

describe('jira project channels', () => {
  it('answers a page at a time, and says where the next one starts', async () => {
    const first = await env.ok('jira.projects.search', { connectionId: env.connectionId, maxResults: 3, expand: ['lead'] });
    expect(first.items.map((project) => project.key)).toEqual(['MOB', 'OPS', 'PLAT']);
    expect(first).toMatchObject({ startAt: 0, total: 5, nextStartAt: 3 });
    expect(first.items.every((project) => project.lead !== null)).toBe(true);
    const rest = await env.ok('jira.projects.search', { connectionId: env.connectionId, startAt: 3 });
    expect(rest.items.map((project) => project.key)).toEqual(['SEC', 'WEB']);
  });

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
    expect(await env.fail('jira.projects.search', { connectionId: env.connectionId, maxResults: 500 })).toMatchObject({
      code: 'VALIDATION',
      fields: [{ path: 'maxResults' }],
    });
    expect(await env.fail('jira.projects.get', { connectionId: env.connectionId, projectIdOrKey: 'PLAT/../x' })).toMatchObject({
      code: 'VALIDATION',
      fields: [{ path: 'projectIdOrKey', message: 'Enter a project key such as PLAT, or a project ID.' }],
    });
    // Reads are not writes: nothing of this reaches the Activity log.
    expect(await env.activity('jira.projects.get')).toEqual([]);
    expect(contractViolations(env.sandbox)).toEqual([]);
  });
});
