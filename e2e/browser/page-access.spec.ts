import type { Page } from '@playwright/test';
import { ACCESS_CASES } from '../../app/sandbox/areas/confluence/data/seed-access-cases';
import type { ContentRecord, GroupRecord } from '../../app/sandbox/areas/confluence/state';
import type { RunningSandbox } from '../../app/sandbox/server';
import { bulkResults } from './bulk-helpers';
import { confluenceOf as confluence, openPage } from './content-helpers';
import { expect, openConnected, startOrg, test } from '../fixtures/organization';
import { openChanges } from '../fixtures/activity';


function pageTitled(org: RunningSandbox, title: string): ContentRecord {
  const page = Object.values(confluence(org).contents).find((content) => content.type === 'page' && content.versions.at(-1)?.title === title);
  if (page === undefined) throw new Error(`no page ${title}`);
  return page;
}

function groupNamed(org: RunningSandbox, name: string): GroupRecord {
  const group = Object.values(confluence(org).groups).find((candidate) => candidate.name === name);
  if (group === undefined) throw new Error(`no group ${name}`);
  return group;
}

/** An active person outside the audit group and the site admins, with a name no one else shares. */
function outsider(org: RunningSandbox) {
  const inside = new Set([...groupNamed(org, ACCESS_CASES.auditGroup).memberIds, ...groupNamed(org, 'site-admins').memberIds]);
  const person = org.world.people.find(
    (candidate) =>
      candidate.status === 'active' &&
      candidate.accountType === 'atlassian' &&
      !inside.has(candidate.accountId) &&
      org.world.people.filter((other) => other.displayName.split(' ')[0] === candidate.displayName.split(' ')[0]).length === 1,
  );
  if (person === undefined) throw new Error('no outsider');
  return person;
}


async function pick(page: Page, label: string, name: string): Promise<void> {
  await page.getByLabel(label).fill(name.split(' ')[0] ?? name);
  await page.getByRole('option', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }).first().click();
}

