import { describe, expect, it } from 'vitest';
import type { JiraIssue } from '../state';
import { createHarness } from '../testing/handler-harness';
import { versionsOf, versionUsedEverywhere } from '../testing/version-fixtures';

describe('PUT /version/{id}/mergeto/{moveIssuesTo}', () => {
  it('deletes the source and moves only fixVersion values, leaving the other fields naming the deleted version', async () => {
    const { state, call } = createHarness();
    const source = versionUsedEverywhere(state);
    const target = state.versions.find((version) => version.projectId === source.projectId && version.id !== source.id);
    const before = (await call('GET', `/rest/api/3/version/${source.id}/relatedIssueCounts`)).body as { issuesFixedCount: number };
    const targetBefore = (await call('GET', `/rest/api/3/version/${target?.id}/relatedIssueCounts`)).body as Record<string, number>;
    const fixedInEither = state.issues.filter(
      (issue) => issue.fixVersionIds.includes(source.id) || issue.fixVersionIds.includes(target?.id ?? -1),
    ).length;
    expect(before.issuesFixedCount).toBeGreaterThan(0);

    const reply = await call('PUT', `/rest/api/3/version/${source.id}/mergeto/${target?.id}`);
    expect(reply).toEqual({ status: 204, body: undefined });

    expect((await call('GET', `/rest/api/3/version/${source.id}`)).status).toBe(404);
    const targetAfter = (await call('GET', `/rest/api/3/version/${target?.id}/relatedIssueCounts`)).body as Record<string, number>;
    expect(targetAfter.issuesFixedCount).toBe(fixedInEither);
    expect(targetAfter.issuesAffectedCount).toBe(targetBefore.issuesAffectedCount);
    expect(targetAfter.issueCountWithCustomFieldsShowingVersion).toBe(targetBefore.issueCountWithCustomFieldsShowingVersion);
    expect(state.issues.filter((issue) => issue.fixVersionIds.includes(source.id))).toEqual([]);
    const leftBehind = state.issues.filter(
      (issue) => issue.affectedVersionIds.includes(source.id) || Object.values(issue.versionFieldValues).some((ids) => ids.includes(source.id)),
    );
    expect(leftBehind.length).toBeGreaterThan(0);
  });

  it('refuses to merge a version into itself or across projects, and 404s unknown versions', async () => {
    const { state, call } = createHarness();
    const [a] = versionsOf(state, 'PLAT');
    const [other] = versionsOf(state, 'MOB');
    expect((await call('PUT', `/rest/api/3/version/${a?.id}/mergeto/${a?.id}`)).status).toBe(400);
    expect((await call('PUT', `/rest/api/3/version/${a?.id}/mergeto/${other?.id}`)).status).toBe(400);
    expect((await call('PUT', `/rest/api/3/version/${a?.id}/mergeto/999999`)).status).toBe(404);
    expect((await call('PUT', `/rest/api/3/version/999999/mergeto/${a?.id}`)).status).toBe(404);
    expect(state.versions.some((version) => version.id === a?.id)).toBe(true);
  });
});


describe('POST /version/{id}/removeAndSwap', () => {
  it('moves fix, affects and custom-field values to the chosen versions', async () => {
    const { state, call } = createHarness();
    const source = versionUsedEverywhere(state);
    const target = state.versions.find((version) => version.projectId === source.projectId && version.id !== source.id);
    const inEither = (ids: (issue: JiraIssue) => number[]) =>
      state.issues.filter((issue) => ids(issue).includes(source.id) || ids(issue).includes(target?.id ?? -1)).length;
    const expectedFixed = inEither((issue) => issue.fixVersionIds);
    const expectedAffected = inEither((issue) => issue.affectedVersionIds);
    const reply = await call('POST', `/rest/api/3/version/${source.id}/removeAndSwap`, {
      moveFixIssuesTo: target?.id,
      moveAffectedIssuesTo: target?.id,
      customFieldReplacementList: [
        { customFieldId: 10100, moveTo: target?.id },
        { customFieldId: 10101, moveTo: target?.id },
      ],
    });
    expect(reply.status).toBe(204);
    expect((await call('GET', `/rest/api/3/version/${source.id}`)).status).toBe(404);
    const after = (await call('GET', `/rest/api/3/version/${target?.id}/relatedIssueCounts`)).body as Record<string, number>;
    expect(after.issuesFixedCount).toBe(expectedFixed);
    expect(after.issuesAffectedCount).toBe(expectedAffected);
    const stillNamed = state.issues.some((issue) => Object.values(issue.versionFieldValues).some((ids) => ids.includes(source.id)));
    expect(stillNamed).toBe(false);
    expect(after.issueCountWithCustomFieldsShowingVersion).toBeGreaterThan(0);
  });

  it('clears the fields without a replacement and checks the replacements', async () => {
    const { state, call } = createHarness();
    const source = versionUsedEverywhere(state);
    const [foreign] = versionsOf(state, state.projects.find((project) => project.id !== source.projectId)?.key ?? '');
    const crossProject = await call('POST', `/rest/api/3/version/${source.id}/removeAndSwap`, { moveFixIssuesTo: foreign?.id });
    expect(crossProject.status).toBe(400);
    const notAVersionField = await call('POST', `/rest/api/3/version/${source.id}/removeAndSwap`, {
      customFieldReplacementList: [{ customFieldId: 10200, moveTo: foreign?.id }],
    });
    expect(notAVersionField.status).toBe(400);
    expect((await call('POST', '/rest/api/3/version/31337/removeAndSwap', {})).status).toBe(404);

    expect((await call('POST', `/rest/api/3/version/${source.id}/removeAndSwap`, {})).status).toBe(204);
    const mentions = state.issues.filter(
      (issue) =>
        issue.fixVersionIds.includes(source.id) ||
        issue.affectedVersionIds.includes(source.id) ||
        Object.values(issue.versionFieldValues).some((ids) => ids.includes(source.id)),
    );
    expect(mentions).toEqual([]);
  });
});

describe('DELETE /version/{id} (deprecated)', () => {
  it('swaps fix and affects versions from the query and clears custom fields', async () => {
    const { state, call } = createHarness();
    const source = versionUsedEverywhere(state);
    const target = state.versions.find((version) => version.projectId === source.projectId && version.id !== source.id);
    const fixed = state.issues.filter((issue) => issue.fixVersionIds.includes(source.id)).map((issue) => issue.id);
    const reply = await call('DELETE', `/rest/api/3/version/${source.id}?moveFixIssuesTo=${target?.id}`);
    expect(reply.status).toBe(204);
    const moved = state.issues.filter((issue) => fixed.includes(issue.id));
    expect(moved.every((issue) => issue.fixVersionIds.includes(target?.id ?? -1))).toBe(true);
    expect(state.issues.some((issue) => Object.values(issue.versionFieldValues).some((ids) => ids.includes(source.id)))).toBe(false);
    expect((await call('DELETE', `/rest/api/3/version/${source.id}`)).status).toBe(404);
  });
});
