import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plural } from '../../app/contract/words';
import type { JiraIssue, JiraVersion } from '../../app/sandbox/areas/jira/state';
import type { RunningSandbox } from '../../app/sandbox/server';
import { bulkResults } from './bulk-helpers';
import { jiraOf, recipientLines, schemeNamed } from './projects-helpers';
import { expect, openConnected, startOrg, test } from '../fixtures/organization';
import { openChanges } from '../fixtures/activity';

/** The schemes no project uses (the default one never counts). */
function orphanNames(org: RunningSandbox): string[] {
  const state = jiraOf(org);
  const used = new Set(state.projects.map((project) => project.notificationSchemeId));
  return state.notificationSchemes.filter((scheme) => scheme.id !== 10000 && !used.has(scheme.id)).map((scheme) => scheme.name).sort();
}

test('copies the 1,000-plus recipient scheme: the copy holds exactly the same recipients, written in batches', async ({ page, harness, org }) => {
  const original = schemeNamed(org, 'Security Audit Notifications');
  const total = recipientLines(original).length;
  expect(total).toBeGreaterThan(1000);
  await openConnected(page, harness, org, '/projects/schemes');
  await page.getByRole('link', { name: original.name }).click();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Copy “${original.name}”` });
  await expect(dialog.getByLabel('Name of the copy')).toHaveValue(/\S/);
  const copyName = await dialog.getByLabel('Name of the copy').inputValue();
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  const batches = Math.ceil(total / 1000);
  const result = page.getByRole('dialog', { name: `Copied as “${copyName}”` });
  await expect(result.getByRole('alert')).toHaveText(`“${copyName}” holds the same ${total.toLocaleString('en')} recipients, written in ${batches} batches and read back to check.`, { timeout: 0 });
  expect(recipientLines(schemeNamed(org, copyName))).toEqual(recipientLines(original));

  await result.getByRole('link', { name: 'Open the copy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: copyName })).toBeVisible();
});

test('compares two schemes: the count of differences and the highlighted events match what each scheme holds', async ({ page, harness, org }) => {
  const left = schemeNamed(org, 'Platform Notifications');
  const right = schemeNamed(org, 'IT Operations Notifications');
  const leftLines = new Set(recipientLines(left));
  const rightLines = new Set(recipientLines(right));
  const differing = [...leftLines].filter((line) => !rightLines.has(line)).length + [...rightLines].filter((line) => !leftLines.has(line)).length;
  const eventsDiffering = new Set([...leftLines, ...rightLines].filter((line) => !(leftLines.has(line) && rightLines.has(line))).map((line) => line.split('|')[0])).size;
  expect(differing).toBeGreaterThan(0);

  await openConnected(page, harness, org, '/projects/schemes');
  const grid = page.getByRole('grid', { name: 'Notification schemes' });
  for (const name of [left.name, right.name]) {
    await grid.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }).getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Compare the two' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare two schemes' })).toBeVisible();
  await expect(page.getByText(`${differing} recipients differ across ${eventsDiffering} events.`)).toBeVisible();

  const table = page.getByRole('table', { name: /side by side$/ });
  await page.getByLabel('Only events that differ').check();
  await expect(table.locator('tbody tr')).toHaveCount(eventsDiffering);
  await expect(table.locator('td.differs').first()).toBeVisible();
});

test('refuses to delete a scheme projects still use, and names them', async ({ page, harness, org }) => {
  const state = jiraOf(org);
  const scheme = schemeNamed(org, 'Platform Notifications');
  const users = state.projects.filter((project) => project.notificationSchemeId === scheme.id);
  expect(users.length).toBeGreaterThan(0);
  await openConnected(page, harness, org, '/projects/schemes');
  await page.getByRole('link', { name: scheme.name }).click();
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  const reason = `Used by ${plural(users.length, 'project')}`;
  const named = users.slice(0, 3).map((project) => `${project.name} (${project.key})`).join(', ');
  await expect(page.getByText(`${reason} (${named}${users.length > 3 ? '…' : ''}): give them another scheme in Jira first.`)).toBeAttached();
  expect(jiraOf(org).notificationSchemes.some((candidate) => candidate.id === scheme.id)).toBe(true);
});

test('cleans up unused schemes: the preview, the typed confirmation, and a result that matches the preview', async ({ page, harness, org }) => {
  const orphans = orphanNames(org);
  expect(orphans.length).toBeGreaterThan(0);
  const schemesBefore = jiraOf(org).notificationSchemes.length;
  await openConnected(page, harness, org, '/projects/schemes');
  await page.getByRole('button', { name: `Clean up unused (${orphans.length})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Clean up unused notification schemes' });
  await expect(dialog.getByRole('group', { name: 'Schemes to delete' }).getByRole('checkbox')).toHaveCount(orphans.length);

  await dialog.getByRole('button', { name: `Preview the changes (${orphans.length})` }).click();
  const dryRun = dialog.getByRole('list', { name: 'What the clean-up does' });
  // Read the plan once it is there: the preview answers after a round trip to Jira.
  await expect(dryRun.getByRole('listitem').filter({ hasText: /^Would delete/ })).toHaveCount(orphans.length);
  const planned = (await dryRun.getByRole('listitem').allInnerTexts()).filter((line) => line.startsWith('Would delete')).map((line) => line.replace(/^Would delete\s*/, '').trim()).sort();
  expect(planned).toEqual(orphans);
  expect(jiraOf(org).notificationSchemes).toHaveLength(schemesBefore);

  const confirm = dialog.getByRole('button', { name: `Delete ${plural(orphans.length, 'scheme')}` });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Confirmation').fill(await dialog.getByTestId('confirmation-phrase').innerText());
  await confirm.click();

  await expect(dialog.getByTestId('bulk-results')).toHaveText(`${plural(orphans.length, 'scheme')} deleted, 0 failed, 0 skipped.`, { timeout: 0 });
  // Retry failed is offered (nothing failed, and it says so); the CSV names every planned scheme, deleted.
  const rows = await bulkResults(page, harness, dialog);
  expect(rows.map((row) => row.outcome)).toEqual(planned.map(() => 'Done'));
  expect(rows.map((row) => row.item.replace(/^Notification scheme “(.*)”$/, '$1')).sort()).toEqual(planned);
  expect(orphanNames(org)).toEqual([]);
  expect(jiraOf(org).notificationSchemes).toHaveLength(schemesBefore - orphans.length);
});

