import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Input, Output } from '../../../contract';
import { treeChangePhrase, treeRollbackPhrase } from '../../../contract/confluence/access.channels';
import { STALE_PLAN } from '../../../contract/channels/planned-run';
import { ACCESS_CASES } from '../../../sandbox/areas/confluence/data/seed-access-cases';
import type { ConfluenceState, ContentRecord, GroupRecord } from '../../../sandbox/areas/confluence/state';
import { ACCESS_PREVIEW_ACTION } from '../access/change';
import { TREE_PREVIEW_ACTION } from '../access/tree-change';
import { TREE_ROLLBACK_PREVIEW_ACTION } from '../access/tree-rollback';
import { startCoreOnSandbox, type CoreOnSandbox } from '../../testing/sandbox-core.test-support';

/** While set, Confluence refuses any write to the restrictions of this page. */
let refusedWritesTo: string | null = null;

let env: CoreOnSandbox;
beforeAll(async () => {
  env = await startCoreOnSandbox({
    intercept: ({ method, url }) =>
      refusedWritesTo !== null && method !== 'GET' && url.pathname.endsWith(`/content/${refusedWritesTo}/restriction`)
        ? Response.json({ statusCode: 403, message: 'Not allowed right now.' }, { status: 403 })
        : undefined,
  });
});
afterAll(() => env.close());

const confluence = () => env.sandbox.world.areas.confluence as ConfluenceState;
const admin = () => env.sandbox.world.adminAccountId;
const titleOf = (page: ContentRecord) => page.versions.at(-1)?.title ?? '';
function pageTitled(title: string): ContentRecord {
  const page = Object.values(confluence().contents).find((content) => content.type === 'page' && titleOf(content) === title);
  if (page === undefined) throw new Error(`no page ${title}`);
  return page;
}
function groupNamed(name: string): GroupRecord {
  const group = Object.values(confluence().groups).find((candidate) => candidate.name === name);
  if (group === undefined) throw new Error(`no group ${name}`);
  return group;
}
function personOutside(...groups: string[]) {
  const inside = new Set(groups.flatMap((name) => groupNamed(name).memberIds));
  const person = env.sandbox.world.people.find((candidate) => candidate.status === 'active' && candidate.accountType === 'atlassian' && !inside.has(candidate.accountId));
  if (person === undefined) throw new Error('no outsider');
  return person;
}
/** A plain page nobody restricted, not used by another test. */
const used = new Set<string>();
function openPage(): ContentRecord {
  const space = Object.values(confluence().spaces).find((candidate) => candidate.key === ACCESS_CASES.spaceKey);
  const page = Object.values(confluence().contents).find(
    (content) =>
      content.type === 'page' &&
      content.status === 'current' &&
      content.spaceId === space?.id &&
      content.parentId === space.homepageId &&
      content.restrictions.read.userIds.length + content.restrictions.read.groupIds.length + content.restrictions.update.userIds.length + content.restrictions.update.groupIds.length === 0 &&
      !used.has(content.id),
  );
  if (page === undefined) throw new Error('no open page left');
  used.add(page.id);
  return page;
}
const conn = () => env.connectionId;

