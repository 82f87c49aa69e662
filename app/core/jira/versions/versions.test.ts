import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../../api/testing/sandbox-session';
import { plural } from '../../../contract/words';
import type { JiraState } from '../../../sandbox/areas/jira';
import { startJiraSandbox, type JiraSandbox } from '../testing/jira-sandbox.test-support';
import { createJobRegistry } from '../../../jobs/job-registry';
import { readRemoval } from './removal-review';
import { readVersionCounts } from './version-counts';
import { changeVersion, createProjectVersion, editVersion, plainMergeWarning, releaseCheck, releaseVersion } from './version-edits';
import { VersionRemovals } from './version-removal';

let env: JiraSandbox;
beforeAll(async () => {
  env = await startJiraSandbox();
});
afterAll(() => env.close());

type Issue = JiraState['issues'][number];
const naming = (versionId: number, field: (issue: Issue) => number[]) => env.jira().issues.filter((issue) => field(issue).includes(versionId));
const fix = (issue: Issue) => issue.fixVersionIds;
const affects = (issue: Issue) => issue.affectedVersionIds;
const target = (issue: Issue) => issue.versionFieldValues.customfield_10100 ?? [];

/** A version some issue names in fix, affects and "Target release", and two others of its project. */
function versionsToMerge(projectKey: string) {
  const project = env.jira().projects.find((candidate) => candidate.key === projectKey);
  const versions = env.jira().versions.filter((version) => version.projectId === project?.id);
  const source = versions.find((version) => [fix, affects, target].every((field) => naming(version.id, field).length > 0));
  const [first, second] = versions.filter((version) => version.id !== source?.id);
  if (!source || !first || !second) throw new Error(`${projectKey} has no version used in every field`);
  return { source, first, second };
}

describe('counts', () => {
  it('counts a version per field, custom fields no issue uses included', async () => {
    const { source } = versionsToMerge('PLAT');
    const counts = await readVersionCounts(env.api, String(source.id));
    expect(counts.fields.map((field) => [field.label, field.issues])).toEqual([
      ['Fix version', naming(source.id, fix).length],
      ['Affects version', naming(source.id, affects).length],
      ['Target release', naming(source.id, target).length],
      ['Found in build', naming(source.id, (issue) => issue.versionFieldValues.customfield_10101 ?? []).length],
    ]);
    expect(counts.unresolved).toBe(naming(source.id, fix).filter((issue) => issue.resolution === null).length);
  });
});

describe('the removal wizard', () => {
  it('moves fix, affects and a custom field each where asked, and checks by counting again', async () => {
    const { source, first, second } = versionsToMerge('MOB');
    const fixed = naming(source.id, fix).map((issue) => issue.id);
    const affected = naming(source.id, affects).map((issue) => issue.id);
    const targeted = naming(source.id, target).map((issue) => issue.id);
    const plan = {
      versionId: String(source.id),
      destinations: [
        { field: 'fix', to: String(first.id) },
        { field: 'affects', to: String(second.id) },
        { field: '10100', to: String(first.id) },
        { field: '10101', to: null },
      ],
    };
    const jobs = createJobRegistry({ onProgress: () => undefined, onItemWrite: () => undefined, progressIntervalMs: 0 });
    const removals = new VersionRemovals(jobs);
    const review = await removals.plan(env.api, 'c1', plan);
    expect(review.lines.find((line) => line.field === 'fix')?.sentence).toBe(`${plural(fixed.length, 'issue')}: Fix version moves to “${first.name}”.`);
    const started = await removals.start(env.api, 'c1', review.planId, review.confirmationPhrase, new AbortController().signal);
    await started.finished;
    // Done means removed and counted again: each destination gained what moved.
    expect(jobs.results(started.jobId).map((outcome) => outcome.status)).toEqual(['done']);
    const byId = new Map(env.jira().issues.map((issue) => [issue.id, issue]));
    expect(fixed.every((id) => byId.get(id)?.fixVersionIds.includes(first.id))).toBe(true);
    expect(affected.every((id) => byId.get(id)?.affectedVersionIds.includes(second.id))).toBe(true);
    expect(targeted.every((id) => byId.get(id)?.versionFieldValues.customfield_10100?.includes(first.id))).toBe(true);
    expect(env.jira().versions.some((version) => version.id === source.id)).toBe(false);
  });

  it('refuses the version itself, a version of another project, and a field left without a choice', async () => {
    const { source, first } = versionsToMerge('OPS');
    const other = env.jira().versions.find((version) => version.projectId !== source.projectId);
    const base = [
      { field: 'affects', to: null },
      { field: '10100', to: null },
      { field: '10101', to: null },
    ];
    const self = await failureOf(readRemoval(env.api, { versionId: String(source.id), destinations: [{ field: 'fix', to: String(source.id) }, ...base] }));
    expect(self.message).toMatch(/cannot take its own issues/);
    const foreign = await failureOf(readRemoval(env.api, { versionId: String(source.id), destinations: [{ field: 'fix', to: String(other?.id) }, ...base] }));
    expect(foreign.message).toMatch(/not in this project/);
    const missing = await failureOf(readRemoval(env.api, { versionId: String(source.id), destinations: [{ field: 'fix', to: String(first.id) }] }));
    expect(missing.message).toMatch(/Choose where the .* in “Affects version” go/);
    expect(env.jira().versions.some((version) => version.id === source.id)).toBe(true);
  });

  it('warns that a plain merge leaves affects and custom fields behind', async () => {
    const { source, first } = versionsToMerge('OPS');
    const warning = await plainMergeWarning(env.api, String(source.id), String(first.id));
    expect(warning.moves).toBe(naming(source.id, fix).length);
    expect(warning.warning).toMatch(/moves fix versions only/);
    // It points to the other action by the words of its menu item.
    expect(warning.warning).toContain('Use “Remove, moving its issues…” instead.');
    expect(warning.leftBehind.map((field) => field.label)).toEqual(expect.arrayContaining(['Affects version', 'Target release']));
  });
});