/** A version some issues name in the fix, affects and a custom version field at once, and a sibling to send them to. */
function versionInEveryField(org: RunningSandbox) {
  const state = jiraOf(org);
  const naming = (issue: JiraIssue, id: number) => ({
    fix: issue.fixVersionIds.includes(id),
    affects: issue.affectedVersionIds.includes(id),
    custom: Object.values(issue.versionFieldValues).some((ids) => ids.includes(id)),
  });
  for (const version of state.versions) {
    const issues = state.issues.filter((issue) => issue.projectId === version.projectId && !issue.restricted);
    const fields = issues.map((issue) => naming(issue, version.id));
    const sibling = state.versions.find((other) => other.projectId === version.projectId && other.id !== version.id && !other.archived);
    if (sibling && fields.some((f) => f.fix) && fields.some((f) => f.affects) && fields.some((f) => f.custom)) {
      const project = state.projects.find((candidate) => candidate.id === version.projectId);
      if (project) return { version, sibling, project, naming };
    }
  }
  throw new Error('the demo world has no version named in fix, affects and a custom field');
}

test('removes a version and moves its fix, affects and custom-field issues to another: a live preview, refused once the counts moved, then a job checked by counting again', async ({ page, harness, org }) => {
  const { version, sibling, project, naming } = versionInEveryField(org);
  const named = () =>
    jiraOf(org).issues.filter((issue) => {
      const fields = naming(issue, version.id);
      return fields.fix || fields.affects || fields.custom;
    });

  await openConnected(page, harness, org, `/projects/project/${project.key}/versions`);
  await page.getByRole('button', { name: `More for ${version.name}` }).click();
  await page.getByRole('menuitem', { name: 'Remove, moving its issues…' }).click();
  const wizard = page.getByRole('dialog', { name: `Remove version “${version.name}”` });
  await expect(wizard.getByText(/^Fix version: \d+ issues?$/)).toBeVisible();
  await expect(wizard.getByText(/^Affects version: \d+ issues?$/)).toBeVisible();

  await wizard.getByLabel('Send every field to').click();
  await page.getByRole('option', { name: sibling.name, exact: true }).click();
  // One field changed on its own, then every field sent to the same version again: it applies again.
  const fixField = wizard.getByLabel('Where the fix version issues go');
  await fixField.click();
  await page.getByRole('option', { name: 'Clear the field on these issues' }).click();
  await expect(fixField).toHaveValue('Clear the field on these issues');
  await wizard.getByLabel('Send every field to').click();
  await page.getByRole('option', { name: sibling.name, exact: true }).click();
  await expect(fixField).toHaveValue(`Move to “${sibling.name}”`);
  await wizard.getByRole('button', { name: 'Preview' }).click();
  const preview = wizard.getByRole('list', { name: 'What removing the version does' });
  const fixed = jiraOf(org).issues.filter((issue) => naming(issue, version.id).fix);
  await expect(preview.getByText(`${plural(fixed.length, 'issue')}: Fix version moves to “${sibling.name}”.`)).toBeVisible();
  expect(jiraOf(org).versions.some((candidate) => candidate.id === version.id)).toBe(true);

  // Someone gives one more issue the version as its fix version after the preview: the start is refused, nothing is removed.
  const another = jiraOf(org).issues.find((issue) => issue.projectId === version.projectId && !issue.restricted && !naming(issue, version.id).fix);
  if (!another) throw new Error(`${project.key} has no issue outside “${version.name}”`);
  another.fixVersionIds.push(version.id);
  const start = wizard.getByRole('button', { name: `Remove “${version.name}”` });
  await expect(start).toHaveAttribute('aria-disabled', 'true');
  await wizard.getByLabel('Confirmation').fill(await wizard.getByTestId('confirmation-phrase').innerText());
  await start.click();
  await expect(wizard.getByText(`The issues naming “${version.name}” changed since the preview (Fix version ${fixed.length} → ${fixed.length + 1}). Run the preview again.`)).toBeVisible();
  expect(jiraOf(org).versions.some((candidate) => candidate.id === version.id)).toBe(true);

  // Back and preview again: the plan now counts that issue too, and the removal runs as a job.
  await wizard.getByRole('button', { name: 'Back' }).click();
  await wizard.getByRole('button', { name: 'Preview' }).click();
  await expect(preview.getByText(`${plural(fixed.length + 1, 'issue')}: Fix version moves to “${sibling.name}”.`)).toBeVisible();
  const before = named().map((issue) => ({ key: issue.key, ...naming(issue, version.id) }));
  await wizard.getByLabel('Confirmation').fill('remove 1 version');
  await start.click();
  await expect(wizard.getByTestId('bulk-results')).toHaveText('1 version removed, 0 failed, 0 skipped.Counted again afterwards: every issue is where the preview said.', { timeout: 0 });
  // One answer: the results; the removed version's counts are not read again, and nothing is still working.
  await expect(wizard.getByRole('progressbar', { name: 'Removing the version' })).toHaveCount(0);
  await expect(wizard.getByRole('alert')).toHaveCount(1);
  // The progress counts one version as one ("1 of 1 version", not "versions").
  await expect(wizard.getByTestId('job-counts')).toHaveText('1 of 1 version');
  const rows = await bulkResults(page, harness, wizard);
  expect(rows).toEqual([{ item: `Version “${version.name}”`, outcome: 'Done', reason: '', changes: expect.stringContaining(`Remove version, moving its issues: ${plural(fixed.length + 1, 'issue')}: Fix version moves to “${sibling.name}”.`) }]);

  const state = jiraOf(org);
  expect(state.versions.some((candidate) => candidate.id === version.id)).toBe(false);
  for (const was of before) {
    const issue = state.issues.find((candidate) => candidate.key === was.key);
    if (!issue) throw new Error(`${was.key} disappeared`);
    expect(naming(issue, version.id), was.key).toEqual({ fix: false, affects: false, custom: false });
    const now = naming(issue, sibling.id);
    if (was.fix) expect(now.fix, `${was.key} fix version`).toBe(true);
    if (was.affects) expect(now.affects, `${was.key} affects version`).toBe(true);
    if (was.custom) expect(now.custom, `${was.key} custom version field`).toBe(true);
  }
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('table', { name: `Versions of ${project.key}` }).getByText(version.name, { exact: true })).toHaveCount(0);

  // Activity: both previews, the refused start, the start, and the removal itself.
  await harness.open(page, '/activity');
  const activity = page.getByRole('grid', { name: 'Activity entries' });
  const removal = activity.getByRole('row').filter({ hasText: 'Started removing a version, moving its issues' }).filter({ hasText: 'Succeeded' });
  await expect(removal).toHaveCount(1);
  await expect(activity.getByRole('row').filter({ hasText: 'Started removing a version, moving its issues' }).filter({ hasText: 'Failed' })).toHaveCount(1);
  await expect(activity.getByRole('row').filter({ hasText: `Would remove version “${version.name}”, moving its issues` })).toHaveCount(2);
  // The removal is one entry, which opens to what it changed.
  const changes = await openChanges(page, removal);
  await expect(changes.getByRole('row').filter({ hasText: 'Remove version, moving its issues:' }).filter({ hasText: `Version “${version.name}”` })).toHaveCount(1);
});

