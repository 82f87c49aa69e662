import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jiraArea, type JiraState } from '../../sandbox/areas/jira';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import { contractViolations, failureOf, recordedRequests, sandboxSession } from '../testing/sandbox-session';
import { offboardingCast } from '../../sandbox/data/offboarding-cast';
import { getProject, searchAllProjects, searchProjects, setProjectLead } from './projects';

let sandbox: RecordedSandbox;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'test', scale: 'demo', modules: [jiraArea] });
});
afterAll(() => sandbox.close());

const jira = () => sandbox.world.areas.jira as JiraState;
const projectByKey = (key: string) => {
  const project = jira().projects.find((candidate) => candidate.key === key);
  if (!project) throw new Error(`no project ${key} in the sandbox`);
  return project;
};
const personOf = (accountId: string) => sandbox.world.people.find((person) => person.accountId === accountId);

describe('project search', () => {
  it('lists the demo’s five projects by key, each of its kind, in a single page', async () => {
    const page = await searchProjects(sandboxSession(sandbox), { startAt: 0, maxResults: 50 });
    expect(page.items.map((project) => [project.key, project.typeKey, project.teamManaged])).toEqual([
      ['MOB', 'software', true],
      ['OPS', 'service_desk', false],
      ['PLAT', 'software', false],
      ['SEC', 'software', false],
      ['WEB', 'business', false],
    ]);
    expect(page).toMatchObject({ total: 5, nextStartAt: null });
    // Nothing beyond the basics unless asked for.
    expect(page.items[0]).toMatchObject({ description: null, lead: null, keys: null, issueCount: null, lastIssueUpdate: null });
  });

  it('brings the lead, description, every key and the issue figures when asked', async () => {
    const web = projectByKey('WEB');
    const [found] = (await searchProjects(sandboxSession(sandbox), { keys: ['WEB'], expand: ['lead', 'description', 'projectKeys', 'insight'], startAt: 0, maxResults: 50 })).items;
    expect(found).toMatchObject({
      id: String(web.id),
      name: 'Marketing Website',
      description: web.description,
      keys: ['WEB', 'MKT'],
      issueCount: jira().issues.filter((issue) => issue.projectId === web.id).length,
      lastIssueUpdate: web.lastIssueUpdate,
      lead: { accountId: web.leadAccountId, displayName: personOf(web.leadAccountId)?.displayName },
    });
    expect(found?.avatarUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/secure\/projectavatar\?size=large&pid=/);
  });

  it('filters by text, type and id, and orders by name, lead or issue count', async () => {
    const api = sandboxSession(sandbox);
    const keysOf = async (input: Parameters<typeof searchProjects>[1]) => (await searchProjects(api, input)).items.map((project) => project.key);
    const window = { startAt: 0, maxResults: 50 };
    expect(await keysOf({ ...window, query: 'mobile' })).toEqual(['MOB']);
    expect(await keysOf({ ...window, query: 'pla' })).toEqual(['PLAT']);
    expect(await keysOf({ ...window, typeKeys: ['service_desk', 'business'] })).toEqual(['OPS', 'WEB']);
    expect(await keysOf({ ...window, ids: [String(projectByKey('OPS').id)] })).toEqual(['OPS']);
    expect(await keysOf({ ...window, orderBy: '-name' })).toEqual(['SEC', 'PLAT', 'MOB', 'WEB', 'OPS']);
    const counts = new Map(jira().projects.map((project) => [project.key, jira().issues.filter((issue) => issue.projectId === project.id).length]));
    const byIssues = [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b));
    expect(await keysOf({ ...window, orderBy: '-issueCount' })).toEqual(byIssues);
    const leadName = (key: string) => personOf(projectByKey(key).leadAccountId)?.displayName.toLowerCase() ?? '';
    const byLead = [...counts.keys()].sort((a, b) => leadName(a).localeCompare(leadName(b)) || a.localeCompare(b));
    expect(await keysOf({ ...window, orderBy: 'owner' })).toEqual(byLead);
    expect(await keysOf({ ...window, query: 'no such project' })).toEqual([]);
  });

  it('pages with startAt and says where the next page starts', async () => {
    const api = sandboxSession(sandbox);
    const first = await searchProjects(api, { startAt: 0, maxResults: 3 });
    expect(first).toMatchObject({ total: 5, nextStartAt: 3 });
    const second = await searchProjects(api, { startAt: 3, maxResults: 3 });
    expect(second.items.map((project) => project.key)).toEqual(['SEC', 'WEB']);
    expect(second.nextStartAt).toBeNull();
  });
});

