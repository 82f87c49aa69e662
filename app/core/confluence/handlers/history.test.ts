import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollbackPhrase } from '../../../contract/confluence/history.channels';
import { bodyOf, titleOf } from '../../../sandbox/areas/confluence/content';
import { BAD_AUTOMATION_RUN } from '../../../sandbox/areas/confluence/data/seed-bad-automation';
import { HISTORY_SHOWCASE } from '../../../sandbox/areas/confluence/data/seed-history-showcase';
import type { ConfluenceState, ContentRecord } from '../../../sandbox/areas/confluence/state';
import { CLEANUP_PREVIEW_ACTION } from '../history/cleanup';
import { ROLLBACK_PREVIEW_ACTION } from '../history/rollback';
import { sandboxSecrets, startCoreOnSandbox, type CoreOnSandbox } from '../../testing/sandbox-core.test-support';

let env: CoreOnSandbox;
let connectionId: string;
beforeAll(async () => {
  env = await startCoreOnSandbox();
  connectionId = env.connectionId;
});
afterAll(() => env.close());

const confluence = () => env.sandbox.world.areas.confluence as ConfluenceState;
const byTitle = (title: string) => Object.values(confluence().contents).find((content) => titleOf(content) === title)!;
const used = new Set<string>();
function pageWith(versions: number): ContentRecord {
  const found = Object.values(confluence().contents).find(
    (content) =>
      content.type === 'page' &&
      content.status === 'current' &&
      content.versions.length >= versions &&
      !used.has(content.id) &&
      content.restrictions.read.userIds.length + content.restrictions.read.groupIds.length === 0,
  );
  if (found === undefined) throw new Error('no page left');
  used.add(found.id);
  return found;
}

/** Someone edits the page in Confluence: one more version, saved now. */
async function editElsewhere(page: ContentRecord): Promise<void> {
  const edit = await env.sandbox.call('confluence', 'PUT', `/wiki/api/v2/pages/${page.id}`, {
    body: { id: page.id, status: 'current', title: titleOf(page), body: { representation: 'storage', value: '<p>Edited elsewhere.</p>' }, version: { number: page.versions.length + 1 } },
  });
  expect(edit.status).toBe(200);
}

/** The seeded bad automation run: the app account that made it, its space, and a minute before its first edit. */
function badAutomationRun() {
  const automation = env.sandbox.world.people.find((person) => person.accountType === 'app' && person.status === 'active')!;
  const space = Object.values(confluence().spaces).find((candidate) => candidate.key === BAD_AUTOMATION_RUN.spaceKey)!;
  const firstEdit = Object.values(confluence().contents)
    .flatMap((content) => content.versions.filter((version) => version.authorId === automation.accountId))
    .map((version) => version.createdAt)
    .sort()[0]!;
  return { automation, space, since: new Date(Date.parse(firstEdit) - 60_000).toISOString() };
}

describe('viewing and comparing versions', () => {
  it('renders a version safely and compares two, rows beyond the first chunk on request', async () => {
    const page = byTitle(HISTORY_SHOWCASE.richTitle);
    const view = await env.ok('confluence.versions.getRendered', { connectionId, pageId: page.id, versionNumber: 4 });
    expect(view.rendered.html).not.toMatch(/<script|onerror|javascript:/);
    expect(view.rendered.notes).toContain('Images are named, not loaded.');

    const compared = await env.ok('confluence.versions.getComparison', { connectionId, pageId: page.id, left: 1, right: 2 });
    expect(compared.summary.text).toMatch(/^Title changed; /);
    expect(compared.left.version.number).toBe(1);
    const rest = await env.ok('confluence.versions.getComparisonRows', { connectionId, compareId: compared.compareId, start: 0, count: 2 });
    expect(rest.rows).toEqual(compared.rows.slice(0, 2));
    expect((await env.fail('confluence.versions.getComparison', { connectionId, pageId: page.id, left: 2, right: 2 })).code).toBe('VALIDATION');
  });

  it('previews a restore with the default message, and refuses a preview of the current version', async () => {
    const page = pageWith(3);
    const preview = await env.ok('confluence.versions.planRestore', { connectionId, pageId: page.id, versionNumber: 1 });
    expect(preview.defaultMessage).toBe(`Restored version 1 (${page.versions[0]!.createdAt.slice(0, 10)})`);
    expect(preview.current.version.number).toBe(page.versions.length);
    const refused = await env.fail('confluence.versions.planRestore', { connectionId, pageId: page.id, versionNumber: page.versions.length });
    expect(refused.reason).toBe('currentVersion');
  });


});

