import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordedRequests } from '../../../api/testing/sandbox-session';
import { STALE_PLAN } from '../../../contract/channels/planned-run';
import { VERSION_REMOVAL_PHRASE } from '../../../contract/jira/versions';
import type { JiraState } from '../../../sandbox/areas/jira';
import { sandboxSecrets, startCoreOnSandbox, type CoreOnSandbox } from '../../testing/sandbox-core.test-support';
import { startUsersEnv, type UsersEnv } from '../../testing/users-env.test-support';
import { REMOVAL_PREVIEW_ACTION } from '../versions/version-removal';

/** While set, Jira answers a remove-and-swap with a server error instead of doing it. */
let swapFails = false;

let env: UsersEnv;
beforeAll(async () => {
  env = await startUsersEnv({
    intercept: (url) => (swapFails && url.pathname.endsWith('/removeAndSwap') ? Response.json({ errorMessages: ['Try again later.'], errors: {} }, { status: 500 }) : undefined),
  });
});
afterEach(() => {
  swapFails = false;
});
afterAll(() => env.close());

const jira = () => env.sandbox.world.areas.jira as JiraState;
const versionsOf = (key: string) => {
  const project = jira().projects.find((candidate) => candidate.key === key);
  return jira().versions.filter((version) => version.projectId === project?.id);
};
const fixedIn = (versionId: number) => jira().issues.filter((issue) => issue.fixVersionIds.includes(versionId));

/** Two versions of a project that both fix issues: one to remove, and an unreleased one to take its issues. */
function pairIn(key: string) {
  const used = versionsOf(key).filter((version) => fixedIn(version.id).length > 0);
  const into = used.find((version) => !version.released && !version.archived);
  const source = used.find((version) => version !== into);
  if (!source || !into) throw new Error(`${key} needs two versions with issues, one of them unreleased`);
  return { source, into };
}

/** The plan for sending every field that names `source` to `into`. */
async function planRemoval(source: { id: number }, into: { id: number }) {
  const counts = await env.ok('jira.versions.countByField', { connectionId: env.connectionId, versionId: String(source.id) });
  const destinations = counts.fields.map((field) => ({ field: field.field, to: String(into.id) }));
  return env.ok('jira.versionRemoval.plan', { connectionId: env.connectionId, versionId: String(source.id), destinations });
}

