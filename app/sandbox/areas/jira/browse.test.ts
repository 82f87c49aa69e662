import { describe, expect, it } from 'vitest';
import { canBrowse } from './membership';
import type { JiraState } from './state';
import { createHarness, type Harness } from './testing/handler-harness';

/** Every route that reads or changes something of one project, answered for the caller (the site user). */
function projectReads(state: JiraState, key: string): string[] {
  const project = state.projects.find((candidate) => candidate.key === key)!;
  const version = state.versions.find((candidate) => candidate.projectId === project.id)!;
  const issue = state.issues.find((candidate) => candidate.projectId === project.id && !candidate.restricted)!;
  return [
    `/rest/api/3/project/${key}`,
    `/rest/api/3/project/${project.id}`,
    `/rest/api/3/project/${key}/versions`,
    `/rest/api/3/project/${key}/version`,
    `/rest/api/3/project/${key}/components`,
    `/rest/api/3/project/${key}/role`,
    `/rest/api/3/project/${key}/role/10002`,
    `/rest/api/3/project/${key}/notificationscheme`,
    `/rest/api/3/version/${version.id}`,
    `/rest/api/3/version/${version.id}/relatedIssueCounts`,
    `/rest/api/3/version/${version.id}/unresolvedIssueCount`,
    `/rest/api/3/issue/${issue.key}`,
    `/rest/api/3/issue/${issue.key}/watchers`,
    `/rest/api/3/user/assignable/multiProjectSearch?projectKeys=${key}&query=`,
  ];
}

/** What each route says about whether the caller may see the project, keyed by project. */
async function whatRoutesSay(harness: Harness): Promise<Record<string, { browsePermission: boolean; listed: boolean; reads: number[] }>> {
  const { state, world } = harness;
  const caller = world.adminAccountId;
  const search = await harness.call('GET', '/rest/api/3/project/search?maxResults=100');
  const listed = new Set((search.body as { values: { key: string }[] }).values.map((project) => project.key));
  const answers: Record<string, { browsePermission: boolean; listed: boolean; reads: number[] }> = {};
  for (const { key } of state.projects) {
    const permitted = await harness.call('GET', `/rest/api/3/user/viewissue/search?projectKey=${key}&accountId=${caller}`);
    const found = permitted.status === 200 && (permitted.body as { accountId: string }[]).some((user) => user.accountId === caller);
    const reads: number[] = [];
    for (const path of projectReads(state, key)) reads.push((await harness.call('GET', path)).status);
    answers[key] = { browsePermission: found, listed: listed.has(key), reads };
  }
  return answers;
}

const seesAll = (reads: number) => ({ browsePermission: true, listed: true, reads: Array<number>(reads).fill(200) });
const seesNone = (reads: number) => ({ browsePermission: false, listed: false, reads: Array<number>(reads).fill(404) });

describe('browsing a Jira project: one rule for every route', () => {
  it('lets the site user, a Jira administrator, browse every demo project, and says so in the permission search too', async () => {
    const harness = createHarness();
    const reads = projectReads(harness.state, 'PLAT').length;
    const answers = await whatRoutesSay(harness);
    expect(Object.keys(answers)).toEqual(['PLAT', 'MOB', 'OPS', 'WEB', 'SEC']);
    for (const answer of Object.values(answers)) expect(answer).toEqual(seesAll(reads));
  });

  it('hides a project the caller may not browse from every route, as if it did not exist, once they are no Jira administrator', async () => {
    const harness = createHarness();
    const { state, world } = harness;
    const administrators = state.groups.find((group) => group.name === 'jira-administrators')!;
    administrators.memberAccountIds = administrators.memberAccountIds.filter((accountId) => accountId !== world.adminAccountId);
    const caller = world.people.find((person) => person.accountId === world.adminAccountId)!;
    const browsable = state.projects.filter((project) => canBrowse(state, project, caller)).map((project) => project.key);
    // The membership hash leaves the site user out of some projects (in the demo: MOB, OPS and WEB).
    expect(browsable.length).toBeGreaterThan(0);
    expect(browsable.length).toBeLessThan(state.projects.length);
    const hidden = state.projects.find((project) => !browsable.includes(project.key))!;
    const reads = projectReads(state, 'PLAT').length;
    const answers = await whatRoutesSay(harness);
    for (const [key, answer] of Object.entries(answers)) {
      if (browsable.includes(key)) expect(answer, key).toEqual(seesAll(reads));
      else expect({ ...answer, browsePermission: false }, key).toEqual(seesNone(reads));
    }
    const version = state.versions.find((candidate) => candidate.projectId === hidden.id)!;
    expect((await harness.call('PUT', `/rest/api/3/version/${version.id}`, { description: 'Seen?' })).status).toBe(404);
    expect((await harness.call('POST', '/rest/api/3/version', { projectId: hidden.id, name: 'Sneaky' })).status).toBe(404);
    expect((await harness.call('POST', `/rest/api/3/version/${version.id}/removeAndSwap`, {})).status).toBe(404);
    expect(state.versions).toContain(version);
    expect((await harness.call('GET', `/rest/api/3/user/viewissue/search?projectKey=${hidden.key}&query=`)).status).toBe(404);
  });
});
