import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/handler-harness';
import { versionsOf, versionUsedEverywhere, type VersionBody } from '../testing/version-fixtures';

describe('GET /project/{projectIdOrKey}/versions', () => {
  it('returns every version of the project as a bare array, by key or by id', async () => {
    const { state, call } = createHarness();
    const byKey = await call('GET', '/rest/api/3/project/PLAT/versions');
    const project = state.projects.find((candidate) => candidate.key === 'PLAT');
    const byId = await call('GET', `/rest/api/2/project/${project?.id}/versions`);
    expect(byKey.status).toBe(200);
    const versions = byKey.body as VersionBody[];
    expect(Array.isArray(versions)).toBe(true);
    expect(versions.map((version) => version.id)).toEqual(versionsOf(state, 'PLAT').map((version) => String(version.id)));
    expect((byId.body as VersionBody[]).map((version) => version.name)).toEqual(versions.map((version) => version.name));
  });

  it('mixes released, archived and unreleased versions with user-formatted dates', async () => {
    const { call } = createHarness();
    const versions = (await call('GET', '/rest/api/3/project/MOB/versions')).body as VersionBody[];
    expect(versions.some((version) => version.archived)).toBe(true);
    expect(versions.some((version) => version.released && !version.archived)).toBe(true);
    expect(versions.some((version) => !version.released)).toBe(true);
    const dated = versions.find((version) => version.releaseDate !== undefined);
    expect(dated?.userReleaseDate).toMatch(/^\d{1,2}\/[A-Z][a-z]{2}\/\d{4}$/);
    expect(versions.every((version) => version.operations === undefined)).toBe(true);
  });

  it('adds operations only when expanded', async () => {
    const { call } = createHarness();
    const versions = (await call('GET', '/rest/api/3/project/MOB/versions?expand=operations')).body as VersionBody[];
    expect(versions.every((version) => (version.operations?.length ?? 0) > 0)).toBe(true);
  });

  it('answers 404 with an ErrorCollection for an unknown project, keys being case sensitive', async () => {
    const { call } = createHarness();
    const reply = await call('GET', '/rest/api/3/project/plat/versions');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ errorMessages: ["No project could be found with key 'plat'."], errors: {} });
  });
});

describe('version issue counts', () => {
  it('counts fixed, affected and custom-field issues of a version', async () => {
    const { state, call } = createHarness();
    const version = versionUsedEverywhere(state);
    const reply = await call('GET', `/rest/api/2/version/${version.id}/relatedIssueCounts`);
    expect(reply.status).toBe(200);
    const counts = reply.body as {
      self: string;
      issuesFixedCount: number;
      issuesAffectedCount: number;
      issueCountWithCustomFieldsShowingVersion: number;
      customFieldUsage: { customFieldId: number; issueCountWithVersionInCustomField: number }[];
    };
    expect(counts.self).toBe(`http://127.0.0.1:9/rest/api/2/version/${version.id}`);
    expect(counts.issuesFixedCount).toBe(state.issues.filter((issue) => issue.fixVersionIds.includes(version.id)).length);
    expect(counts.issuesAffectedCount).toBe(state.issues.filter((issue) => issue.affectedVersionIds.includes(version.id)).length);
    const target = state.issues.filter((issue) => issue.versionFieldValues.customfield_10100?.includes(version.id)).length;
    const usage = counts.customFieldUsage.find((entry) => entry.customFieldId === 10100);
    expect(usage?.issueCountWithVersionInCustomField ?? 0).toBe(target);
    expect(counts.issueCountWithCustomFieldsShowingVersion).toBeGreaterThan(0);
  });

  it('counts unresolved issues among the fixed ones', async () => {
    const { state, call } = createHarness();
    const version = versionUsedEverywhere(state);
    const reply = await call('GET', `/rest/api/3/version/${version.id}/unresolvedIssueCount`);
    const fixed = state.issues.filter((issue) => issue.fixVersionIds.includes(version.id));
    expect(reply.body).toEqual({
      self: `http://127.0.0.1:9/rest/api/3/version/${version.id}`,
      issuesCount: fixed.length,
      issuesUnresolvedCount: fixed.filter((issue) => issue.resolution === null).length,
    });
    expect((await call('GET', '/rest/api/3/version/1/unresolvedIssueCount')).status).toBe(404);
    expect((await call('GET', '/rest/api/3/version/1/relatedIssueCounts')).status).toBe(404);
  });
});

describe('GET /project/{projectIdOrKey}/version (paginated)', () => {
  interface VersionPage {
    startAt: number;
    maxResults: number;
    total: number;
    isLast: boolean;
    nextPage?: string;
    values: VersionBody[];
  }

  it('pages through the same versions the bare list returns', async () => {
    const { call } = createHarness();
    const bare = (await call('GET', '/rest/api/3/project/PLAT/versions')).body as VersionBody[];
    const first = (await call('GET', '/rest/api/3/project/PLAT/version?maxResults=3')).body as VersionPage;
    expect(first).toMatchObject({ startAt: 0, maxResults: 3, total: bare.length, isLast: false });
    const seen = [...first.values];
    let next = first.nextPage;
    while (next !== undefined) {
      const page = (await call('GET', next)).body as VersionPage;
      seen.push(...page.values);
      next = page.nextPage;
    }
    expect(seen.map((version) => version.id)).toEqual(bare.map((version) => version.id));
  });

  it('filters by status and query and orders by release date, undated last', async () => {
    const { state, call } = createHarness();
    const archived = (await call('GET', '/rest/api/3/project/PLAT/version?status=archived')).body as VersionPage;
    expect(archived.values.length).toBe(versionsOf(state, 'PLAT').filter((version) => version.archived).length);
    expect(archived.values.every((version) => version.archived)).toBe(true);
    const open = (await call('GET', '/rest/api/3/project/PLAT/version?status=unreleased,released')).body as VersionPage;
    expect(open.values.every((version) => !version.archived)).toBe(true);

    const name = versionsOf(state, 'PLAT')[1]?.name ?? '';
    const byQuery = (await call('GET', `/rest/api/3/project/PLAT/version?query=${encodeURIComponent(name.toUpperCase())}`)).body as VersionPage;
    expect(byQuery.values.map((version) => version.name)).toContain(name);

    const newestFirst = (await call('GET', '/rest/api/3/project/PLAT/version?orderBy=-releaseDate')).body as VersionPage;
    const dates = newestFirst.values.map((version) => version.releaseDate);
    const dated = dates.filter((date): date is string => date !== undefined);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(dates.slice(dated.length).every((date) => date === undefined)).toBe(true);
    expect((await call('GET', '/rest/api/3/project/PLAT/version?orderBy=colour')).status).toBe(400);
    expect((await call('GET', '/rest/api/3/project/PLAT/version?status=lost')).status).toBe(400);
  });
});
