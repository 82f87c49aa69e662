import { bulkResults } from './bulk-helpers';
import { demoHook, demoHooks, expect, hookRow, openDemo, test } from './webhooks-helpers';
import { exportActivity, openChanges } from '../fixtures/activity';

test.describe('Webhooks: the list', () => {
  test('flags every webhook that needs attention, and filters to each kind', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness);
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Webhooks of workspace orgdesk-demo' });
    await expect(table.getByRole('row')).toHaveCount(demoHooks(demoSandbox).length + 1);

    const flags: [string, string][] = [
      ['Chat notifications', 'Not signed'],
      ['Legacy build server', 'Plain http'],
      ['Staging deploy (office network)', 'Private address'],
      ['Security scanner', 'Same address twice'],
      ['Security scanner (second copy)', 'Same address twice'],
      ['Audit log export', 'Paused'],
    ];
    for (const [hook, flag] of flags) await expect(hookRow(page, hook).getByRole('listitem', { name: new RegExp(`^${flag}:`) })).toBeVisible();
    await expect(hookRow(page, 'CI builds').getByText('Signed', { exact: true })).toBeVisible();
    await expect(hookRow(page, 'CI builds').getByRole('list', { name: 'Needs attention' })).toHaveCount(0);

    // Each flag says its whole reason to anyone who reaches it, by mouse or keyboard.
    await hookRow(page, 'Staging deploy (office network)').getByRole('listitem', { name: /^Private address:/ }).focus();
    await expect(page.getByRole('tooltip')).toHaveText('Points at a private network address: Bitbucket cannot reach it.');

    const summary = page.getByRole('group', { name: 'What needs attention' });
    await expect(summary).toContainText('6 of 14 webhooks need attention');
    await summary.getByRole('button', { name: 'Same address twice: 2' }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page.getByText('2 of 14 webhooks match the filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Find webhooks').fill('scanner');
    await expect(table.getByRole('row')).toHaveCount(3);
    expect(demoHook(demoSandbox, 'Security scanner').url).toBe(demoHook(demoSandbox, 'Security scanner (second copy)').url);
  });

  test('exports the list as CSV, without any secret', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness);
    await expect(hookRow(page, 'CI builds')).toBeVisible();
    const [{ name, text }] = await Promise.all([
      harness.download(page, () => page.getByRole('button', { name: 'Export CSV' }).click()),
      // The notice goes after five seconds, so it is watched for from the click on, not after the file is read.
      expect(page.getByText(/Saved 14 webhooks to orgdesk-webhooks-/)).toBeVisible(),
    ]);
    expect(name).toMatch(/^orgdesk-webhooks-orgdesk-demo-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Description,Address,State,Signed,Secret kept by Orgdesk,Events,Created (UTC),Created (local time),Needs attention,Details');
    expect(lines).toHaveLength(demoHooks(demoSandbox).length + 1);
    expect(lines.find((line) => line.startsWith('Chat notifications,'))).toContain(',Active,No,No,');
    for (const hook of demoHooks(demoSandbox)) if (hook.secret) expect(text).not.toContain(hook.secret);
  });

  test('pauses selected webhooks in bulk after a preview and a typed confirmation', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness);
    for (const name of ['Deploy bot', 'Release notes', 'Audit log export']) await hookRow(page, name).getByRole('checkbox', { name: `Select “${name}”` }).check();
    await page.getByRole('toolbar', { name: 'Selected webhooks' }).getByRole('button', { name: 'Pause selected' }).click();

    const dialog = page.getByRole('dialog', { name: 'Pause 3 webhooks' });
    const dryRun = dialog.getByRole('list', { name: 'Preview' });
    await expect(dryRun.getByRole('listitem')).toHaveCount(3);
    await expect(dryRun.getByRole('listitem').filter({ hasText: 'Deploy bot' })).toContainText('Pause');
    await expect(dryRun.getByRole('listitem').filter({ hasText: 'Audit log export' })).toContainText('Left alone');
    await expect(dryRun).toContainText('Already paused.');
    // Nothing has changed yet: the dry run only read.
    expect(demoHook(demoSandbox, 'Deploy bot').active).toBe(true);

    const run = dialog.getByRole('button', { name: 'Pause 2 webhooks' });
    await expect(run).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByLabel('Confirmation').fill(await dialog.getByTestId('confirmation-phrase').innerText());
    await expect(run).not.toHaveAttribute('aria-disabled');
    await run.click();
    // The webhook the dry run left alone is counted too, as skipped.
    await expect(dialog.getByTestId('job-counts')).toHaveText('3 of 3 webhooks');
    await expect(dialog.getByTestId('bulk-results')).toHaveText('2 webhooks paused, 0 failed, 1 skipped.');
    // Retry failed is offered (nothing failed, and it says so); the CSV has the three, as they went.
    const rows = await bulkResults(page, harness, dialog);
    const outcomeOf = (name: string) => rows.find((row) => row.item.includes(`“${name}”`))?.outcome;
    expect(['Deploy bot', 'Release notes', 'Audit log export'].map(outcomeOf)).toEqual(['Done', 'Done', 'Skipped']);
    await dialog.getByRole('button', { name: 'Close' }).click();

    expect(['Deploy bot', 'Release notes', 'Audit log export'].map((name) => demoHook(demoSandbox, name).active)).toEqual([false, false, false]);
    expect(demoHook(demoSandbox, 'CI builds').active).toBe(true);
    await expect(hookRow(page, 'Deploy bot').getByRole('listitem', { name: /^Paused:/ })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    const activity = page.getByRole('grid', { name: 'Activity entries' });
    // The bulk pause is one entry, which opens to each hook it paused, as it was before and after.
    const bulk = activity.getByRole('row').filter({ hasText: 'Started a bulk webhook change' });
    await expect(bulk).toContainText('Pause 2 webhooks in workspace orgdesk-demo');
    await expect(bulk).toContainText('Finished: 2 done');
    const changes = await openChanges(page, bulk);
    const deployBot = changes.getByRole('row').filter({ hasText: 'Webhook “Deploy bot” to deploy.orgdesk-demo.com' });
    await expect(deployBot).toHaveCount(1);
    await expect(deployBot).toContainText(/Paused webhook.*Active.*Paused.*Succeeded/);
    await changes.getByRole('button', { name: 'Close' }).click();

    // Searching for one hook finds the bulk change that paused it; the CSV of every change lists each hook under it.
    await page.getByLabel('Search').fill('Deploy bot');
    await expect(activity.getByRole('row').filter({ hasText: 'Started a bulk webhook change' })).toHaveCount(1);
    const { text: csv } = await exportActivity(page, harness, 'every change');
    const paused = csv.split(/\r?\n/).filter((line) => line.includes(',Paused webhook,'));
    expect(paused).toHaveLength(2);
    expect(paused.find((line) => line.includes('Deploy bot'))).toContain(',Succeeded,,,,,,Pause 2 webhooks in workspace orgdesk-demo,Active,Paused');
  });

  test('puts back a finished bulk pause from the list after a preview, leaving alone a webhook resumed since', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness);
    for (const name of ['Deploy bot', 'Release notes']) await hookRow(page, name).getByRole('checkbox', { name: `Select “${name}”` }).check();
    await page.getByRole('toolbar', { name: 'Selected webhooks' }).getByRole('button', { name: 'Pause selected' }).click();
    const pause = page.getByRole('dialog', { name: 'Pause 2 webhooks' });
    await pause.getByLabel('Confirmation').fill('PAUSE 2 WEBHOOKS');
    await pause.getByRole('button', { name: 'Pause 2 webhooks' }).click();
    await expect(pause.getByTestId('bulk-results')).toHaveText('2 webhooks paused, 0 failed, 0 skipped.');
    await pause.getByRole('button', { name: 'Close' }).click();
    // Someone resumes one of them in Bitbucket meanwhile.
    demoHook(demoSandbox, 'Release notes').active = true;

    const offer = page.getByRole('region', { name: 'Changes you can still undo' }).getByRole('listitem').filter({ hasText: 'Pause 2 webhooks' });
    await expect(offer).toContainText(/just now|minutes? ago/);
    await offer.getByRole('button', { name: 'Put back “Pause 2 webhooks”' }).click();
    const putBack = page.getByRole('dialog', { name: 'Put back “Pause 2 webhooks”' });
    const preview = putBack.getByRole('list', { name: 'Preview' });
    await expect(preview.getByRole('listitem').filter({ hasText: 'Deploy bot' })).toContainText('Resume');
    await expect(preview.getByRole('listitem').filter({ hasText: 'Release notes' })).toContainText('It was changed again since: it is active now, so it was left as it is.');
    expect(demoHook(demoSandbox, 'Deploy bot').active).toBe(false);
    await putBack.getByLabel('Confirmation').fill('roll back 1 webhook');
    await putBack.getByRole('button', { name: 'Roll back 1 webhook' }).click();
    await expect(putBack.getByTestId('bulk-results')).toHaveText('1 webhook put back, 0 failed, 1 skipped.');
    await putBack.getByRole('button', { name: 'Close' }).click();

    expect(['Deploy bot', 'Release notes'].map((name) => demoHook(demoSandbox, name).active)).toEqual([true, true]);
    await expect(offer).toBeHidden();
  });
});