describe('restoring and deleting one version', () => {
  it('records a version restore in Activity with the page, the version and when it was saved', async () => {
    const page = pageWith(3);
    const second = page.versions[1]!;
    const current = page.versions.at(-1)!;
    const restored = await env.ok('confluence.versions.restore', {
      connectionId,
      contentId: page.id,
      versionNumber: 2,
      savedAt: second.createdAt,
      basedOn: { number: current.number, createdAt: current.createdAt },
      message: 'Undo',
    });
    expect(restored.number).toBe(page.versions.length);
    expect((await env.activity('confluence.versions.restore'))[0]).toMatchObject({
      target: `Page “${current.title}” — restore version 2 (saved ${second.createdAt.slice(0, 16).replace('T', ' ')} UTC)`,
      outcome: 'success',
    });
  });

  it('refuses deleting the current version and logs the refusal', async () => {
    const page = pageWith(2);
    const current = page.versions.at(-1)!;
    const failure = await env.fail('confluence.versions.delete', { connectionId, contentId: page.id, versionNumber: current.number, savedAt: current.createdAt });
    expect(failure).toMatchObject({ code: 'VALIDATION', reason: 'currentVersion' });
    expect((await env.activity('confluence.versions.delete'))[0]).toMatchObject({
      target: `Page “${titleOf(page)}” — delete version ${current.number} (saved ${current.createdAt.slice(0, 16).replace('T', ' ')} UTC)`,
      outcome: 'failure',
      errorMessage: failure.message,
    });
  });

  it('deletes the version the admin picked, refusing one that was renumbered meanwhile', async () => {
    const page = pageWith(4);
    const [first, second, third] = page.versions;
    await env.ok('confluence.versions.delete', { connectionId, contentId: page.id, versionNumber: 1, savedAt: first!.createdAt });
    const moved = await env.fail('confluence.versions.delete', { connectionId, contentId: page.id, versionNumber: 3, savedAt: third!.createdAt });
    expect(moved).toMatchObject({ code: 'CONFLICT', reason: 'renumbered' });
    expect(page.versions.map((version) => version.createdAt)).toContain(second!.createdAt);
  });
});

describe('history clean-up through the channels', () => {
  it('plans, refuses a wrong phrase, deletes newest first, and puts every deletion in Activity with page and version', async () => {
    const page = pageWith(5);
    const plan = await env.ok('confluence.historyCleanup.plan', { connectionId, scope: { kind: 'page', pageId: page.id }, rule: { kind: 'keepLatest', count: 2 } });
    await env.jobDone(plan.jobId);
    const result = await env.ok('confluence.historyCleanup.getPlan', { connectionId, jobId: plan.jobId });
    expect(result.state).toBe('ready');
    const keep = page.versions.slice(-2).map((version) => version.createdAt);
    const wrong = await env.fail('confluence.historyCleanup.start', { connectionId, planId: plan.jobId, confirmation: 'DELETE' });
    expect(wrong.fields?.[0]).toMatchObject({ path: 'confirmation', message: `Type ${result.phrase} to confirm.` });
    expect(page.versions.length).toBeGreaterThan(2);

    const started = await env.ok('confluence.historyCleanup.start', { connectionId, planId: plan.jobId, confirmation: result.phrase });
    const done = await env.jobDone(started.jobId);
    expect(done.outcomes[0]?.status).toBe('done');
    expect(page.versions.map((version) => version.createdAt)).toEqual(keep);
    const activity = await env.activity('confluence.historyCleanup.start');
    expect(activity[0]).toMatchObject({ target: `Page “${titleOf(page)}”: delete ${result.versions} old versions`, outcome: 'success' });
    // One entry for the clean-up, which opens to a line per version deleted.
    expect(activity[0]?.job).toMatchObject({ standing: 'completed', done: result.versions, failed: 0, writes: result.versions });
    const deletions = (await env.activityLines()).filter((entry) => entry.target === `Page “${titleOf(page)}”` && entry.action.startsWith('Delete version'));
    expect(deletions).toHaveLength(result.versions);
  });
});

