import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/handler-harness';
import { versionsOf, type VersionBody } from '../testing/version-fixtures';

describe('POST /version', () => {
  it('creates a version that then shows in the project list', async () => {
    const { state, call } = createHarness();
    const project = state.projects[0];
    const reply = await call('POST', '/rest/api/3/version', {
      name: 'Spring release',
      projectId: project?.id,
      releaseDate: '2026-05-01',
      description: 'Planned',
    });
    expect(reply.status).toBe(201);
    const created = reply.body as VersionBody;
    expect(created).toMatchObject({ name: 'Spring release', projectId: project?.id, released: false, archived: false });
    const list = (await call('GET', `/rest/api/3/project/${project?.key}/versions`)).body as VersionBody[];
    expect(list.map((version) => version.id)).toContain(created.id);
  });

  it('names the invalid fields in a 400', async () => {
    const { state, call } = createHarness();
    const project = state.projects[0];
    const existing = versionsOf(state, project?.key ?? '')[0];
    const noName = await call('POST', '/rest/api/3/version', { projectId: project?.id });
    expect(noName.status).toBe(400);
    expect(Object.keys((noName.body as { errors: object }).errors)).toEqual(['name']);
    const duplicate = await call('POST', '/rest/api/3/version', { projectId: project?.id, name: existing?.name.toUpperCase() });
    expect(duplicate.status).toBe(400);
    expect((duplicate.body as { errors: Record<string, string> }).errors.name).toMatch(/already exists/);
    const noProject = await call('POST', '/rest/api/3/version', { name: 'x' });
    expect(noProject.status).toBe(400);
    expect(Object.keys((noProject.body as { errors: object }).errors)).toEqual(['projectId']);
    const badDate = await call('POST', '/rest/api/3/version', { name: 'x', projectId: project?.id, releaseDate: '2026-02-30' });
    expect(Object.keys((badDate.body as { errors: object }).errors)).toEqual(['releaseDate']);
    const backwards = await call('POST', '/rest/api/3/version', {
      name: 'x',
      projectId: project?.id,
      startDate: '2026-05-02',
      releaseDate: '2026-05-01',
    });
    expect(backwards.status).toBe(400);
  });

  it('allows the same name in another project and answers 404 for a missing project', async () => {
    const { call } = createHarness();
    expect((await call('POST', '/rest/api/3/version', { name: 'Shared name', project: 'PLAT' })).status).toBe(201);
    const reuse = await call('POST', '/rest/api/3/version', { name: 'Shared name', project: 'WEB' });
    expect(reuse.status).toBe(201);
    const missing = await call('POST', '/rest/api/3/version', { name: 'x', projectId: 99999 });
    expect(missing.status).toBe(404);
    expect((missing.body as { errorMessages: string[] }).errorMessages).toHaveLength(1);
  });

  it('rejects a body of the wrong shape', async () => {
    const { state, call } = createHarness();
    const reply = await call('POST', '/rest/api/3/version', { name: 42, projectId: state.projects[0]?.id });
    expect(reply.status).toBe(400);
  });
});

describe('GET and PUT /version/{id}', () => {
  it('reads one version and expands driver and issue status counts on request', async () => {
    const { state, call } = createHarness();
    const version = state.versions.find((candidate) => candidate.driverAccountId !== undefined);
    const plain = (await call('GET', `/rest/api/3/version/${version?.id}`)).body as VersionBody;
    expect(plain.driver).toBeUndefined();
    expect(plain.issuesStatusForFixVersion).toBeUndefined();
    const expanded = (await call('GET', `/rest/api/3/version/${version?.id}?expand=driver,issuesstatus`)).body as VersionBody;
    expect(expanded.driver).toBe(version?.driverAccountId);
    const fixed = state.issues.filter((issue) => issue.fixVersionIds.includes(version?.id ?? -1)).length;
    const counts = expanded.issuesStatusForFixVersion;
    expect((counts?.toDo ?? 0) + (counts?.inProgress ?? 0) + (counts?.done ?? 0) + (counts?.unmapped ?? 0)).toBe(fixed);
  });

  it('marks an unreleased version past its release date as overdue', async () => {
    const { state, world, call } = createHarness();
    const today = world.now.slice(0, 10);
    const late = state.versions.find((version) => !version.released && version.releaseDate !== undefined && version.releaseDate < today);
    const onTime = state.versions.find((version) => version.released && version.releaseDate !== undefined);
    expect(((await call('GET', `/rest/api/3/version/${late?.id}`)).body as VersionBody).overdue).toBe(true);
    expect(((await call('GET', `/rest/api/3/version/${onTime?.id}`)).body as VersionBody).overdue).toBe(false);
  });

  it('answers 404 with Jira body for an unknown version', async () => {
    const { call } = createHarness();
    const reply = await call('GET', '/rest/api/3/version/424242');
    expect(reply).toEqual({ status: 404, body: { errorMessages: ["Could not find version for id '424242'"], errors: {} } });
    expect((await call('PUT', '/rest/api/3/version/424242', { name: 'x' })).status).toBe(404);
  });

  it('updates fields, ignores echoed read-only ones and keeps names unique', async () => {
    const { state, call } = createHarness();
    const [first, second] = versionsOf(state, 'PLAT');
    const reply = await call('PUT', `/rest/api/3/version/${first?.id}`, {
      name: 'Renamed',
      description: 'New text',
      self: 'http://elsewhere/version/1',
      id: '1',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: String(first?.id), name: 'Renamed', description: 'New text' });
    const clash = await call('PUT', `/rest/api/3/version/${second?.id}`, { name: 'renamed' });
    expect(clash.status).toBe(400);
  });

  it('moves unresolved issues when releasing with moveUnfixedIssuesTo', async () => {
    const { state, call } = createHarness();
    const source = state.versions.find(
      (version) => !version.released && state.issues.some((issue) => issue.resolution === null && issue.fixVersionIds.includes(version.id)),
    );
    const target = state.versions.find((version) => version.projectId === source?.projectId && version.id !== source?.id && !version.released);
    const unresolved = state.issues.filter((issue) => issue.resolution === null && issue.fixVersionIds.includes(source?.id ?? -1));
    const reply = await call('PUT', `/rest/api/3/version/${source?.id}`, {
      released: true,
      moveUnfixedIssuesTo: `http://127.0.0.1:9/rest/api/3/version/${target?.id}`,
    });
    expect(reply.status).toBe(200);
    expect((reply.body as VersionBody).released).toBe(true);
    const after = (await call('GET', `/rest/api/3/version/${source?.id}/unresolvedIssueCount`)).body as { issuesUnresolvedCount: number };
    expect(after.issuesUnresolvedCount).toBe(0);
    expect(unresolved.every((issue) => issue.fixVersionIds.includes(target?.id ?? -1))).toBe(true);
  });
});

