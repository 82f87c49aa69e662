import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedRequests } from '../../../api/testing/sandbox-session';
import type { JiraState } from '../../../sandbox/areas/jira';
import { sandboxSecrets, startCoreOnSandbox, type CoreOnSandbox } from '../../testing/sandbox-core.test-support';
import { startUsersEnv, type UsersEnv } from '../../testing/users-env.test-support';

let env: UsersEnv;
beforeAll(async () => {
  env = await startUsersEnv();
});
afterAll(() => env.close());

const jira = () => env.sandbox.world.areas.jira as JiraState;
const versionsOf = (key: string) => {
  const project = jira().projects.find((candidate) => candidate.key === key);
  return jira().versions.filter((version) => version.projectId === project?.id);
};

describe('version channels', () => {
  it('counts on demand, reviews a removal and removes, logging where each field went', async () => {
    const [source, into] = versionsOf('WEB').filter((version) => jira().issues.some((issue) => issue.fixVersionIds.includes(version.id)));
    if (!source || !into) throw new Error('WEB needs two versions with issues');
    const counts = await env.ok('jira.versions.countByField', { connectionId: env.connectionId, versionId: String(source.id) });
    const destinations = counts.fields.map((field) => ({ field: field.field, to: String(into.id) }));
    const review = await env.ok('jira.versions.checkRemoval', { connectionId: env.connectionId, versionId: String(source.id), destinations });
    expect(review.lines.every((line) => line.to?.id === String(into.id))).toBe(true);
    const result = await env.ok('jira.versions.removeAndSwap', { connectionId: env.connectionId, versionId: String(source.id), destinations });
    expect(result).toMatchObject({ removed: true, allGood: true });
    const entry = (await env.activity('jira.versions.removeAndSwap'))[0];
    expect(entry).toMatchObject({ outcome: 'success', target: expect.stringContaining(`Version “${source.name}” removed:`) });
    expect(entry?.target).toContain(`moves to “${into.name}”`);
  });

  it('refuses a removal into the version itself, logging that nothing changed', async () => {
    const [version] = versionsOf('PLAT');
    const failure = await env.fail('jira.versions.removeAndSwap', { connectionId: env.connectionId, versionId: String(version?.id), destinations: [{ field: 'fix', to: String(version?.id) }] });
    expect(failure.code).toBe('VALIDATION');
    expect((await env.activity('jira.versions.removeAndSwap'))[0]).toMatchObject({ outcome: 'failure' });
  });

  it('warns before a plain merge, releases with unresolved issues moved, and reorders', async () => {
    const versions = versionsOf('MOB');
    const [a, b] = versions;
    const warning = await env.ok('jira.versions.checkMerge', { connectionId: env.connectionId, versionId: String(a?.id), intoVersionId: String(b?.id) });
    expect(typeof warning.moves).toBe('number');
    const unreleased = versions.filter((version) => !version.released);
    const [from, to] = unreleased;
    if (!from || !to) throw new Error('MOB needs two unreleased versions');
    await env.ok('jira.versions.update', { connectionId: env.connectionId, versionId: String(from.id), changes: { released: true, moveUnfixedIssuesTo: String(to.id) } });
    expect(versionsOf('MOB').find((version) => version.id === from.id)?.released).toBe(true);
    const other = versionsOf('PLAT').find((version) => !version.released);
    const refused = await env.fail('jira.versions.update', { connectionId: env.connectionId, versionId: String(to.id), changes: { released: true, moveUnfixedIssuesTo: String(other?.id) } });
    expect(refused.message).toMatch(/another unreleased version of the same project/);
    await env.ok('jira.versions.updateOrder', { connectionId: env.connectionId, versionId: String(to.id), to: { position: 'First' } });
    expect(versionsOf('MOB')[0]?.id).toBe(to.id);
    expect((await env.activity('jira.versions.updateOrder'))[0]?.target).toBe(`Version “${to.name}” moved first`);
  });
});

describe('versions on a connection set to Jira’s v2 API', () => {
  let v2: CoreOnSandbox;
  beforeAll(async () => {
    // Every channel must reach the v2 paths.
    v2 = await startCoreOnSandbox({ jiraApiVersion: '2' });
  });
  afterAll(() => v2.close());

  const v2Jira = () => v2.sandbox.world.areas.jira as JiraState;
  const project = () => {
    const first = v2Jira().projects[0];
    if (!first) throw new Error('no project');
    return first;
  };
  const lastPath = () => recordedRequests(v2.sandbox.recordFile).at(-1)?.path;

  it('lists versions through the connection’s API version', async () => {
    const { versions } = await v2.ok('jira.versions.list', { connectionId: v2.connectionId, projectIdOrKey: project().key });
    expect(versions.length).toBe(v2Jira().versions.filter((version) => version.projectId === project().id).length);
    expect(lastPath()).toBe(`/rest/api/2/project/${project().key}/versions`);
  });

  it('records version creation and a merge in Activity by name', async () => {
    const created = await v2.ok('jira.versions.create', { connectionId: v2.connectionId, projectId: String(project().id), name: 'Channel test' });
    expect((await v2.activity('jira.versions.create'))[0]).toMatchObject({
      target: `Version “Channel test” in project ${project().id}`,
      outcome: 'success',
    });
    const other = v2Jira().versions.find((version) => version.projectId === project().id && String(version.id) !== created.id);
    if (!other) throw new Error('no other version');
    await v2.ok('jira.versions.update', { connectionId: v2.connectionId, versionId: created.id, changes: { description: 'Short-lived' } });
    expect((await v2.activity('jira.versions.update'))[0]).toMatchObject({ target: 'Version “Channel test”', outcome: 'success' });
    expect(await v2.ok('jira.versions.merge', { connectionId: v2.connectionId, versionId: created.id, intoVersionId: String(other.id) })).toEqual({ merged: true });
    expect((await v2.activity('jira.versions.merge'))[0]).toMatchObject({
      target: `Version “Channel test” merged into “${other.name}” (fix versions only)`,
      outcome: 'success',
    });
    const { versions } = await v2.ok('jira.versions.list', { connectionId: v2.connectionId, projectIdOrKey: project().key });
    expect(versions.map((version) => version.id)).not.toContain(created.id);
  });

  it('never shows the site token or other credentials in any output or in the activity file', async () => {
    const shown = await v2.everythingShown();
    for (const secret of sandboxSecrets(v2.sandbox)) expect(shown).not.toContain(secret);
  });
});