describe('page access', () => {
  it('shows the page, the ancestors whose view lists it inherits, and the space that gates it', async () => {
    const deep = pageTitled(ACCESS_CASES.inherited);
    const access = await env.ok('confluence.access.get', { connectionId: conn(), pageId: deep.id });
    expect(access.page).toMatchObject({ title: ACCESS_CASES.inherited, spaceKey: 'ENG', isSpaceHome: false });
    expect(access.ancestors.map((ancestor) => ancestor.title)).toEqual(['Engineering Home', ACCESS_CASES.audit, ACCESS_CASES.findings, ACCESS_CASES.remediation]);
    const audit = access.ancestors[1];
    expect(audit?.read.map((principal) => principal.name)).toEqual(expect.arrayContaining([ACCESS_CASES.auditGroup]));
    expect(access.own).toEqual({ read: [], update: [] });
    expect(access.space.viewers.map((principal) => principal.name)).toContain('confluence-users');
    expect(access.me.id).toBe(admin());
    // page, ancestors, own list, space, grants, me, titles, four ancestor lists, and the names.
    expect(access.requests).toBeGreaterThan(8);
  });

  it('marks a deactivated account and a deleted group in a restriction for what they are', async () => {
    const contracts = await env.ok('confluence.access.get', { connectionId: conn(), pageId: pageTitled(ACCESS_CASES.deactivated).id });
    expect(contracts.own.read.map((principal) => principal.status)).toEqual(['active', 'deactivated']);
    const evidence = await env.ok('confluence.access.get', { connectionId: conn(), pageId: pageTitled(ACCESS_CASES.deletedGroup).id });
    expect(evidence.own.read.find((principal) => principal.type === 'group')).toMatchObject({ name: ACCESS_CASES.deletedGroupName, status: 'deleted' });
  });

  it('explains why someone cannot view a page: the ancestor three levels up blocks, with the fix', async () => {
    const deep = pageTitled(ACCESS_CASES.inherited);
    const outsider = personOutside(ACCESS_CASES.auditGroup, 'site-admins');
    const verdict = await env.ok('confluence.access.check', { connectionId: conn(), pageId: deep.id, subject: { type: 'user', id: outsider.accountId } });
    const view = verdict.verdicts.find((item) => item.operation === 'read');
    expect(view).toMatchObject({ allowed: false, answeredBy: 'permission-check' });
    expect(view?.chain.map((link) => [link.kind, link.state])).toEqual([
      ['site', 'open'],
      ['space', 'passes'],
      ['ancestor', 'open'],
      ['ancestor', 'blocks'],
      ['ancestor', 'open'],
      ['ancestor', 'open'],
      ['page', 'open'],
    ]);
    expect(view?.fix).toMatchObject({ kind: 'add-to-ancestor', pageId: pageTitled(ACCESS_CASES.audit).id });
    expect(verdict.checkUnavailable).toBeNull();
  });

  it('works the answer out itself, and says so, when the connection may not use the permission check', async () => {
    const runbook = pageTitled(ACCESS_CASES.oneEditor);
    const siteAdmins = groupNamed('site-admins');
    const members = siteAdmins.memberIds;
    siteAdmins.memberIds = members.filter((id) => id !== admin());
    try {
      const verdict = await env.ok('confluence.access.check', { connectionId: conn(), pageId: runbook.id, subject: { type: 'user', id: admin() } });
      const other = runbook.restrictions.update.userIds[0] ?? '';
      const theirs = await env.ok('confluence.access.check', { connectionId: conn(), pageId: runbook.id, subject: { type: 'user', id: other } });
      expect(verdict.checkUnavailable).toBeNull();
      expect(theirs.checkUnavailable).toMatch(/Confluence Administrator/);
      expect(theirs.verdicts.map((item) => [item.operation, item.allowed, item.answeredBy])).toEqual([
        ['read', true, 'walk'],
        ['update', true, 'walk'],
      ]);
      expect(verdict.verdicts.find((item) => item.operation === 'update')).toMatchObject({ allowed: false, fix: { kind: 'add-to-page', operation: 'update' } });
    } finally {
      siteAdmins.memberIds = members;
    }
  });

  it('refuses a change that locks the acting admin out unless overridden on purpose, and logs before and after', async () => {
    const page = openPage();
    const other = personOutside('site-admins');
    const edits = [{ operation: 'read' as const, action: 'add' as const, principal: { type: 'user' as const, id: other.accountId } }];
    const preview = await env.ok('confluence.access.plan', { connectionId: conn(), pageId: page.id, edits });
    expect(preview.problems.map((problem) => problem.code)).toEqual(['self-lockout']);
    expect(preview.effects).toEqual([{ operation: 'read', change: 'loses', principal: null }]);
    const refused = await env.fail('confluence.access.update', { connectionId: conn(), pageId: page.id, edits, expectedHash: preview.restrictionsHash });
    expect(refused.message).toMatch(/no longer be able to view/);
    expect(page.restrictions.read.userIds).toEqual([]);

    const keepMe = [...edits, { operation: 'read' as const, action: 'add' as const, principal: { type: 'user' as const, id: admin() } }];
    const fine = await env.ok('confluence.access.plan', { connectionId: conn(), pageId: page.id, edits: keepMe });
    expect(fine.problems).toEqual([]);
    const applied = await env.ok('confluence.access.update', { connectionId: conn(), pageId: page.id, edits: keepMe, expectedHash: fine.restrictionsHash });
    expect(applied.status).toBe('applied');
    expect(page.restrictions.read.userIds).toEqual([other.accountId, admin()]);
    const [entry] = await env.activity('confluence.access.update');
    expect(entry).toMatchObject({ outcome: 'success' });
    expect(entry?.target).toContain(`view: not restricted → ${other.displayName}`);
  });

  it('records each preview of a change in Activity as "Preview only", with the lists before and after, and changes nothing', async () => {
    const page = openPage();
    const other = personOutside('site-admins');
    const me = env.sandbox.world.people.find((person) => person.accountId === admin());
    const add = (id: string) => ({ operation: 'read' as const, action: 'add' as const, principal: { type: 'user' as const, id } });
    const restrictionsBefore = structuredClone(page.restrictions);
    const updatesBefore = (await env.activity('confluence.access.update')).length;

    await env.ok('confluence.access.plan', { connectionId: conn(), pageId: page.id, edits: [add(other.accountId)] });
    await env.ok('confluence.access.plan', { connectionId: conn(), pageId: page.id, edits: [add(other.accountId), add(admin())] });
    await env.ok('confluence.access.plan', { connectionId: conn(), pageId: page.id, edits: [{ ...add(other.accountId), action: 'remove' as const }] });

    // Newest first; the previews an earlier test made come after these three.
    const previews = (await env.activity(ACCESS_PREVIEW_ACTION)).slice(0, 3);
    expect(previews.map((entry) => [entry.outcome, entry.target])).toEqual([
      ['dry-run', `Would leave the restrictions of page “${titleOf(page)}” as they are`],
      ['dry-run', `Would change the restrictions of page “${titleOf(page)}”: view: not restricted → ${other.displayName}, ${me?.displayName}`],
      ['dry-run', `Would change the restrictions of page “${titleOf(page)}”: view: not restricted → ${other.displayName} (you would lose access, or nobody could edit)`],
    ]);
    expect(page.restrictions).toEqual(restrictionsBefore);
    expect(await env.activity('confluence.access.update')).toHaveLength(updatesBefore);
  });

  it('warns of a lock-out only for a list the change touches and that let the admin through before', async () => {
    const runbook = pageTitled(ACCESS_CASES.oneEditor);
    // The admin already cannot edit the runbook; a change to who can view (keeping them) is no lock-out.
    const edits = [{ operation: 'read' as const, action: 'add' as const, principal: { type: 'user' as const, id: admin() } }];
    const preview = await env.ok('confluence.access.plan', { connectionId: conn(), pageId: runbook.id, edits });
    expect(preview.problems).toEqual([]);
  });

  it('points the fix for a blocked edit at the list that blocks it', async () => {
    const contracts = pageTitled(ACCESS_CASES.deactivated);
    const outsider = personOutside('site-admins');
    const verdict = await env.ok('confluence.access.check', { connectionId: conn(), pageId: contracts.id, subject: { type: 'user', id: outsider.accountId } });
    expect(verdict.verdicts.find((item) => item.operation === 'update')?.fix).toMatchObject({ kind: 'add-to-page', operation: 'read' });
  });

  it('catches a change someone else made after the preview, and says what it was', async () => {
    const page = openPage();
    const edits = [{ operation: 'update' as const, action: 'add' as const, principal: { type: 'user' as const, id: admin() } }];
    const preview = await env.ok('confluence.access.plan', { connectionId: conn(), pageId: page.id, edits });
    const meddler = personOutside('site-admins');
    page.restrictions.update.userIds.push(meddler.accountId);
    const answer = await env.ok('confluence.access.update', { connectionId: conn(), pageId: page.id, edits, expectedHash: preview.restrictionsHash });
    expect(answer).toMatchObject({ status: 'changed', differences: [`${meddler.displayName} was added to who can edit.`] });
    expect(page.restrictions.update.userIds).toEqual([meddler.accountId]);
    expect((await env.activity('confluence.access.update'))[0]).toMatchObject({ outcome: 'failure' });
  });

  it('undoes a change exactly, once, and refuses to undo over a later change', async () => {
    const page = openPage();
    page.restrictions.update = { userIds: [admin()], groupIds: [] };
    const group = groupNamed('engineering');
    const edits = [
      { operation: 'update' as const, action: 'add' as const, principal: { type: 'group' as const, id: group.id } },
      { operation: 'read' as const, action: 'add' as const, principal: { type: 'group' as const, id: groupNamed('site-admins').id } },
    ];
    const preview = await env.ok('confluence.access.plan', { connectionId: conn(), pageId: page.id, edits });
    const applied = await env.ok('confluence.access.update', { connectionId: conn(), pageId: page.id, edits, expectedHash: preview.restrictionsHash });
    if (applied.status !== 'applied') throw new Error('not applied');
    const kept = await env.ok('confluence.access.listSnapshots', { connectionId: conn(), pageId: page.id });
    expect(kept.snapshots[0]).toMatchObject({ id: applied.snapshotId, undone: false, summary: ['Added the group engineering to who can edit', 'Added the group site-admins to who can view'] });
    await env.ok('confluence.access.restore', { connectionId: conn(), snapshotId: applied.snapshotId });
    expect(page.restrictions).toEqual({ read: { userIds: [], groupIds: [] }, update: { userIds: [admin()], groupIds: [] } });
    expect((await env.fail('confluence.access.restore', { connectionId: conn(), snapshotId: applied.snapshotId })).code).toBe('CONFLICT');

    const again = await env.ok('confluence.access.plan', { connectionId: conn(), pageId: page.id, edits });
    const second = await env.ok('confluence.access.update', { connectionId: conn(), pageId: page.id, edits, expectedHash: again.restrictionsHash });
    if (second.status !== 'applied') throw new Error('not applied');
    page.restrictions.update.groupIds = [];
    const refused = await env.ok('confluence.access.restore', { connectionId: conn(), snapshotId: second.snapshotId });
    expect(refused).toMatchObject({ status: 'changed', differences: ['engineering was removed from who can edit.'] });
  });

  it('names a deleted group as its restriction list does: in the preview, Activity, the kept change, Undo and a tree change', async () => {
    const evidence = pageTitled(ACCESS_CASES.deletedGroup);
    const saved = structuredClone(evidence.restrictions);
    const gone = groupNamed(ACCESS_CASES.deletedGroupName);
    const me = env.sandbox.world.people.find((person) => person.accountId === admin())?.displayName ?? '';
    const edits = [{ operation: 'read' as const, action: 'remove' as const, principal: { type: 'group' as const, id: gone.id } }];
    const change = `view: ${me}, ${ACCESS_CASES.deletedGroupName} → ${me}`;

    const preview = await env.ok('confluence.access.plan', { connectionId: conn(), pageId: evidence.id, edits });
    expect(preview.before.read).toContainEqual(expect.objectContaining({ type: 'group', id: gone.id, name: ACCESS_CASES.deletedGroupName, status: 'deleted' }));
    expect(preview.effects).toEqual([{ operation: 'read', change: 'loses', principal: expect.objectContaining({ name: ACCESS_CASES.deletedGroupName }) }]);
    expect((await env.activity(ACCESS_PREVIEW_ACTION))[0]?.target).toBe(`Would change the restrictions of page “${ACCESS_CASES.deletedGroup}”: ${change}`);

    const applied = await env.ok('confluence.access.update', { connectionId: conn(), pageId: evidence.id, edits, expectedHash: preview.restrictionsHash });
    if (applied.status !== 'applied') throw new Error('not applied');
    expect((await env.activity('confluence.access.update'))[0]?.target).toBe(`Restrictions of page “${ACCESS_CASES.deletedGroup}”: ${change}`);
    const kept = await env.ok('confluence.access.listSnapshots', { connectionId: conn(), pageId: evidence.id });
    expect(kept.snapshots[0]?.summary).toEqual([`Removed the group ${ACCESS_CASES.deletedGroupName} from who can view`]);
    const undone = await env.ok('confluence.access.restore', { connectionId: conn(), snapshotId: applied.snapshotId });
    expect(undone.status === 'restored' && undone.after.read.map((principal) => principal.name)).toEqual([me, ACCESS_CASES.deletedGroupName]);
    expect((await env.activity('confluence.access.restore'))[0]?.target).toBe(`Restrictions of page “${ACCESS_CASES.deletedGroup}” put back: view: ${me} → ${me}, ${ACCESS_CASES.deletedGroupName}`);
    expect(evidence.restrictions).toEqual(saved);

    // The same change as a tree change: its dry run, its Activity entries and its results name the group too.
    const planned = await env.ok('confluence.accessTree.plan', { connectionId: conn(), pageId: evidence.id, edits });
    const plan = await planReady(planned.jobId, 'confluence.accessTree.getPlan');
    expect(plan.principals).toContainEqual(expect.objectContaining({ id: gone.id, name: ACCESS_CASES.deletedGroupName, status: 'deleted' }));
    expect((await env.activity(TREE_PREVIEW_ACTION))[0]?.target).toContain(`Would remove the group ${ACCESS_CASES.deletedGroupName} from who can view`);
    const started = await env.ok('confluence.accessTree.start', { connectionId: conn(), planId: planned.jobId, confirmation: plan.phrase });
    const run = await env.jobDone(started.jobId);
    expect(run.outcomes.map((outcome) => outcome.writes)).toEqual([[`Restrictions: ${change}`]]);
    evidence.restrictions = saved;
  });

  it('opens a page from its id or any form of its link, and says plainly when it cannot be found', async () => {
    const page = pageTitled(ACCESS_CASES.oneEditor);
    for (const text of [page.id, `https://acme.atlassian.net/wiki/spaces/ENG/pages/${page.id}/Payroll+runbook`, `https://acme.atlassian.net/wiki/pages/viewpage.action?pageId=${page.id}`]) {
      expect(await env.ok('confluence.pageLinks.check', { connectionId: conn(), text })).toEqual({ pageId: page.id, title: ACCESS_CASES.oneEditor });
    }
    const hidden = pageTitled(ACCESS_CASES.hidden);
    expect((await env.fail('confluence.pageLinks.check', { connectionId: conn(), text: hidden.id })).message).toMatch(/restrictions hide it/);
    expect((await env.fail('confluence.pageLinks.check', { connectionId: conn(), text: 'https://acme.atlassian.net/wiki/x/AbCd' })).message).toMatch(/short link/);
    expect((await env.fail('confluence.pageLinks.check', { connectionId: conn(), text: 'payroll' })).code).toBe('VALIDATION');
  });

  it('lists a level of the tree with each page marked, and remembers recently opened pages', async () => {
    const space = Object.values(confluence().spaces).find((candidate) => candidate.key === ACCESS_CASES.spaceKey);
    const top = await env.ok('confluence.pageTree.list', { connectionId: conn(), spaceId: space?.id ?? '' });
    expect(top.items.map((item) => [item.title, item.hasChildren])).toEqual([['Engineering Home', true]]);
    const level = await env.ok('confluence.pageTree.list', { connectionId: conn(), pageId: space?.homepageId ?? '' });
    const audit = level.items.find((item) => item.title === ACCESS_CASES.audit);
    expect(audit).toMatchObject({ viewRestricted: true, editRestricted: true, inheritsView: false, hasChildren: true });
    expect(level.items.find((item) => item.title === ACCESS_CASES.oneEditor)).toMatchObject({ viewRestricted: false, editRestricted: true, hasChildren: false });
    expect(level.items.map((item) => item.title)).not.toContain(ACCESS_CASES.hidden);
    const below = await env.ok('confluence.pageTree.list', { connectionId: conn(), pageId: audit?.id ?? '', parentRestricted: true });
    expect(below.items).toEqual([expect.objectContaining({ title: ACCESS_CASES.findings, inheritsView: true, viewRestricted: false })]);

    await env.ok('confluence.recentPages.add', { connectionId: conn(), pageId: audit?.id ?? '' });
    const recent = await env.ok('confluence.recentPages.add', { connectionId: conn(), pageId: pageTitled(ACCESS_CASES.oneEditor).id });
    expect(recent.pages.map((item) => [item.title, item.spaceName])).toEqual([
      [ACCESS_CASES.oneEditor, 'Engineering'],
      [ACCESS_CASES.audit, 'Engineering'],
    ]);
  });

  it('finds groups by name for the picker', async () => {
    const found = await env.ok('confluence.groups.search', { connectionId: conn(), query: 'lead' });
    expect(found.groups.map((group) => group.name)).toEqual(['leadership']);
    expect((await env.ok('confluence.groups.search', { connectionId: conn(), query: '' })).groups).toEqual([]);
  });
});

