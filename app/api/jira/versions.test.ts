import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JiraState } from '../../sandbox/areas/jira';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import { contractViolations, failureOf, recordedRequests, sandboxSession } from '../testing/sandbox-session';
import {
  createVersion,
  getRelatedIssueCounts,
  getUnresolvedIssueCount,
  getVersion,
  listProjectVersions,
  mergeVersion,
  moveVersion,
  removeVersionAndSwap,
  updateVersion,
} from './versions';

let sandbox: RecordedSandbox;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'test', scale: 'demo' });
});
afterAll(() => sandbox.close());

const jira = () => sandbox.world.areas.jira as JiraState;
const firstProject = () => {
  const project = jira().projects[0];
  if (!project) throw new Error('no project in the sandbox');
  return project;
};
const versionsOf = (projectId: number) => jira().versions.filter((version) => version.projectId === projectId);
const fixedIn = (versionId: number) => jira().issues.filter((issue) => issue.fixVersionIds.includes(versionId)).length;

describe('versions', () => {
  it('lists every version of a project by key, in one bare array', async () => {
    const project = firstProject();
    const versions = await listProjectVersions(sandboxSession(sandbox), project.key);
    expect(versions.map((version) => version.id)).toEqual(versionsOf(project.id).map((version) => String(version.id)));
    expect(versions.every((version) => version.projectId === String(project.id))).toBe(true);
  });

  it('uses the v2 paths when the connection says so', async () => {
    await listProjectVersions(sandboxSession(sandbox, { jiraApiVersion: '2' }), firstProject().key);
    expect(recordedRequests(sandbox.recordFile).at(-1)?.path).toBe(`/rest/api/2/project/${firstProject().key}/versions`);
  });

  it('creates, reads and updates a version; a duplicate name is refused on its field', async () => {
    const project = firstProject();
    const api = sandboxSession(sandbox);
    const created = await createVersion(api, { projectId: String(project.id), name: 'Orgdesk 1.0', releaseDate: '2027-01-15' });
    expect(created).toMatchObject({ name: 'Orgdesk 1.0', released: false, releaseDate: '2027-01-15', projectId: String(project.id) });
    expect(await getVersion(api, created.id)).toEqual(created);

    const duplicate = await failureOf(createVersion(api, { projectId: String(project.id), name: 'orgdesk 1.0' }));
    expect(duplicate).toMatchObject({ code: 'VALIDATION', status: 400, fields: [{ path: 'name' }] });

    const updated = await updateVersion(api, { versionId: created.id, changes: { description: 'First cut', releaseDate: '2027-02-01' } });
    expect(updated).toMatchObject({ description: 'First cut', releaseDate: '2027-02-01', overdue: false });
  });

  it('moves unfixed issues when releasing, naming the other version by its address', async () => {
    const project = firstProject();
    const [from, to] = versionsOf(project.id).filter((version) => !version.released);
    if (!from || !to) throw new Error('the project needs two unreleased versions');
    const unresolvedBefore = await getUnresolvedIssueCount(sandboxSession(sandbox), String(from.id));
    const released = await updateVersion(sandboxSession(sandbox), {
      versionId: String(from.id),
      changes: { released: true, moveUnfixedIssuesTo: String(to.id) },
    });
    expect(released.released).toBe(true);
    const body = recordedRequests(sandbox.recordFile).at(-1)?.requestBody;
    expect(body).toEqual({ released: true, moveUnfixedIssuesTo: `${sandbox.baseUrl}/rest/api/3/version/${to.id}` });
    expect(await getUnresolvedIssueCount(sandboxSession(sandbox), String(from.id))).toEqual({
      issues: unresolvedBefore.issues - unresolvedBefore.unresolved,
      unresolved: 0,
    });
  });

  it('checks dates before sending', async () => {
    const sent = recordedRequests(sandbox.recordFile).length;
    const failure = await failureOf(
      updateVersion(sandboxSession(sandbox), { versionId: '1', changes: { startDate: '15/01/2027' } }),
    );
    expect(failure).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'changes.startDate' }] });
    expect(recordedRequests(sandbox.recordFile)).toHaveLength(sent);
  });

  it('counts related issues, then merges: the source is gone and its fix versions moved', async () => {
    const project = jira().projects[1] ?? firstProject();
    const [source, target] = versionsOf(project.id).filter((version) => fixedIn(version.id) > 0);
    if (!source || !target) throw new Error('the project needs two versions with issues');
    const api = sandboxSession(sandbox);
    const counts = await getRelatedIssueCounts(api, String(source.id));
    expect(counts.fixed).toBe(fixedIn(source.id));
    expect(counts.affected).toBe(jira().issues.filter((issue) => issue.affectedVersionIds.includes(source.id)).length);

    const targetBefore = fixedIn(target.id);
    const overlap = jira().issues.filter((i) => i.fixVersionIds.includes(source.id) && i.fixVersionIds.includes(target.id)).length;
    await mergeVersion(api, String(source.id), String(target.id));
    expect(fixedIn(target.id)).toBe(targetBefore + counts.fixed - overlap);
    expect(await failureOf(getVersion(api, String(source.id)))).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await failureOf(mergeVersion(api, String(target.id), String(target.id)))).toMatchObject({ code: 'VALIDATION' });
  });

  it('removes a version and swaps each field to its own target, clearing the rest', async () => {
    const project = jira().projects[2] ?? firstProject();
    const [source, fixTarget, affectsTarget] = versionsOf(project.id).filter((version) => fixedIn(version.id) > 0);
    if (!source || !fixTarget || !affectsTarget) throw new Error('the project needs three versions with issues');
    const named = (pick: (issue: JiraState['issues'][number]) => number[]) =>
      jira().issues.filter((issue) => pick(issue).includes(source.id)).map((issue) => issue.id);
    const fixed = named((issue) => issue.fixVersionIds);
    const affected = named((issue) => issue.affectedVersionIds);
    const inTarget = named((issue) => issue.versionFieldValues.customfield_10100 ?? []);
    await removeVersionAndSwap(sandboxSession(sandbox), String(source.id), {
      moveFixIssuesTo: String(fixTarget.id),
      moveAffectedIssuesTo: String(affectsTarget.id),
      customFields: [{ customFieldId: '10100', moveTo: String(fixTarget.id) }],
    });
    expect(recordedRequests(sandbox.recordFile).at(-1)?.requestBody).toEqual({
      moveFixIssuesTo: fixTarget.id,
      moveAffectedIssuesTo: affectsTarget.id,
      customFieldReplacementList: [{ customFieldId: 10100, moveTo: fixTarget.id }],
    });
    const byId = new Map(jira().issues.map((issue) => [issue.id, issue]));
    expect(fixed.every((id) => byId.get(id)?.fixVersionIds.includes(fixTarget.id))).toBe(true);
    expect(affected.every((id) => byId.get(id)?.affectedVersionIds.includes(affectsTarget.id))).toBe(true);
    expect(inTarget.every((id) => byId.get(id)?.versionFieldValues.customfield_10100?.includes(fixTarget.id))).toBe(true);
    expect(jira().issues.some((issue) => Object.values(issue.versionFieldValues).some((ids) => ids.includes(source.id)))).toBe(false);
  });

  it('moves a version in its project’s order', async () => {
    const project = firstProject();
    const [first, second] = versionsOf(project.id);
    if (!first || !second) throw new Error('the project needs two versions');
    await moveVersion(sandboxSession(sandbox), String(first.id), { afterVersionId: String(second.id) });
    expect(versionsOf(project.id).slice(0, 2).map((version) => version.id)).toEqual([second.id, first.id]);
    expect(recordedRequests(sandbox.recordFile).at(-1)?.requestBody).toEqual({ after: `${sandbox.baseUrl}/rest/api/3/version/${second.id}` });
    await moveVersion(sandboxSession(sandbox), String(first.id), { position: 'First' });
    expect(versionsOf(project.id)[0]?.id).toBe(first.id);
  });

  it('reports unknown projects and versions, and refused credentials', async () => {
    const api = sandboxSession(sandbox);
    expect(await failureOf(listProjectVersions(api, 'NOPE'))).toMatchObject({ code: 'NOT_FOUND' });
    for (const call of [
      updateVersion(api, { versionId: '99999', changes: { name: 'Ghost' } }),
      getRelatedIssueCounts(api, '99999'),
      getUnresolvedIssueCount(api, '99999'),
    ]) {
      expect(await failureOf(call)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
    expect(await failureOf(getVersion(sandboxSession(sandbox, { wrong: true }), '10000'))).toMatchObject({
      code: 'UNAUTHENTICATED',
      status: 401,
    });
  });

  it('sends only requests that fit the Jira contract', () => {
    expect(contractViolations(sandbox)).toEqual([]);
  });
});