describe('history plans the site moved away from', () => {
  it('refuses a clean-up when a page was edited since the preview, and deletes nothing', async () => {
    const page = pageWith(5);
    const plan = await env.ok('confluence.historyCleanup.plan', { connectionId, scope: { kind: 'page', pageId: page.id }, rule: { kind: 'keepLatest', count: 2 } });
    await env.jobDone(plan.jobId);
    const result = await env.ok('confluence.historyCleanup.getPlan', { connectionId, jobId: plan.jobId });
    await editElsewhere(page);
    const versionsBefore = structuredClone(page.versions);

    const refused = await env.fail('confluence.historyCleanup.start', { connectionId, planId: plan.jobId, confirmation: result.phrase });
    expect(refused).toMatchObject({ code: 'CONFLICT', message: 'The page was edited or deleted since the preview. Run the preview again.' });
    expect(page.versions).toEqual(versionsBefore);
  });

  it('refuses a roll-back when a page it would put back was edited since the preview, and rolls back nothing', async () => {
    const { automation, space, since } = badAutomationRun();
    const plan = await env.ok('confluence.rollback.plan', { connectionId, scope: { kind: 'space', spaceId: space.id }, since, authorId: automation.accountId });
    await env.jobDone(plan.jobId);
    const result = await env.ok('confluence.rollback.getPlan', { connectionId, jobId: plan.jobId });
    const rolling = result.pages.filter((page) => page.status === 'rollBack');
    expect(rolling.length).toBeGreaterThan(1);
    await editElsewhere(confluence().contents[rolling[0]!.pageId]!);
    const historiesBefore = Object.values(confluence().contents).map((content) => [content.id, content.status, content.versions.length]);

    const refused = await env.fail('confluence.rollback.start', { connectionId, planId: plan.jobId, confirmation: rollbackPhrase(rolling.length) });
    expect(refused).toMatchObject({ code: 'CONFLICT', message: `1 of the ${rolling.length} pages was edited or deleted since the preview. Run the preview again.` });
    expect(Object.values(confluence().contents).map((content) => [content.id, content.status, content.versions.length])).toEqual(historiesBefore);
  });
});

describe('previews in Activity', () => {
  it('records a finished clean-up preview once as "Preview only", naming the page, and deletes nothing', async () => {
    const page = pageWith(5);
    const versionsBefore = structuredClone(page.versions);
    const previewsBefore = (await env.ok('app.activity.list', { outcome: 'dry-run' })).total;
    const plan = await env.ok('confluence.historyCleanup.plan', { connectionId, scope: { kind: 'page', pageId: page.id }, rule: { kind: 'keepLatest', count: 2 } });
    await env.jobDone(plan.jobId);
    const result = await env.ok('confluence.historyCleanup.getPlan', { connectionId, jobId: plan.jobId });
    expect(result.versions).toBe(page.versions.length - 2);

    // Read again (the screen may), it is still one entry.
    await env.ok('confluence.historyCleanup.getPlan', { connectionId, jobId: plan.jobId });
    const { entries, total } = await env.ok('app.activity.list', { outcome: 'dry-run' });
    expect(total).toBe(previewsBefore + 1);
    expect(entries[0]).toMatchObject({
      action: CLEANUP_PREVIEW_ACTION,
      outcome: 'dry-run',
      connectionId,
      errorMessage: null,
      target: `Would delete ${result.versions} old versions from 1 page: Page “${titleOf(page)}”`,
    });
    expect(page.versions).toEqual(versionsBefore);
    expect(entries.some((entry) => entry.action.startsWith('Delete version'))).toBe(false);
  });
});