describe('one project', () => {
  it('reads a project by key or by id, with its description and lead', async () => {
    const ops = projectByKey('OPS');
    const api = sandboxSession(sandbox);
    const byKey = await getProject(api, 'OPS', undefined);
    expect(byKey).toMatchObject({ id: String(ops.id), name: 'IT Operations', typeKey: 'service_desk', description: ops.description, lead: { accountId: ops.leadAccountId } });
    expect(byKey.keys).toBeNull();
    expect(await getProject(api, String(ops.id), ['projectKeys'])).toMatchObject({ key: 'OPS', keys: ['OPS', 'IT'] });
  });

  it('says plainly when there is no such project, and uses the v2 paths when the connection says so', async () => {
    const missing = await failureOf(getProject(sandboxSession(sandbox), 'NOPE', undefined));
    expect(missing).toMatchObject({ code: 'NOT_FOUND', status: 404, message: expect.stringContaining('find this') });
    await getProject(sandboxSession(sandbox, { jiraApiVersion: '2' }), 'PLAT', ['insight']);
    expect(recordedRequests(sandbox.recordFile).at(-1)?.path).toBe('/rest/api/2/project/PLAT');
  });

  it('hands a project to a new lead, by key or by id, and reads back the lead it saved', async () => {
    const cast = offboardingCast(sandbox.world.people);
    if (!cast) throw new Error('the demo has no offboarding cast');
    const web = projectByKey('WEB');
    expect(web.leadAccountId).toBe(cast.leaver.accountId);
    const api = sandboxSession(sandbox);
    const moved = await setProjectLead(api, 'WEB', cast.successor.accountId);
    expect(moved).toMatchObject({ key: 'WEB', lead: { accountId: cast.successor.accountId, displayName: cast.successor.displayName } });
    expect(projectByKey('WEB').leadAccountId).toBe(cast.successor.accountId);
    expect(await setProjectLead(api, String(web.id), cast.leaver.accountId)).toMatchObject({ lead: { accountId: cast.leaver.accountId } });
    expect(recordedRequests(sandbox.recordFile).at(-1)).toMatchObject({ method: 'PUT', requestBody: { leadAccountId: cast.leaver.accountId } });
  });

  it('refuses a lead who is unknown or deactivated, a project it cannot find, and a caller who may not administer it', async () => {
    const cast = offboardingCast(sandbox.world.people);
    if (!cast) throw new Error('the demo has no offboarding cast');
    const api = sandboxSession(sandbox);
    for (const accountId of ['557058:00000000-0000-0000-0000-000000000000', cast.deactivated.accountId]) {
      expect(await failureOf(setProjectLead(api, 'WEB', accountId))).toMatchObject({ status: 400, message: expect.stringContaining('valid project lead') });
    }
    expect(projectByKey('WEB').leadAccountId).toBe(cast.leaver.accountId);
    expect(await failureOf(setProjectLead(api, 'NOPE', cast.successor.accountId))).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    const admins = jira().groups.find((group) => group.name === 'jira-administrators');
    if (!admins) throw new Error('no jira-administrators group');
    const members = [...admins.memberAccountIds];
    admins.memberAccountIds = members.filter((accountId) => accountId !== sandbox.world.adminAccountId);
    try {
      const visible = (await searchAllProjects(api, {})).find((project) => projectByKey(project.key).leadAccountId !== sandbox.world.adminAccountId);
      if (!visible) throw new Error('the site user browses no project it does not lead');
      const before = projectByKey(visible.key).leadAccountId;
      expect(await failureOf(setProjectLead(api, visible.key, cast.successor.accountId))).toMatchObject({ status: 403 });
      expect(projectByKey(visible.key).leadAccountId).toBe(before);
    } finally {
      admins.memberAccountIds = members;
    }
  });

  it('every exchange fitted the reduced spec', () => {
    expect(contractViolations(sandbox)).toEqual([]);
  });
});

describe('every project of a large site', () => {
  it('reads 250 projects in three requests of the largest page, and nothing fails the spec', async () => {
    const large = await startRecordedSandbox({ seed: 'test', scale: 'large', modules: [jiraArea] });
    try {
      const projects = await searchAllProjects(sandboxSession(large), { expand: ['lead'] });
      const state = large.world.areas.jira as JiraState;
      expect(projects).toHaveLength(250);
      expect(new Set(projects.map((project) => project.key))).toEqual(new Set(state.projects.map((project) => project.key)));
      expect(projects.every((project) => project.lead !== null)).toBe(true);
      const asked = recordedRequests(large.recordFile).map((exchange) => new URLSearchParams(exchange.query));
      expect(asked.map((query) => [query.get('startAt'), query.get('maxResults')])).toEqual([
        ['0', '100'],
        ['100', '100'],
        ['200', '100'],
      ]);
      expect(contractViolations(large)).toEqual([]);
    } finally {
      await large.close();
    }
  });
});
