import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreVersion } from '../../../api/confluence/v1/versions';
import { startConfluenceSandbox, type ConfluenceSandbox } from '../../../api/confluence/testing/confluence-sandbox';
import { failureOf } from '../../../api/testing/sandbox-session';
import { bodyOf, currentVersion as sandboxCurrent, titleOf } from '../../../sandbox/areas/confluence/content';
import { BAD_AUTOMATION_RUN } from '../../../sandbox/areas/confluence/data/seed-bad-automation';
import { HISTORY_SHOWCASE } from '../../../sandbox/areas/confluence/data/seed-history-showcase';
import type { ContentRecord } from '../../../sandbox/areas/confluence/state';
import { createJobRegistry, type JobRegistry } from '../../../jobs/job-registry';
import type { WriteRecord } from '../../../jobs/job-types';
import { HistoryWorker } from './compare/history-worker-client';
import { HistoryPlanning } from './planning';
import { compareVersionsOf, previewRestore, restoreChecked } from './view-and-restore';
import { allVersions } from './versions';

let cf: ConfluenceSandbox;
let worker: HistoryWorker;
let jobs: JobRegistry;
let planning: HistoryPlanning;
const writes: WriteRecord[] = [];
const signal = new AbortController().signal;

beforeAll(async () => {
  cf = await startConfluenceSandbox();
  worker = new HistoryWorker();
  jobs = createJobRegistry({ onProgress: () => undefined, onItemWrite: (record) => void writes.push(record) });
  planning = new HistoryPlanning(jobs, worker);
});
afterAll(async () => {
  await worker.dispose();
  await cf.close();
});

const used = new Set<string>();
function pageWith(versions: number, test: (page: ContentRecord) => boolean = () => true): ContentRecord {
  const found = Object.values(cf.state().contents).find(
    (content) =>
      content.type === 'page' &&
      content.status === 'current' &&
      content.versions.length >= versions &&
      !used.has(content.id) &&
      content.restrictions.read.userIds.length + content.restrictions.read.groupIds.length === 0 &&
      test(content),
  );
  if (found === undefined) throw new Error(`no page with ${versions} versions`);
  used.add(found.id);
  return found;
}
const refAt = (page: ContentRecord, index: number) => ({ number: page.versions[index]!.number, createdAt: page.versions[index]!.createdAt });
const byTitle = (title: string) => Object.values(cf.state().contents).find((content) => titleOf(content) === title)!;