describe('version channels', () => {
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

describe('undo of a version move', () => {
  let core: CoreOnSandbox;
  beforeAll(async () => {
    core = await startCoreOnSandbox();
  });
  afterAll(() => core.close());

  const projectWithVersions = () => {
    const world = core.sandbox.world.areas.jira as JiraState;
    const project = world.projects.find((candidate) => world.versions.filter((version) => version.projectId === candidate.id).length >= 4);
    if (!project) throw new Error('no project with four versions');
    return { projectId: String(project.id), order: () => world.versions.filter((version) => version.projectId === project.id).map((version) => version.name) };
  };

  it('puts a moved version back where it stood after Orgdesk starts again, once', async () => {
    const { projectId, order } = projectWithVersions();
    const before = order();
    const world = core.sandbox.world.areas.jira as JiraState;
    const third = world.versions.find((version) => version.name === before[2] && String(version.projectId) === projectId);
    await core.ok('jira.versions.updateOrder', { connectionId: core.connectionId, versionId: String(third?.id), to: { position: 'Earlier' } });
    expect(order()).not.toEqual(before);

    await core.restart();
    const { undo } = await core.ok('jira.versions.getOrderUndo', { connectionId: core.connectionId, projectId });
    expect(undo).toMatchObject({ versionName: before[2], backTo: `after “${before[1] ?? ''}”` });
    expect(await core.ok('jira.versions.restoreOrder', { connectionId: core.connectionId, undoId: undo?.undoId ?? '' })).toEqual({ restored: true });
    expect(order()).toEqual(before);
    expect((await core.activity('jira.versions.restoreOrder'))[0]).toMatchObject({ outcome: 'success', target: `Version “${before[2] ?? ''}” moved back after “${before[1] ?? ''}”: undo of an earlier move` });
    expect(await core.ok('jira.versions.getOrderUndo', { connectionId: core.connectionId, projectId })).toEqual({ undo: null });
    expect(await core.fail('jira.versions.restoreOrder', { connectionId: core.connectionId, undoId: undo?.undoId ?? '' })).toMatchObject({ code: 'CONFLICT', message: 'This change was already undone.' });
  });

  it('refuses to undo a move once the order changed since, saying how, and moves nothing', async () => {
    const { projectId, order } = projectWithVersions();
    const world = core.sandbox.world.areas.jira as JiraState;
    const [first] = order();
    const firstId = world.versions.find((version) => version.name === first && String(version.projectId) === projectId)?.id;
    await core.ok('jira.versions.updateOrder', { connectionId: core.connectionId, versionId: String(firstId), to: { position: 'Later' } });
    const ours = order();
    // Someone else moves the last version to the top in Jira.
    const last = world.versions.filter((version) => String(version.projectId) === projectId).at(-1);
    await core.sandbox.call('jira', 'POST', `/rest/api/3/version/${String(last?.id)}/move`, { body: { position: 'First' } });
    const theirs = order();

    await core.restart();
    const { undo } = await core.ok('jira.versions.getOrderUndo', { connectionId: core.connectionId, projectId });
    const refused = await core.fail('jira.versions.restoreOrder', { connectionId: core.connectionId, undoId: undo?.undoId ?? '' });
    expect(refused).toMatchObject({ code: 'CONFLICT' });
    expect(refused.message).toBe(
      `Nothing was moved: the order of the versions changed after your move, and undoing it now would throw that away too. “${last?.name ?? ''}” was moved: it is now first; your move left it after “${ours.at(-2) ?? ''}”.`,
    );
    expect(order()).toEqual(theirs);
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

describe('removing a version, moving its issues', () => {
  it('previews live, records the preview, and removes only after the typed phrase, as a job checked by counting again', async () => {
    const { source, into } = pairIn('WEB');
    const fixed = fixedIn(source.id).map((issue) => issue.id);
    const plan = await planRemoval(source, into);
    expect(plan.lines.every((line) => line.to?.id === String(into.id))).toBe(true);
    expect(plan.confirmationPhrase).toBe(VERSION_REMOVAL_PHRASE);
    const preview = (await env.activity(REMOVAL_PREVIEW_ACTION))[0];
    expect(preview).toMatchObject({ outcome: 'dry-run', target: expect.stringContaining(`Would remove version “${source.name}”, moving its issues: `) });
    expect(preview?.target).toContain(`Fix version moves to “${into.name}”.`);
    expect(versionsOf('WEB').some((version) => version.id === source.id)).toBe(true);

    expect(await env.fail('jira.versionRemoval.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: 'remove it' })).toMatchObject({
      code: 'VALIDATION',
      fields: [{ path: 'confirmation', message: 'Type REMOVE 1 VERSION to confirm.' }],
    });
    const { jobId } = await env.ok('jira.versionRemoval.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: 'remove 1 version' });
    await env.finished(jobId);
    const { outcomes } = await env.ok('app.jobOutcomes.list', { jobId });
    expect(outcomes).toMatchObject([{ key: String(source.id), target: `Version “${source.name}”`, status: 'done' }]);
    expect(versionsOf('WEB').some((version) => version.id === source.id)).toBe(false);
    expect(fixed.every((id) => jira().issues.find((issue) => issue.id === id)?.fixVersionIds.includes(into.id))).toBe(true);
    expect((await env.activity('jira.versionRemoval.start'))[0]).toMatchObject({ outcome: 'success', target: `Version “${source.name}”` });
    const write = (await env.activity()).find((entry) => entry.action.startsWith('Remove version, moving its issues: '));
    expect(write).toMatchObject({ outcome: 'success', target: `Version “${source.name}”` });
    const csv = await env.ok('app.jobOutcomes.exportCsv', { jobId });
    expect(csv.rows).toBe(1);
    expect(csv.csv).toContain(`Version “${source.name}”`);
    // The plan is used up.
    expect(await env.fail('jira.versionRemoval.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: VERSION_REMOVAL_PHRASE })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses to start when the version’s counts, a destination or the version itself changed since the preview, and removes nothing', async () => {
    const { source, into } = pairIn('MOB');
    const plan = await planRemoval(source, into);
    const start = () => env.fail('jira.versionRemoval.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: plan.confirmationPhrase });

    // Someone adds the version to one more issue's fix versions.
    const other = jira().issues.find((issue) => issue.projectId === source.projectId && !issue.fixVersionIds.includes(source.id));
    if (!other) throw new Error('MOB has no issue outside the version');
    const fixed = fixedIn(source.id).length;
    other.fixVersionIds.push(source.id);
    expect(await start()).toEqual({
      code: 'CONFLICT',
      message: `The issues naming “${source.name}” changed since the preview (Fix version ${fixed} → ${fixed + 1}). Run the preview again.`,
      reason: STALE_PLAN,
    });
    other.fixVersionIds.pop();

    // Someone releases the version the issues go to.
    into.released = true;
    expect(await start()).toMatchObject({ code: 'CONFLICT', message: 'The version the issues go to was released since the preview. Run the preview again.', reason: STALE_PLAN });
    into.released = false;

    // Someone removes the version itself in Jira.
    const versions = jira().versions;
    const at = versions.indexOf(source);
    versions.splice(at, 1);
    expect(await start()).toMatchObject({ code: 'CONFLICT', message: 'The version was removed elsewhere since the preview. Run the preview again.', reason: STALE_PLAN });
    versions.splice(at, 0, source);
    expect(await env.activity('Remove version, moving its issues')).toEqual([]);
    expect(versionsOf('MOB').some((version) => version.id === source.id)).toBe(true);
  });

  it('retries a removal Jira failed: Retry failed removes the version then', async () => {
    const { source, into } = pairIn('PLAT');
    const plan = await planRemoval(source, into);
    swapFails = true;
    const { jobId } = await env.ok('jira.versionRemoval.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: plan.confirmationPhrase });
    await env.finished(jobId);
    const failed = (await env.ok('app.jobOutcomes.list', { jobId })).outcomes;
    expect(failed).toMatchObject([{ status: 'failed', target: `Version “${source.name}”` }]);
    expect(versionsOf('PLAT').some((version) => version.id === source.id)).toBe(true);

    swapFails = false;
    const retry = await env.ok('app.jobs.retryFailed', { jobId });
    if (retry.jobId === null) throw new Error('nothing to retry');
    await env.finished(retry.jobId);
    expect((await env.ok('app.jobOutcomes.list', { jobId: retry.jobId })).outcomes).toMatchObject([{ status: 'done', target: `Version “${source.name}”` }]);
    expect(versionsOf('PLAT').some((version) => version.id === source.id)).toBe(false);
    expect(fixedIn(into.id).length).toBeGreaterThan(0);
  });

  it('refuses a plan that sends issues to the version itself, before anything is kept', async () => {
    const [version] = versionsOf('OPS');
    const failure = await env.fail('jira.versionRemoval.plan', { connectionId: env.connectionId, versionId: String(version?.id), destinations: [{ field: 'fix', to: String(version?.id) }] });
    expect(failure).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/cannot take its own issues/) });
  });
});