/** A tree dry run's plan once its job has ended, read with its own `getPlan` (the change's or the rollback's). */
async function planReady<C extends 'confluence.accessTree.getPlan' | 'confluence.accessTreeRollback.getPlan'>(jobId: string, channel: C): Promise<Output<C>> {
  await env.jobDone(jobId);
  for (;;) {
    // Both take the same input: the dry run's job id on this connection.
    const plan = await env.ok(channel, { connectionId: conn(), jobId } as Input<C>);
    if (plan.state !== 'running') return plan;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The audit page and the three below it, as they were; then the leadership group added to who can view them, run to its end. */
async function leadershipAddedToAuditTree() {
  const audit = pageTitled(ACCESS_CASES.audit);
  const tree = [audit, pageTitled(ACCESS_CASES.findings), pageTitled(ACCESS_CASES.remediation), pageTitled(ACCESS_CASES.inherited)];
  const before = tree.map((page) => structuredClone(page.restrictions));
  const edits = [{ operation: 'read' as const, action: 'add' as const, principal: { type: 'group' as const, id: groupNamed('leadership').id } }];
  const planned = await env.ok('confluence.accessTree.plan', { connectionId: conn(), pageId: audit.id, edits });
  const plan = await planReady(planned.jobId, 'confluence.accessTree.getPlan');
  const change = await env.ok('confluence.accessTree.start', { connectionId: conn(), planId: planned.jobId, confirmation: plan.phrase, override: true });
  await env.jobDone(change.jobId);
  return { audit, tree, before, plan, change, changed: tree.map((page) => structuredClone(page.restrictions)) };
}

const restrictionWrites = async () => (await env.activityLines()).filter((entry) => entry.action.startsWith('Restrictions')).length;

describe('a whole tree', () => {
  it('dry-runs, refuses the change while a page differs from the preview, applies exactly what it listed, and rolls back', async () => {
    const audit = pageTitled(ACCESS_CASES.audit);
    const tree = [audit, pageTitled(ACCESS_CASES.findings), pageTitled(ACCESS_CASES.remediation), pageTitled(ACCESS_CASES.inherited)];
    const before = tree.map((page) => structuredClone(page.restrictions));
    const group = Object.values(confluence().groups).find((candidate) => candidate.deletedAt === null && candidate.name !== 'confluence-users' && !candidate.memberIds.includes(admin()));
    if (group === undefined) throw new Error('no group without the admin');
    const edits = [{ operation: 'update' as const, action: 'add' as const, principal: { type: 'group' as const, id: group.id } }];
    const planned = await env.ok('confluence.accessTree.plan', { connectionId: conn(), pageId: audit.id, edits });
    expect(planned.pages).toBe(4);
    const plan = await planReady(planned.jobId, 'confluence.accessTree.getPlan');
    expect(plan).toMatchObject({ state: 'ready', rootTitle: ACCESS_CASES.audit, changing: 4, phrase: treeChangePhrase(4) });
    expect(plan.pages.map((page) => [page.title, page.depth])).toEqual(tree.map((page, index) => [titleOf(page), index]));
    // The audit page already names the admin for editing; the others had no edit list, so everyone else loses edit there and the admin too.
    expect(plan.lockouts).toBe(3);
    expect(plan.pages[1]?.effects).toEqual([{ operation: 'update', change: 'loses', principal: null }]);
    expect(tree.map((page) => page.restrictions)).toEqual(before);

    // The dry run shown is in Activity once, as "Preview only", each page named as the change's entries name it.
    await env.ok('confluence.accessTree.getPlan', { connectionId: conn(), jobId: planned.jobId });
    const previews = (await env.activity(TREE_PREVIEW_ACTION)).filter((entry) => entry.target.includes(`“${ACCESS_CASES.audit}”`));
    expect(previews.map((entry) => [entry.outcome, entry.target])).toEqual([
      [
        'dry-run',
        `Would add the group ${group.name} to who can edit on page “${ACCESS_CASES.audit}” and the pages below it, changing 4 pages (on 3 of them you would lose access, or nobody could edit): ${tree.map((page) => `Page “${titleOf(page)}”`).join('; ')}`,
      ],
    ]);

    const wrong = await env.fail('confluence.accessTree.start', { connectionId: conn(), planId: planned.jobId, confirmation: 'change 3 pages' });
    expect(wrong.fields).toEqual([{ path: 'confirmation', message: 'Type CHANGE 4 PAGES to confirm.' }]);
    const unconfirmed = await env.fail('confluence.accessTree.start', { connectionId: conn(), planId: planned.jobId, confirmation: plan.phrase });
    expect(unconfirmed.message).toMatch(/On 3 pages you would lose access/);

    // Someone edits the deepest page after the dry run: the change is refused as a whole, and nothing is written.
    const meddled = tree[3];
    if (meddled === undefined) throw new Error('the tree has no fourth page');
    meddled.restrictions.update.userIds.push(admin());
    const writesBefore = await restrictionWrites();
    const stale = await env.fail('confluence.accessTree.start', { connectionId: conn(), planId: planned.jobId, confirmation: plan.phrase, override: true });
    expect(stale).toMatchObject({ code: 'CONFLICT', message: '1 of the 4 pages was changed elsewhere since the preview. Run the preview again.' });
    expect(tree.slice(0, 3).map((page) => page.restrictions)).toEqual(before.slice(0, 3));
    expect(await restrictionWrites()).toBe(writesBefore);

    // Put back as the preview saw it, the plan holds again.
    meddled.restrictions.update.userIds.pop();
    const started = await env.ok('confluence.accessTree.start', { connectionId: conn(), planId: planned.jobId, confirmation: plan.phrase, override: true });
    const run = await env.jobDone(started.jobId);
    expect(run.outcomes.map((outcome) => outcome.status)).toEqual(['done', 'done', 'done', 'done']);
    expect(tree.map((page) => page.restrictions.update.groupIds)).toEqual([[group.id], [group.id], [group.id], [group.id]]);
    expect((await env.activity('confluence.accessTree.start'))[0]).toMatchObject({ outcome: 'success', target: `Page “${ACCESS_CASES.audit}” and the pages below it: change the restrictions of 4 pages` });

    // The run is kept with the page it started from, among its changes, with its rollback.
    const listed = async () => (await env.ok('confluence.access.listSnapshots', { connectionId: conn(), pageId: audit.id })).snapshots[0];
    expect(await listed()).toMatchObject({ kind: 'tree', runId: started.jobId, pages: 4, summary: [`Added the group ${group.name} to who can edit`], undone: false, undoUnavailable: null });

    // Someone edits the deepest page after the change: the rollback's preview leaves it alone and says why; nothing is written yet.
    meddled.restrictions.update.userIds.push(admin());
    const writesBeforeRollback = await restrictionWrites();
    const rollbackPlanned = await env.ok('confluence.accessTreeRollback.plan', { connectionId: conn(), runId: started.jobId });
    expect(rollbackPlanned.pages).toBe(4);
    const rollback = await planReady(rollbackPlanned.jobId, 'confluence.accessTreeRollback.getPlan');
    expect(rollback).toMatchObject({ state: 'ready', rootTitle: ACCESS_CASES.audit, changing: 3, lockouts: 0, phrase: treeRollbackPhrase(3) });
    expect(rollback.pages.map((page) => [page.title, page.changes, page.leftAlone])).toEqual([
      ...tree.slice(0, 3).map((page) => [titleOf(page), true, null]),
      [ACCESS_CASES.inherited, false, 'Changed by someone since the tree change: left alone'],
    ]);
    expect(await restrictionWrites()).toBe(writesBeforeRollback);
    expect((await env.activity(TREE_ROLLBACK_PREVIEW_ACTION))[0]).toMatchObject({
      outcome: 'dry-run',
      target: `Would put back the restrictions of 3 pages of page “${ACCESS_CASES.audit}” and the pages below it as they were before the tree change, and leave 1 page alone: ${tree
        .slice(0, 3)
        .map((page) => `Page “${titleOf(page)}”`)
        .join('; ')}`,
    });

    // Someone edits a page the rollback would put back, after its preview: the rollback is refused as a whole.
    const edited = tree[1];
    if (edited === undefined) throw new Error('the tree has no second page');
    edited.restrictions.read.userIds.push(admin());
    expect(await env.fail('confluence.accessTreeRollback.start', { connectionId: conn(), planId: rollbackPlanned.jobId, confirmation: rollback.phrase })).toEqual({
      code: 'CONFLICT',
      message: '1 of the 3 pages was changed elsewhere since the preview. Run the preview again.',
      reason: STALE_PLAN,
    });
    expect(await restrictionWrites()).toBe(writesBeforeRollback);
    expect(await listed()).toMatchObject({ kind: 'tree', undone: false });
    edited.restrictions.read.userIds.pop();

    // As the preview saw it again: the rollback puts back exactly the three pages and lists the fourth as skipped.
    const rolled = await env.ok('confluence.accessTreeRollback.start', { connectionId: conn(), planId: rollbackPlanned.jobId, confirmation: 'roll back 3 pages' });
    expect(rolled.pages).toBe(3);
    const rolledBack = await env.jobDone(rolled.jobId);
    expect(rolledBack.outcomes.map((outcome) => [outcome.target, outcome.status])).toEqual([
      ...tree.slice(0, 3).map((page) => [`Page “${titleOf(page)}”`, 'done']),
      [`Page “${ACCESS_CASES.inherited}”`, 'skipped'],
    ]);
    expect((await env.activity('confluence.accessTreeRollback.start'))[0]).toMatchObject({ outcome: 'success', target: `Page “${ACCESS_CASES.audit}” and the pages below it: put back the restrictions of 3 pages` });
    expect(await listed()).toMatchObject({ kind: 'tree', undone: true });
    expect((await env.fail('confluence.access.restore', { connectionId: conn(), snapshotId: (await listed())?.id ?? '' })).message).toMatch(/roll it back as a whole/);
    expect((await env.fail('confluence.accessTreeRollback.plan', { connectionId: conn(), runId: started.jobId })).message).toBe('This change was already rolled back.');
    expect(tree.slice(0, 3).map((page) => page.restrictions)).toEqual(before.slice(0, 3));
    meddled.restrictions = before[3] ?? meddled.restrictions;
  });

  it('retries the pages a rollback failed to put back: Retry failed puts them back then', async () => {
    const { tree, before, change, changed } = await leadershipAddedToAuditTree();
    expect(changed).not.toEqual(before);

    const rollbackPlanned = await env.ok('confluence.accessTreeRollback.plan', { connectionId: conn(), runId: change.jobId });
    const rollback = await planReady(rollbackPlanned.jobId, 'confluence.accessTreeRollback.getPlan');
    const refused = tree[2];
    if (refused === undefined) throw new Error('the tree has no third page');
    refusedWritesTo = refused.id;
    try {
      const rolled = await env.ok('confluence.accessTreeRollback.start', { connectionId: conn(), planId: rollbackPlanned.jobId, confirmation: rollback.phrase, override: true });
      const first = await env.jobDone(rolled.jobId);
      expect(first.outcomes.filter((outcome) => outcome.status === 'failed').map((outcome) => outcome.target)).toEqual([`Page “${titleOf(refused)}”`]);
      expect(refused.restrictions).toEqual(changed[2]);
      refusedWritesTo = null;
      const retry = await env.ok('app.jobs.retryFailed', { jobId: rolled.jobId });
      if (retry.jobId === null) throw new Error('nothing to retry');
      expect((await env.jobDone(retry.jobId)).outcomes.map((outcome) => [outcome.target, outcome.status])).toEqual([[`Page “${titleOf(refused)}”`, 'done']]);
      expect(tree.map((page) => page.restrictions)).toEqual(before);
    } finally {
      refusedWritesTo = null;
    }
  });
});

describe('a whole tree after a restart', () => {
  it('rolls back a finished tree change after Orgdesk starts again, leaving alone a page changed since, and not twice', async () => {
    const { audit, tree, before, plan, change, changed } = await leadershipAddedToAuditTree();

    await env.restart();
    const meddled = tree[3];
    if (meddled === undefined) throw new Error('the tree has no fourth page');
    try {
      // The page it started from still offers its rollback, read back from the change journal.
      const listed = async () => (await env.ok('confluence.access.listSnapshots', { connectionId: conn(), pageId: audit.id })).snapshots[0];
      expect(await listed()).toMatchObject({ kind: 'tree', runId: change.jobId, pages: plan.changing, undone: false, undoUnavailable: null });

      // Someone edits the deepest page after the change: the rollback's preview leaves it alone and says why.
      meddled.restrictions.update.userIds.push(admin());
      const rollbackPlanned = await env.ok('confluence.accessTreeRollback.plan', { connectionId: conn(), runId: change.jobId });
      const rollback = await planReady(rollbackPlanned.jobId, 'confluence.accessTreeRollback.getPlan');
      expect(rollback).toMatchObject({ state: 'ready', rootTitle: ACCESS_CASES.audit, changing: plan.changing - 1, phrase: treeRollbackPhrase(plan.changing - 1) });
      expect(rollback.pages.at(-1)).toMatchObject({ title: ACCESS_CASES.inherited, changes: false, leftAlone: 'Changed by someone since the tree change: left alone' });
      const rolled = await env.ok('confluence.accessTreeRollback.start', { connectionId: conn(), planId: rollbackPlanned.jobId, confirmation: rollback.phrase });
      const outcomes = await env.jobDone(rolled.jobId);
      expect(outcomes.outcomes.at(-1)).toMatchObject({ target: `Page “${ACCESS_CASES.inherited}”`, status: 'skipped' });
      expect(tree.slice(0, 3).map((page) => page.restrictions)).toEqual(before.slice(0, 3));
      expect(meddled.restrictions).toEqual({ ...changed[3], update: { groupIds: changed[3]?.update.groupIds, userIds: [...(changed[3]?.update.userIds ?? []), admin()] } });
      expect(await listed()).toMatchObject({ kind: 'tree', undone: true });

      // Started once more, the journal knows the run was put back.
      await env.restart();
      expect((await env.fail('confluence.accessTreeRollback.plan', { connectionId: conn(), runId: change.jobId })).message).toBe('This change was already put back.');
    } finally {
      meddled.restrictions = before[3] ?? meddled.restrictions;
    }
  });
});

describe('restricted pages of a space', () => {
  it('reports direct, inherited, deactivated, deleted-group and one-editor cases, the home page, and a CSV', async () => {
    const space = Object.values(confluence().spaces).find((candidate) => candidate.key === ACCESS_CASES.spaceKey);
    const started = await env.ok('confluence.restrictedPages.start', { connectionId: conn(), spaceId: space?.id ?? '' });
    await env.jobDone(started.jobId);
    const report = await env.ok('confluence.restrictedPages.get', { connectionId: conn(), jobId: started.jobId });
    expect(report.state).toBe('ready');
    // The admin sees all but the page restricted away from them.
    expect(report.pagesRead).toBe(started.pages);
    const row = (title: string) => report.rows.find((item) => item.title === title);
    expect(row(ACCESS_CASES.audit)?.flags).toEqual(['view', 'edit', 'one-editor']);
    expect(row(ACCESS_CASES.inherited)).toMatchObject({ flags: ['inherited'], inheritedFrom: ACCESS_CASES.audit, depth: 4, section: ACCESS_CASES.audit });
    expect(row(ACCESS_CASES.deactivated)?.flags).toEqual(['view', 'deactivated']);
    expect(row(ACCESS_CASES.deletedGroup)?.flags).toEqual(['view', 'deleted-group']);
    expect(row(ACCESS_CASES.oneEditor)?.flags).toEqual(['edit', 'one-editor']);
    expect(row(ACCESS_CASES.hidden)).toBeUndefined();
    expect(report.home).toEqual({ title: 'Engineering Home', restricted: false });
    expect(report.byDepth.find((entry) => entry.depth === 4)?.inherited).toBeGreaterThanOrEqual(1);
    // Two calls to start (the space and its size), one per 250 pages, and one look-up per person or group named.
    expect(report.requests).toBe(2 + Math.ceil(started.pages / 250) + report.principals.filter((principal) => principal.type === 'group').length + report.principals.filter((principal) => principal.type === 'user').length);

    const csv = await env.ok('confluence.restrictedPages.exportCsv', { connectionId: conn(), jobId: started.jobId });
    expect(csv.rows).toBe(report.rows.length);
    expect(csv.csv).toContain('Names a deleted group');

    const finance = Object.values(confluence().spaces).find((candidate) => candidate.key === ACCESS_CASES.restrictedHomeSpaceKey);
    const second = await env.ok('confluence.restrictedPages.start', { connectionId: conn(), spaceId: finance?.id ?? '' });
    await env.jobDone(second.jobId);
    const financeReport = await env.ok('confluence.restrictedPages.get', { connectionId: conn(), jobId: second.jobId });
    expect(financeReport.home?.restricted).toBe(true);
    expect(financeReport.rows.filter((item) => item.flags.includes('inherited')).length).toBe(financeReport.pagesRead - 1);
  });
});