describe('compare and restore', () => {
  it('compares two versions of the showcase page through the worker', async () => {
    const page = byTitle(HISTORY_SHOWCASE.richTitle);
    const comparison = await compareVersionsOf(cf.session, worker, page.id, [1, 2]);
    expect(comparison.titleChange).toEqual({ before: 'Mobile release checklist (draft)', after: 'Mobile release checklist' });
    expect(comparison.summary.text).toContain('1 table added');
    expect(comparison.left.version.number).toBe(1);
  });

  it('previews a restore against the current version, then restores with and without the title', async () => {
    const page = pageWith(3, (candidate) => candidate.versions[0]!.title !== titleOf(candidate));
    const preview = await previewRestore(cf.session, worker, page.id, 1);
    expect(preview.current.version.number).toBe(page.versions.length);
    expect(preview.comparison.titleChange?.after).toBe(page.versions[0]!.title);
    expect(preview.defaultMessage).toBe(`Restored version 1 (${page.versions[0]!.createdAt.slice(0, 10)})`);

    const current = titleOf(page);
    const restored = await restoreChecked(cf.session, { pageId: page.id, version: refAt(page, 0), basedOn: refAt(page, page.versions.length - 1), restoreTitle: false, message: '' });
    expect(restored.message).toBe(preview.defaultMessage);
    expect(titleOf(page)).toBe(current);
    expect(bodyOf(page)).toBe(bodyOf(page, page.versions[0]));
    await restoreChecked(cf.session, { pageId: page.id, version: refAt(page, 0), basedOn: refAt(page, page.versions.length - 1), restoreTitle: true, message: 'With the title' });
    expect(titleOf(page)).toBe(page.versions[0]!.title);
  });

  it('refuses a restore when the page was edited since, naming who saved it', async () => {
    const page = pageWith(3);
    const basedOn = refAt(page, page.versions.length - 1);
    await restoreVersion(cf.session, { contentId: page.id, versionNumber: 2, message: 'Someone else', restoreTitle: false });
    const failure = await failureOf(restoreChecked(cf.session, { pageId: page.id, version: refAt(page, 0), basedOn, restoreTitle: false, message: '' }));
    expect(failure).toMatchObject({ code: 'CONFLICT', reason: 'pageChanged' });
    expect(failure.message).toMatch(/saved version \d+ on .* UTC\. Look at the difference again/);
    expect(failure.message).not.toContain('someone');
  });

  it('detects a version renumbered or deleted by someone else before restoring', async () => {
    const page = pageWith(4);
    const third = refAt(page, 2);
    const basedOn = refAt(page, page.versions.length - 1);
    const before = page.versions.length;
    await cf.session.request({ area: 'confluence', method: 'DELETE', path: `/wiki/rest/api/content/${page.id}/version/1` });
    const moved = await failureOf(restoreChecked(cf.session, { pageId: page.id, version: third, basedOn: { ...basedOn, number: before - 1 }, restoreTitle: false, message: '' }));
    expect(moved).toMatchObject({ code: 'CONFLICT', reason: 'renumbered' });
    expect(moved.message).toContain('is now version 2');

    await cf.session.request({ area: 'confluence', method: 'DELETE', path: `/wiki/rest/api/content/${page.id}/version/2` });
    const gone = await failureOf(restoreChecked(cf.session, { pageId: page.id, version: third, basedOn: { ...basedOn, number: before - 2 }, restoreTitle: false, message: '' }));
    expect(gone).toMatchObject({ code: 'NOT_FOUND', reason: 'versionGone' });
    expect(page.versions).toHaveLength(before - 2);
  });

  it('says a version deleted while the restore was open is gone, not that someone edited the page', async () => {
    const page = pageWith(4);
    const second = refAt(page, 1);
    // What the admin saw when the dialog opened; then someone deletes version 2, and the current version moves down.
    const basedOn = refAt(page, page.versions.length - 1);
    await cf.session.request({ area: 'confluence', method: 'DELETE', path: `/wiki/rest/api/content/${page.id}/version/2` });
    const gone = await failureOf(restoreChecked(cf.session, { pageId: page.id, version: second, basedOn, restoreTitle: false, message: '' }));
    expect(gone).toMatchObject({ code: 'NOT_FOUND', reason: 'versionGone' });
    expect(gone.message).toBe('Version 2 no longer exists: someone deleted it from the history. Pick another version.');

    // An older version deleted moves the chosen one down a number: said as such, still nobody's edit.
    const third = refAt(page, 1);
    const seen = refAt(page, page.versions.length - 1);
    await cf.session.request({ area: 'confluence', method: 'DELETE', path: `/wiki/rest/api/content/${page.id}/version/1` });
    const moved = await failureOf(restoreChecked(cf.session, { pageId: page.id, version: third, basedOn: seen, restoreTitle: false, message: '' }));
    expect(moved).toMatchObject({ code: 'CONFLICT', reason: 'renumbered' });
  });

  it('lists a history longer than one answer to the end', async () => {
    const page = byTitle(HISTORY_SHOWCASE.longTitle);
    const versions = await allVersions(cf.session, page.id);
    expect(versions).toHaveLength(page.versions.length);
    expect(versions[0]?.number).toBe(page.versions.length);
    expect(versions.at(-1)?.number).toBe(1);
  });
});

describe('history clean-up', () => {
  it('deletes exactly what the preview listed, newest first and by date, even after someone renumbered the history', async () => {
    const page = pageWith(6);
    const keep = page.versions.slice(-2).map((version) => version.createdAt);
    const { jobId: planJob, finished: planned } = await planning.startCleanupPlan(cf.session, 'c1', { kind: 'page', pageId: page.id }, { kind: 'keepLatest', count: 2 }, signal);
    await planned;
    const plan = planning.cleanupPlan(planJob, 'c1');
    expect(plan.state).toBe('ready');
    expect(plan.pages[0]?.remove.map((version) => version.number)).toEqual(page.versions.slice(0, -2).map((version) => version.number).reverse());
    expect(plan.phrase).toBe(`DELETE ${page.versions.length - 2} VERSIONS`);

    // Someone deletes the oldest version meanwhile: every later version moves down by one.
    await cf.session.request({ area: 'confluence', method: 'DELETE', path: `/wiki/rest/api/content/${page.id}/version/1` });
    await expect(planning.startCleanup(cf.session, 'c1', planJob, 'DELETE 1 VERSION', signal)).rejects.toThrow(/Type DELETE \d+ VERSIONS to confirm/);
    const { jobId, finished } = await planning.startCleanup(cf.session, 'c1', planJob, plan.phrase, signal);
    await finished;
    expect(page.versions.map((version) => version.createdAt)).toEqual(keep);
    expect(page.versions.map((version) => version.number)).toEqual([1, 2]);
    const [outcome] = jobs.results(jobId);
    expect(outcome).toMatchObject({ status: 'done', target: `Page “${titleOf(page)}”` });
    expect(outcome?.writes[0]).toMatch(/^Delete version \d+ \(saved .* UTC\)$/);
    expect(writes.filter((write) => write.target === `Page “${titleOf(page)}”` && write.outcome === 'success')).toHaveLength(plan.versions - 1);
  });

  it('never plans the current version, and refuses a plan of another connection', async () => {
    const page = pageWith(3);
    const { jobId, finished } = await planning.startCleanupPlan(cf.session, 'c1', { kind: 'page', pageId: page.id }, { kind: 'olderThan', before: '2999-01-01T00:00:00Z' }, signal);
    await finished;
    const plan = planning.cleanupPlan(jobId, 'c1');
    expect(plan.pages[0]?.remove.map((version) => version.number)).not.toContain(sandboxCurrent(page).number);
    expect(plan.versions).toBe(page.versions.length - 1);
    expect(() => planning.cleanupPlan(jobId, 'c2')).toThrow(/another connection/);
  });
});