test('the matrix of the 1,200-recipient scheme is crossed by keyboard: End reaches the last recipient, Enter stages it', async ({ page, harness, org }) => {
  const scheme = schemeNamed(org, 'Security Audit Notifications');
  await openConnected(page, harness, org, '/projects/schemes');
  await page.getByRole('link', { name: scheme.name, exact: true }).click();
  const matrix = page.getByRole('grid', { name: `Who “${scheme.name}” notifies, by event` });
  const columns = Number(await matrix.getAttribute('aria-colcount')) - 1;
  expect(columns).toBeGreaterThan(50);
  // Only the recipients in view are drawn; the rest are reached by scrolling or by keyboard.
  expect(await matrix.getByRole('gridcell').count()).toBeLessThan(columns * scheme.events.length);

  await matrix.getByRole('gridcell').first().focus();
  await page.keyboard.press('End');
  const last = matrix.locator(`td[aria-colindex="${columns + 1}"]`).first();
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  const label = (await last.getAttribute('aria-label')) ?? '';
  await page.keyboard.press('Enter');
  const staged = label.endsWith(': not notified') ? label.replace(/not notified$/, 'to be added') : label.replace(/notified$/, 'to be removed');
  await expect(matrix.getByRole('gridcell', { name: staged })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review 1 change' })).toBeEnabled();

  // Scrolled back to the start, the focused cell is no longer drawn; the grid keeps one tab stop anyway.
  await matrix.evaluate((grid) => grid.parentElement?.scrollTo({ left: 0 }));
  await expect(matrix.locator(`td[aria-colindex="${columns + 1}"]`)).toHaveCount(0);
  await expect(matrix.locator('td[tabindex="0"]')).toHaveCount(1);
});

test('a merge starts on the nearest unreleased version, never an archived one, and its warning names the menu item it points to', async ({ page, harness, org }) => {
  const state = jiraOf(org);
  const project = state.projects.find((candidate) => candidate.key === 'OPS');
  if (!project) throw new Error('the demo world has no OPS');
  const versions = state.versions.filter((version) => version.projectId === project.id);
  const source = versions.find((version) => version.released && !version.archived && state.issues.some((issue) => issue.affectedVersionIds.includes(version.id)));
  if (!source) throw new Error('OPS needs a released version that some issue names as affected');
  // The first other version in the project's order is archived: that is where the merge used to start.
  expect(versions.find((version) => version.id !== source.id)?.archived).toBe(true);
  const at = versions.indexOf(source);
  const target = versions
    .filter((version) => version.id !== source.id && !version.released && !version.archived)
    .sort((a, b) => Math.abs(versions.indexOf(a) - at) - Math.abs(versions.indexOf(b) - at))[0];
  if (!target) throw new Error('OPS needs an unreleased version');
  const fixedInSource = state.issues.filter((issue) => issue.fixVersionIds.includes(source.id)).map((issue) => issue.key);

  await openConnected(page, harness, org, `/projects/project/${project.key}/versions`);
  await page.getByRole('button', { name: `More for ${source.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Remove, moving its issues…' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Merge (fix versions only)…' }).click();
  const dialog = page.getByRole('dialog', { name: `Merge “${source.name}” (fix versions only)` });
  await expect(dialog.getByRole('combobox', { name: 'Merge into' })).toHaveValue(new RegExp(`^${target.name.replace('.', '\\.')}( \\(overdue\\))?$`));
  await expect(dialog.getByRole('alert')).toContainText('Use “Remove, moving its issues…” instead.');

  await dialog.getByRole('button', { name: 'Merge anyway' }).click();
  await expect(dialog).toBeHidden();
  expect(jiraOf(org).versions.some((version) => version.id === source.id)).toBe(false);
  for (const key of fixedInSource) expect(jiraOf(org).issues.find((issue) => issue.key === key)?.fixVersionIds, key).toContain(target.id);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('grid', { name: 'Activity entries' }).getByRole('row').filter({ hasText: `Version “${source.name}” merged into “${target.name}” (fix versions only)` })).toHaveCount(1);
});

test('a version moved down is moved back with Undo, which says how old the move is, and the project’s order is as before', async ({ page, harness, org }) => {
  const project = jiraOf(org).projects.find((candidate) => candidate.key === 'MOB');
  if (!project) throw new Error('the demo world has no MOB');
  const order = () => jiraOf(org).versions.filter((version) => version.projectId === project.id).map((version) => version.name);
  const before = order();
  const [first, second] = before;
  if (first === undefined || second === undefined) throw new Error('MOB needs two versions');

  await openConnected(page, harness, org, `/projects/project/${project.key}/versions`);
  await page.getByRole('button', { name: `Move ${first} down` }).click();
  await expect.poll(order).toEqual([second, first, ...before.slice(2)]);
  const offer = page.getByRole('alert').filter({ hasText: `Your move of “${first}”` });
  await expect(offer).toContainText(/just now|minutes? ago/);
  await expect(offer).toContainText('it goes back first');
  await offer.getByRole('button', { name: 'Undo' }).click();
  const ask = page.getByRole('dialog', { name: `Move “${first}” back?` });
  await ask.getByRole('button', { name: 'Undo the move' }).click();
  await expect(ask).toBeHidden();
  await expect(offer).toBeHidden();
  expect(order()).toEqual(before);
});

test('every version shows how far it is done without asking: rows are counted as they come into view, and one that fails says why and tries again alone', async ({ page, harness }) => {
  const record = join(mkdtempSync(join(tmpdir(), 'orgdesk-version-counts-')), 'exchanges.jsonl');
  const org = await startOrg({ seed: 'users-e2e', scale: 'demo', recordFile: record });
  try {
    await page.setViewportSize({ width: 1024, height: 700 });
    const state = jiraOf(org);
    const project = state.projects.find((candidate) => candidate.key === 'PLAT');
    const versions = state.versions.filter((version) => version.projectId === project?.id);
    const done = (version: JiraVersion) => {
      const fixed = state.issues.filter((issue) => issue.fixVersionIds.includes(version.id));
      const resolved = fixed.filter((issue) => issue.resolution !== null).length;
      return fixed.length === 0 ? 'No issue is fixed in it' : `${resolved} of ${fixed.length} ${fixed.length === 1 ? 'issue' : 'issues'} resolved`;
    };
    const counted = () =>
      readFileSync(record, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => (JSON.parse(line) as { path: string }).path.match(/\/version\/(\d+)\/relatedIssueCounts$/)?.[1])
        .filter((id) => id !== undefined);

    await openConnected(page, harness, org, '/projects/project/PLAT/versions');
    const rows = page.getByRole('table', { name: 'Versions of PLAT' }).locator('tbody tr');
    await expect(rows).toHaveCount(versions.length);
    // Nobody asked: the rows on screen show their counts, each as the world has it.
    await expect(rows.first()).toContainText(done(versions[0] as JiraVersion));
    const last = versions[versions.length - 1] as JiraVersion;
    const lastRow = rows.last();
    await expect(lastRow).not.toBeInViewport();
    for (const [index, version] of versions.entries()) {
      if (await rows.nth(index).evaluate((row) => row.getBoundingClientRect().top < window.innerHeight)) await expect(rows.nth(index)).toContainText(done(version));
    }
    // The rows far below were not counted.
    expect(counted()).not.toContain(String(last.id));

    // The last version disappears from Jira before its row scrolls into view: that row alone says so.
    const at = state.versions.indexOf(last);
    state.versions.splice(at, 1);
    await lastRow.scrollIntoViewIfNeeded();
    await expect(lastRow).toContainText('Not counted:');
    await expect(rows.nth(versions.length - 2)).toContainText(done(versions[versions.length - 2] as JiraVersion));
    state.versions.splice(at, 0, last);
    await lastRow.getByRole('button', { name: `Try again to count the issues of ${last.name}` }).click();
    await expect(lastRow).toContainText(done(last));
    expect(counted()).toContain(String(last.id));
  } finally {
    await org.close();
  }
});