describe('rolling back the bad automation run through the channels', () => {
  it('offers the run as a recent burst of edits: the app account, the minutes it ran and how many pages it left changed', async () => {
    const automation = env.sandbox.world.people.find((person) => person.accountType === 'app' && person.status === 'active')!;
    const space = Object.values(confluence().spaces).find((candidate) => candidate.key === BAD_AUTOMATION_RUN.spaceKey)!;
    const lastByBot = Object.values(confluence().contents).filter(
      (content) => content.spaceId === space.id && content.status === 'current' && content.versions.at(-1)?.authorId === automation.accountId,
    );
    const { bursts, people } = await env.ok('confluence.rollback.listBursts', { connectionId, scope: { kind: 'space', spaceId: space.id } });
    const first = bursts[0]!;
    expect(first).toMatchObject({ authorId: automation.accountId, pages: lastByBot.length });
    expect(Date.parse(first.to) - Date.parse(first.from)).toBeLessThanOrEqual(5 * 60_000);
    expect(people.find((person) => person.accountId === automation.accountId)).toMatchObject({ name: automation.displayName, isApp: true });
  });

  it('plans with names, then rolls back with a page edited afterwards left alone', async () => {
    const { automation, space, since } = badAutomationRun();
    const historiesBefore = Object.values(confluence().contents).map((content) => [content.id, content.status, content.versions.length]);
    const previewsBefore = (await env.activity(ROLLBACK_PREVIEW_ACTION)).length;
    const plan = await env.ok('confluence.rollback.plan', { connectionId, scope: { kind: 'space', spaceId: space.id }, since, authorId: automation.accountId });
    await env.jobDone(plan.jobId);
    const result = await env.ok('confluence.rollback.getPlan', { connectionId, jobId: plan.jobId });
    expect(result.people.find((person) => person.accountId === automation.accountId)?.isApp).toBe(true);
    const edited = result.pages.find((page) => page.status === 'editedAfterwards')!;
    const editedBody = bodyOf(confluence().contents[edited.pageId]!);
    const count = result.pages.filter((page) => page.status === 'rollBack').length;

    // The dry run is in Activity once, as "Preview only", naming the pages as the roll-back's entries do; nothing changed.
    await env.ok('confluence.rollback.getPlan', { connectionId, jobId: plan.jobId });
    const previews = await env.activity(ROLLBACK_PREVIEW_ACTION);
    expect(previews).toHaveLength(previewsBefore + 1);
    const named = result.pages.filter((page) => page.status === 'rollBack').map((page) => `Page “${page.title}”`);
    const listed = named.length > 5 ? `${named.slice(0, 5).join('; ')} and ${named.length - 5} more` : named.join('; ');
    const left = result.pages.length - count;
    expect(count).toBeGreaterThan(0);
    expect(left).toBeGreaterThan(1);
    expect(previews[0]).toMatchObject({
      outcome: 'dry-run',
      connectionId,
      errorMessage: null,
      target: `Would roll back the changes made by ${automation.displayName} since ${since.slice(0, 16).replace('T', ' ')} UTC on ${count} page${count === 1 ? '' : 's'}, and leave ${left} pages alone: ${listed}`,
    });
    expect(Object.values(confluence().contents).map((content) => [content.id, content.status, content.versions.length])).toEqual(historiesBefore);

    const started = await env.ok('confluence.rollback.start', { connectionId, planId: plan.jobId, confirmation: rollbackPhrase(count) });
    expect(started.pages).toBe(count);
    const done = await env.jobDone(started.jobId);
    expect(done.outcomes.filter((outcome) => outcome.status === 'done')).toHaveLength(count);
    expect(bodyOf(confluence().contents[edited.pageId]!)).toBe(editedBody);
    expect((await env.activity('confluence.rollback.start'))[0]?.outcome).toBe('success');
  });
});

describe('secrets', () => {
  it('never shows a secret in what it answers or logs', async () => {
    const shown = await env.everythingShown();
    for (const secret of sandboxSecrets(env.sandbox)) expect(shown).not.toContain(secret);
  });
});