describe('bulk roll-back after the bad automation run', () => {
  it('plans, then restores the run’s pages, skips the one edited afterwards, and trashes the created one only when ticked', async () => {
    const world = cf.sandbox.world;
    const automation = world.people.find((person) => person.accountType === 'app' && person.status === 'active')!;
    const space = Object.values(cf.state().spaces).find((candidate) => candidate.key === BAD_AUTOMATION_RUN.spaceKey)!;
    const runPages = Object.values(cf.state().contents).filter((content) => content.spaceId === space.id && content.versions.some((version) => version.authorId === automation.accountId));
    const firstEdit = runPages.flatMap((content) => content.versions.filter((version) => version.authorId === automation.accountId)).map((version) => version.createdAt).sort()[0]!;
    const since = new Date(Date.parse(firstEdit) - 60_000).toISOString();

    const { jobId: planJob, finished: planned } = await planning.startRollbackPlan(cf.session, 'c1', { scope: { kind: 'space', spaceId: space.id }, since, authorId: automation.accountId }, signal);
    await planned;
    const plan = planning.rollbackPlan(planJob, 'c1');
    const byStatus = (status: string) => plan.pages.filter((page) => page.status === status);
    expect(byStatus('rollBack')).toHaveLength(BAD_AUTOMATION_RUN.pages - 1);
    expect(byStatus('editedAfterwards')).toHaveLength(1);
    expect(byStatus('createdSince').map((page) => page.title)).toEqual([BAD_AUTOMATION_RUN.reportTitle]);
    expect(byStatus('rollBack')[0]?.summary).toContain('1 table added');
    expect(byStatus('rollBack').some((page) => page.titleChange !== null)).toBe(true);

    const edited = byStatus('editedAfterwards')[0]!;
    const editedBefore = bodyOf(cf.state().contents[edited.pageId]!);
    const report = byStatus('createdSince')[0]!;
    await expect(planning.startRollback(cf.session, 'c1', planJob, 'ROLL BACK 11 PAGES', { include: [], trash: [report.pageId], restoreTitles: true }, signal)).rejects.toThrow(
      'Type ROLL BACK 12 PAGES to confirm.',
    );
    const { jobId, finished } = await planning.startRollback(cf.session, 'c1', planJob, 'ROLL BACK 12 PAGES', { include: [], trash: [report.pageId], restoreTitles: true }, signal);
    await finished;

    for (const planned of byStatus('rollBack')) {
      const content = cf.state().contents[planned.pageId]!;
      const target = content.versions.find((version) => version.number === planned.target!.number)!;
      expect(bodyOf(content)).toBe(bodyOf(content, target));
      expect(titleOf(content)).toBe(target.title);
      expect(sandboxCurrent(content).message).toMatch(/^Rolled back the changes made by .+ since .+ UTC$/);
    }
    expect(bodyOf(cf.state().contents[edited.pageId]!)).toBe(editedBefore);
    expect(cf.state().contents[report.pageId]?.status).toBe('trashed');
    const outcomes = jobs.results(jobId);
    expect(outcomes.filter((outcome) => outcome.status === 'done')).toHaveLength(12);
    expect(outcomes.find((outcome) => outcome.key === edited.pageId)).toMatchObject({ status: 'skipped', reason: 'Someone else edited it afterwards, and it was not ticked.' });
  });
});