test.describe('Content: who can view and edit a page, and why', () => {
  test('finds a page in the space tree, explains the restriction it inherits and why someone cannot view it', async ({ page, harness, org }) => {
    const person = outsider(org);
    await openConnected(page, harness, org, '/content');
    await page.getByLabel('Space (type a name or key)').fill('Engineering');
    await page.getByRole('option', { name: /^Engineering \(ENG\)/ }).click();
    const tree = page.getByRole('tree', { name: 'Pages of the space' });
    await tree.getByRole('treeitem', { name: /Engineering Home/ }).click();
    await page.keyboard.press('ArrowRight');
    const audit = tree.getByRole('treeitem', { name: /Security audit 2026/ });
    await expect(audit.getByRole('img', { name: 'View restricted here' })).toBeVisible();
    // The page the admin may not see is not in the tree at all.
    await expect(tree.getByRole('treeitem', { name: ACCESS_CASES.oneEditor })).toBeVisible();
    await expect(tree.getByRole('treeitem', { name: ACCESS_CASES.hidden })).toHaveCount(0);

    await audit.click();
    await page.keyboard.press('ArrowRight');
    await tree.getByRole('treeitem', { name: ACCESS_CASES.findings }).click();
    await page.keyboard.press('ArrowRight');
    const remediation = tree.getByRole('treeitem', { name: ACCESS_CASES.remediation });
    await expect(remediation.getByRole('img', { name: 'Inherits a view restriction' })).toBeVisible();
    await remediation.click();
    await page.keyboard.press('ArrowRight');
    await tree.getByRole('treeitem', { name: ACCESS_CASES.inherited }).click();
    await page.getByRole('button', { name: 'Open access' }).click();

    await expect(page.getByRole('heading', { name: ACCESS_CASES.inherited, level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Where this page is' })).toContainText(`${ACCESS_CASES.audit}/${ACCESS_CASES.findings}/${ACCESS_CASES.remediation}`);
    await expect(page.getByText('This page inherits view restrictions from 1 page above it.')).toBeVisible();
    const inherited = page.getByRole('list', { name: `Who can view “${ACCESS_CASES.audit}”` });
    await expect(inherited).toContainText(`${ACCESS_CASES.auditGroup} (group)`);

    await pick(page, 'Person or group to check', person.displayName);
    const view = page.getByRole('region', { name: `Can ${person.displayName} view it?` });
    await expect(view.getByText(`${person.displayName} cannot view this page`)).toBeVisible();
    await expect(view.getByText(`${ACCESS_CASES.audit}: Blocks`)).toBeVisible();
    await expect(view.getByText(`${ACCESS_CASES.findings}: Not restricted`)).toBeVisible();
    await expect(view.getByText(`Add ${person.displayName} to who can view “${ACCESS_CASES.audit}”.`)).toBeVisible();
    await expect(page.getByText(/Answered by Confluence’s own permission check/)).toBeVisible();
    await view.getByRole('link', { name: 'Open that page’s access' }).click();
    await expect(page.getByRole('heading', { name: ACCESS_CASES.audit, level: 1 })).toBeVisible();

    // The pages opened are offered again on the finder.
    await harness.open(page, '/content');
    await expect(page.getByRole('list', { name: 'Opened recently' }).getByRole('link').first()).toContainText(ACCESS_CASES.audit);
  });

  test('opens a page from a pasted link, and says plainly when a page cannot be seen', async ({ page, harness, org }) => {
    await openConnected(page, harness, org, '/content');
    const runbook = pageTitled(org, ACCESS_CASES.oneEditor);
    await page.getByLabel('Page link or id').fill(`https://acme.atlassian.net/wiki/spaces/ENG/pages/${runbook.id}/Payroll+runbook`);
    await page.getByRole('button', { name: 'Open page' }).click();
    await expect(page.getByRole('heading', { name: ACCESS_CASES.oneEditor, level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Who can edit this page' })).toBeVisible();

    await harness.open(page, '/content');
    await page.getByLabel('Page link or id').fill(pageTitled(org, ACCESS_CASES.hidden).id);
    await page.getByRole('button', { name: 'Open page' }).click();
    await expect(page.getByText(/its restrictions hide it from the account this connection uses/)).toBeVisible();
  });

  test('refuses a change that would lock the admin out until overridden, applies a safe one, and undoes it exactly', async ({ page, harness, org }) => {
    const person = outsider(org);
    const target = openPage(org);
    const admin = org.world.people.find((candidate) => candidate.accountId === org.world.adminAccountId);
    await openConnected(page, harness, org, `/content/pages/${target.id}/access`);
    await expect(page.getByText('This page’s own list is empty: it follows the space (and any page above).').first()).toBeVisible();

    await pick(page, 'Add to who can view', person.displayName);
    await page.getByRole('region', { name: 'Change who can view', exact: true }).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(`Add ${person.displayName} to who can view`)).toBeVisible();
    await page.getByRole('button', { name: 'Review and apply' }).click();
    const review = page.getByRole('dialog', { name: /^Review the change/ });
    await expect(review.getByText(/You would no longer be able to view this page/)).toBeVisible();
    await expect(review.getByText('Everyone not named loses view access, even with space permission.')).toBeVisible();
    await expect(review.getByRole('button', { name: 'Apply change' })).toBeDisabled();
    await review.getByRole('button', { name: 'Cancel' }).click();
    expect(target.restrictions.read.userIds).toEqual([]);

    // Keeping the admin in the list makes it safe.
    await pick(page, 'Add to who can view', admin?.displayName ?? '');
    await page.getByRole('region', { name: 'Change who can view', exact: true }).getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Review and apply' }).click();
    await expect(review.getByRole('region', { name: 'Who can view: before and after' })).toContainText(`After the change${person.displayName}`);
    await expect(review.getByRole('alert')).toHaveCount(0);
    await review.getByRole('button', { name: 'Apply change' }).click();
    await expect(review).toBeHidden();
    await expect.poll(() => [...target.restrictions.read.userIds].sort()).toEqual([person.accountId, org.world.adminAccountId].sort());
    await expect(page.getByRole('list', { name: 'Who can view this page' })).toContainText(person.displayName);

    const changes = page.getByRole('list', { name: 'Restriction changes made from Orgdesk' });
    await expect(changes).toContainText(`Added ${person.displayName} to who can view`);
    await changes.getByRole('button', { name: /^Undo the change/ }).click();
    await page.getByRole('dialog', { name: 'Undo this change?' }).getByRole('button', { name: 'Undo change' }).click();
    await expect(changes.getByText('Undone')).toBeVisible();
    expect(target.restrictions).toEqual({ read: { userIds: [], groupIds: [] }, update: { userIds: [], groupIds: [] } });

    // Activity names the page with the lists before and after.
    await harness.open(page, '/activity');
    await expect(page.getByText(new RegExp(`Restrictions of page “${target.versions.at(-1)?.title ?? ''}”: view: not restricted →`)).first()).toBeVisible();
  });

  test('catches a change someone else made between the review and Apply, and writes nothing', async ({ page, harness, org }) => {
    const person = outsider(org);
    const target = openPage(org, [openPage(org).id]);
    await openConnected(page, harness, org, `/content/pages/${target.id}/access`);
    await pick(page, 'Add to who can edit', person.displayName);
    await page.getByRole('region', { name: 'Change who can edit', exact: true }).getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Review and apply' }).click();
    const review = page.getByRole('dialog', { name: /^Review the change/ });
    await expect(review.getByText(/You would no longer be able to edit this page/)).toBeVisible();
    await review.getByRole('checkbox', { name: /Apply it anyway/ }).check();

    // Meanwhile, someone else restricts editing to the admin.
    target.restrictions.update.userIds.push(org.world.adminAccountId);
    await review.getByRole('button', { name: 'Apply change' }).click();
    await expect(review.getByText(/Someone changed this page’s restrictions after you opened this review, so nothing was written\./)).toBeVisible();
    await expect(review.getByText(/was added to who can edit\./)).toBeVisible();
    expect(target.restrictions.update.userIds).toEqual([org.world.adminAccountId]);
  });

  test('names a deleted group by its name in the review and in Activity, takes it off the list, and puts it back from the notice', async ({ page, harness, org }) => {
    const evidence = pageTitled(org, ACCESS_CASES.deletedGroup);
    const gone = groupNamed(org, ACCESS_CASES.deletedGroupName);
    const saved = structuredClone(evidence.restrictions);
    await openConnected(page, harness, org, `/content/pages/${evidence.id}/access`);
    await page.getByRole('region', { name: 'Change who can view', exact: true }).getByRole('button', { name: `Remove ${ACCESS_CASES.deletedGroupName} (view)` }).click();
    await page.getByRole('button', { name: 'Review and apply' }).click();
    const review = page.getByRole('dialog', { name: /^Review the change/ });
    const lists = review.getByRole('region', { name: 'Who can view: before and after' });
    await expect(lists).toContainText(`${ACCESS_CASES.deletedGroupName} (group)Deleted group`);
    await expect(lists).not.toContainText(gone.id);
    await expect(review.getByText(`The group ${ACCESS_CASES.deletedGroupName} can no longer view it through this list.`)).toBeVisible();
    await review.getByRole('button', { name: 'Apply change' }).click();
    await expect(review).toBeHidden();
    await expect.poll(() => evidence.restrictions.read.groupIds).toEqual([]);
    const changes = page.getByRole('list', { name: 'Restriction changes made from Orgdesk' });
    await expect(changes).toContainText(`Removed the group ${ACCESS_CASES.deletedGroupName} from who can view`);

    // Undo from the notice asks first, saying what it puts back, then puts the group back, still by its name.
    await page.getByRole('status').getByRole('button', { name: 'Undo', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Undo this change?' });
    await expect(ask).toContainText(`Removed the group ${ACCESS_CASES.deletedGroupName} from who can view`);
    expect(evidence.restrictions.read.groupIds).toEqual([]);
    await ask.getByRole('button', { name: 'Undo change' }).click();
    await expect(changes.getByText('Undone')).toBeVisible();
    expect(evidence.restrictions).toEqual(saved);

    await harness.open(page, '/activity');
    await expect(page.getByText(new RegExp(`Restrictions of page “${ACCESS_CASES.deletedGroup}”: view: .*, ${ACCESS_CASES.deletedGroupName} → `)).first()).toBeVisible();
    await expect(page.getByText(new RegExp(`Restrictions of page “${ACCESS_CASES.deletedGroup}” put back: view: .* → .*, ${ACCESS_CASES.deletedGroupName}$`)).first()).toBeVisible();
    await expect(page.getByText(gone.id)).toHaveCount(0);
  });

  test('asks before leaving staged changes or a typed confirmation, and keeps them when the admin stays', async ({ page, harness, org }) => {
    const audit = pageTitled(org, ACCESS_CASES.audit);
    const before = structuredClone(audit.restrictions);
    await openConnected(page, harness, org, `/content/pages/${audit.id}/access`);
    await pick(page, 'Add to who can view', 'site-admins');
    await page.getByRole('region', { name: 'Change who can view', exact: true }).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('1 change staged, not applied yet.')).toBeVisible();

    // Another tab of the page: asked, and staying keeps the staged change.
    await page.getByRole('tab', { name: 'History' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without applying?' });
    await expect(leave).toContainText(`1 staged change to who can view or edit “${ACCESS_CASES.audit}” is not applied yet.`);
    await leave.getByRole('button', { name: 'Stay here' }).click();
    await expect(page.getByRole('tab', { name: 'Access', selected: true })).toBeVisible();
    await expect(page.getByText('1 change staged, not applied yet.')).toBeVisible();

    // The tree change's typed confirmation is not thrown away by Escape without asking.
    await page.getByRole('button', { name: 'Apply to all pages below too…' }).click();
    const dialog = page.getByRole('dialog', { name: `Change “${ACCESS_CASES.audit}” and every page below it` });
    await dialog.getByLabel('Confirmation').fill('CHANGE 4');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard what you entered?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('Confirmation')).toHaveValue('CHANGE 4');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('1 change staged, not applied yet.')).toBeVisible();

    // Leaving on purpose discards it, and nothing was written.
    await page.getByRole('tab', { name: 'History' }).click();
    await leave.getByRole('button', { name: 'Leave and discard' }).click();
    await expect(page.getByRole('tab', { name: 'History', selected: true })).toBeVisible();
    expect(audit.restrictions).toEqual(before);
  });

  test('rolls a tree change back after a preview of every page: a page changed since is left alone, and a start after another change is refused', async ({ page, harness, org }) => {
    const titles = [ACCESS_CASES.audit, ACCESS_CASES.findings, ACCESS_CASES.remediation, ACCESS_CASES.inherited];
    const tree = titles.map((title) => pageTitled(org, title));
    const before = tree.map((item) => structuredClone(item.restrictions));
    const siteAdmins = groupNamed(org, 'site-admins');
    const [, second, , deepest] = tree;
    if (second === undefined || deepest === undefined) throw new Error('the audit tree has fewer than four pages');
    try {
      await openConnected(page, harness, org, `/content/pages/${tree[0]?.id ?? ''}/access`);
      await pick(page, 'Add to who can view', 'site-admins');
      await page.getByRole('region', { name: 'Change who can view', exact: true }).getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('button', { name: 'Apply to all pages below too…' }).click();
      const change = page.getByRole('dialog', { name: `Change “${ACCESS_CASES.audit}” and every page below it` });
      await change.getByLabel('Confirmation').fill('CHANGE 4 PAGES');
      await change.getByRole('button', { name: 'Change 4 pages' }).click();
      const changesMade = page.getByRole('region', { name: 'Changes made here' });
      await expect(changesMade.getByTestId('bulk-results')).toHaveText('4 pages done, 0 failed, 0 skipped.');
      const changed = tree.map((item) => structuredClone(item.restrictions));

      // Someone edits the deepest page after the change: the rollback's preview leaves it alone and says why.
      deepest.restrictions.update.userIds.push(org.world.adminAccountId);
      await changesMade.getByRole('button', { name: /^Roll back the change of/ }).click();
      const rollback = page.getByRole('dialog', { name: `Roll back the change to “${ACCESS_CASES.audit}” and the pages below it` });
      await expect(rollback.getByTestId('plan-summary')).toHaveText(
        'Preview: nothing has been changed yet. 3 of 4 pages go back as before the tree change. 1 page is left alone: someone changed it since. Nobody is locked out.',
      );
      const grid = rollback.getByRole('grid', { name: 'Pages the rollback would put back, before and after' });
      await expect(grid.getByRole('row').filter({ hasText: ACCESS_CASES.inherited })).toContainText('Changed by someone since the tree change: left alone');
      expect(tree.slice(0, 3).map((item) => item.restrictions)).toEqual(changed.slice(0, 3));

      // Someone edits a page the rollback would put back, after the preview: the start is refused and nothing is written.
      second.restrictions.read.userIds.push(org.world.adminAccountId);
      await rollback.getByLabel('Confirmation').fill('roll back 3 pages');
      await rollback.getByRole('button', { name: 'Roll back 3 pages' }).click();
      await expect(rollback.getByText('1 of the 3 pages was changed elsewhere since the preview. Run the preview again.')).toBeVisible();
      expect(tree[0]?.restrictions).toEqual(changed[0]);
      expect(tree[2]?.restrictions).toEqual(changed[2]);

      // As the preview saw it again, the rollback runs: three pages go back, the fourth is listed as left alone.
      second.restrictions.read.userIds.pop();
      await rollback.getByRole('button', { name: 'Roll back 3 pages' }).click();
      await expect(rollback).toBeHidden();
      await expect(changesMade.getByTestId('bulk-results')).toHaveText('3 pages done, 0 failed, 1 skipped.');
      await expect(changesMade.getByText('Rolled back')).toBeVisible();
      const rows = await bulkResults(page, harness, changesMade);
      expect(rows.map((row) => [row.item, row.outcome, row.reason])).toEqual([
        ...titles.slice(0, 3).map((title) => [`Page “${title}”`, 'Done', '']),
        [`Page “${ACCESS_CASES.inherited}”`, 'Skipped', 'Changed by someone since the tree change: left alone'],
      ]);
      expect(tree.slice(0, 3).map((item) => item.restrictions)).toEqual(before.slice(0, 3));
      expect(deepest.restrictions.read.groupIds).toContain(siteAdmins.id);

      // Activity: the preview, the refused start, the rollback and each page put back.
      await harness.open(page, '/activity');
      const activity = page.getByRole('grid', { name: 'Activity entries' });
      await expect(activity.getByRole('row').filter({ hasText: `Would put back the restrictions of 3 pages of page “${ACCESS_CASES.audit}”` })).toHaveCount(1);
      const rolledBack = activity.getByRole('row').filter({ hasText: 'Rolled back a page tree restriction change' });
      await expect(rolledBack.filter({ hasText: 'Failed' })).toHaveCount(1);
      const done = rolledBack.filter({ hasText: 'Succeeded' });
      await expect(done).toContainText(`Page “${ACCESS_CASES.audit}” and the pages below it: put back the restrictions of 3 pages`);
      // One entry for the whole rollback, which opens to the three pages it put back.
      await expect(done).toContainText('Finished: 3 done');
      const changes = await openChanges(page, done);
      await expect(changes.getByRole('row').filter({ hasText: 'Restrictions put back as they were before the tree change: view: ' })).toHaveCount(3);
    } finally {
      tree.forEach((item, index) => {
        item.restrictions = before[index] ?? item.restrictions;
      });
    }
  });

  test('changes a whole tree through a storm of 429s: the result matches the preview, and its rollback, previewed and confirmed, puts it back', async ({ page, harness }) => {
    test.setTimeout(240_000);
    // Three requests at once and six a second: the dry run and the change both meet 429s and wait them out.
    const storm = await startOrg({ seed: 'tree-storm', scale: 'demo', rateLimit: { capacity: 3, refillPerSecond: 6 } });
    try {
      const titles = [ACCESS_CASES.audit, ACCESS_CASES.findings, ACCESS_CASES.remediation, ACCESS_CASES.inherited];
      const tree = titles.map((title) => pageTitled(storm, title));
      const before = tree.map((item) => structuredClone(item.restrictions));
      const siteAdmins = groupNamed(storm, 'site-admins');
      await openConnected(page, harness, storm, `/content/pages/${tree[0]?.id ?? ''}/access`);
      await pick(page, 'Add to who can view', 'site-admins');
      await page.getByRole('region', { name: 'Change who can view', exact: true }).getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('button', { name: 'Apply to all pages below too…' }).click();

      const dialog = page.getByRole('dialog', { name: `Change “${ACCESS_CASES.audit}” and every page below it` });
      await expect(dialog.getByTestId('plan-summary')).toContainText('4 of 4 pages change; the others already are as asked. Nobody is locked out.', { timeout: 120_000 });
      const grid = dialog.getByRole('grid', { name: 'Pages the change would touch, before and after' });
      for (const title of titles) await expect(grid.getByText(title, { exact: true })).toBeVisible();
      await expect(grid.getByText('not restricted → site-admins').first()).toBeVisible();
      expect(tree.map((item) => item.restrictions)).toEqual(before);

      await dialog.getByLabel('Confirmation').fill('CHANGE 4 PAGES');
      await dialog.getByRole('button', { name: 'Change 4 pages' }).click();
      await expect(dialog).toBeHidden();
      // The change is under way: nothing is staged any more, and the page lists the run among its changes.
      await expect(page.getByText('Nothing staged yet.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Review and apply' })).toBeDisabled();
      const run = page.getByRole('list', { name: 'Restriction changes made from Orgdesk' }).getByRole('listitem').first();
      await expect(run).toContainText('Added the group site-admins to who can view');
      await expect(run).toContainText('this page and the pages below it, 4 pages');
      const changesMade = page.getByRole('region', { name: 'Changes made here' });
      await expect(changesMade.getByTestId('bulk-results')).toHaveText('4 pages done, 0 failed, 0 skipped.', { timeout: 120_000 });
      expect(tree.map((item) => item.restrictions.read.groupIds.includes(siteAdmins.id))).toEqual([true, true, true, true]);
      expect(tree.map((item) => item.restrictions.update)).toEqual(before.map((item) => item.update));
      // The results offer Retry failed (nothing failed, and it says so) and a CSV of one row a page, each changed.
      const changed = await bulkResults(page, harness, changesMade);
      expect(changed.map((row) => row.outcome)).toEqual(['Done', 'Done', 'Done', 'Done']);
      for (const title of titles) expect(changed.filter((row) => row.item.includes(`“${title}”`))).toHaveLength(1);

      // Its rollback is offered there once it has ended.
      const rollBack = run.getByRole('button', { name: /^Roll back the change of/ });
      await expect(rollBack).not.toHaveAttribute('aria-disabled', 'true');
      await rollBack.click();
      // The rollback shows every page it puts back before it asks.
      const rollback = page.getByRole('dialog', { name: `Roll back the change to “${ACCESS_CASES.audit}” and the pages below it` });
      await expect(rollback.getByTestId('plan-summary')).toContainText('4 of 4 pages go back as before the tree change. Nobody is locked out.', { timeout: 120_000 });
      await expect(rollback.getByRole('grid', { name: 'Pages the rollback would put back, before and after' }).getByText('site-admins → not restricted').first()).toBeVisible();
      await rollback.getByLabel('Confirmation').fill('ROLL BACK 4 PAGES');
      await rollback.getByRole('button', { name: 'Roll back 4 pages' }).click();
      await expect(rollback).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Rolling back the tree change' })).toBeVisible();
      await expect(run.getByText('Rolled back')).toBeVisible({ timeout: 120_000 });
      await expect.poll(() => tree.map((item) => item.restrictions), { timeout: 120_000 }).toEqual(before);
      const putBack = await bulkResults(page, harness, changesMade);
      expect(putBack.map((row) => row.outcome)).toEqual(['Done', 'Done', 'Done', 'Done']);
    } finally {
      await storm.close();
    }
  });

  test('reports the restricted pages of a space, filters them by finding, and saves them as CSV', async ({ page, harness, org }) => {
    await openConnected(page, harness, org, '/content/restricted-pages');
    await page.getByRole('combobox', { name: 'Space' }).click();
    await page.getByRole('option', { name: 'Engineering (ENG)' }).click();
    await page.getByRole('button', { name: 'Make the report' }).click();
    await expect(page.getByTestId('report-summary')).toContainText(/pages read in Engineering; \d+ have a finding/);
    await expect(page.getByRole('figure', { name: 'Restricted pages by place in the tree' })).toBeVisible();

    await page.getByRole('button', { name: /^Names a deleted group \(1\)/ }).click();
    const grid = page.getByRole('grid', { name: 'Restricted pages' });
    await expect(grid.getByRole('link')).toHaveText([ACCESS_CASES.deletedGroup]);
    await page.getByRole('button', { name: /^Names a deleted group/ }).click();
    await page.getByRole('button', { name: /^Restricted by a page above/ }).click();
    await expect(grid.getByText(`Restricted by “${ACCESS_CASES.audit}”`).first()).toBeVisible();

    const { text } = await harness.download(page, () => page.getByRole('button', { name: 'Save as CSV' }).click());
    expect(text).toContain('Names a deactivated account');
    expect(text).toContain(ACCESS_CASES.oneEditor);

    await page.getByRole('combobox', { name: 'Space' }).click();
    await page.getByRole('option', { name: 'Finance (FIN)' }).click();
    await page.getByRole('button', { name: 'Make the report' }).click();
    await expect(page.getByText(/The home page “Finance Home” is view-restricted/)).toBeVisible();
  });
});