describe('version edits', () => {
  it('refuses a duplicate name in other letters and a start after the release, before sending', async () => {
    const project = env.jira().projects[0];
    const existing = env.jira().versions.find((version) => version.projectId === project?.id);
    const mark = env.mark();
    const duplicate = await failureOf(createProjectVersion(env.api, { projectId: String(project?.id), name: ` ${existing?.name.toUpperCase()} ` }));
    expect(duplicate).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'name' }] });
    const dates = await failureOf(
      createProjectVersion(env.api, { projectId: String(project?.id), name: 'Next', startDate: '2027-02-01', releaseDate: '2027-01-01' }),
    );
    expect(dates.message).toBe('The start date must be on or before the release date.');
    expect(env.sentSince(mark, 'POST')).toEqual([]);
    const created = await createProjectVersion(env.api, { projectId: String(project?.id), name: 'Next', releaseDate: '2027-01-01' });
    const edited = await editVersion(env.api, created.id, { name: 'Next up', startDate: '2026-12-01' });
    expect(edited).toMatchObject({ name: 'Next up', startDate: '2026-12-01', releaseDate: '2027-01-01' });
  });

  it('releases a version, moving its unresolved issues to another unreleased one', async () => {
    const project = env.jira().projects[3];
    const unreleased = env.jira().versions.filter((version) => version.projectId === project?.id && !version.released);
    const from = unreleased.find((version) => naming(version.id, fix).some((issue) => issue.resolution === null));
    const to = unreleased.find((version) => version.id !== from?.id);
    if (!from || !to) throw new Error('no version to release');
    const check = await releaseCheck(env.api, String(from.id));
    expect(check.unresolved).toBeGreaterThan(0);
    expect(check.moveTargets.map((version) => version.id)).toContain(String(to.id));
    const released = await releaseVersion(env.api, String(from.id), String(to.id));
    expect(released.released).toBe(true);
    expect(naming(from.id, fix).filter((issue) => issue.resolution === null)).toEqual([]);
  });

  it('moves unresolved issues only in a release on its own, refusing an edit that does more before sending', async () => {
    const version = env.jira().versions.find((candidate) => !candidate.released && !candidate.archived);
    const other = env.jira().versions.find((candidate) => candidate.projectId === version?.projectId && candidate.id !== version?.id && !candidate.released);
    if (!version || !other) throw new Error('no version to release');
    const mark = env.mark();
    for (const changes of [{ released: true, name: 'Renamed', moveUnfixedIssuesTo: String(other.id) }, { moveUnfixedIssuesTo: String(other.id) }]) {
      const refused = await failureOf(changeVersion(env.api, String(version.id), changes));
      expect(refused.message).toBe('Unresolved issues move only when releasing: release the version on its own, then edit it.');
    }
    expect(env.sentSince(mark, 'PUT')).toEqual([]);
    expect((await changeVersion(env.api, String(version.id), { description: 'Edited alone' })).description).toBe('Edited alone');
  });
});
