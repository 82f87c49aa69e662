import { readdir, readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { Output } from '../../app/contract/channels';
import type { AdminState } from '../../app/sandbox/areas/admin';
import { openPageTree, restrictionsById } from '../../app/sandbox/areas/confluence/open-tree.test-support';
import type { Person } from '../../app/sandbox/kit';
import { plainTraits } from '../../app/api/admin/people.test-support';
import type { RunningSandbox } from '../../app/sandbox/server';
import { expect, stayOnLoopback, test } from '../fixtures/organization';
import { startRestartingApp, type RestartingApp } from '../fixtures/restarting-app';
import { recipientLines, schemeNamed } from './projects-helpers';
import { scannableTokens } from './users-helpers';
import { readScanTokens } from '../../app/core/testing/users-env.test-support';
import { demoHook, hookAction } from './webhooks-helpers';

/**
 * Starts a scan of the whole directory and stops Orgdesk without warning once its log on disk holds some
 * accounts read, then starts it again on the same folder with the recovery screen open. Answers the scan's name.
 */
async function scanStoppedByRestart(app: RestartingApp, page: Page): Promise<string> {
  const { jobId } = await app.call<{ jobId: string }>('users.tokenScan.start', { connectionId: app.connectionId, scope: { kind: 'directory' } });
  const logLines = async () => (await readFile(join(app.dataDir, 'token-scans', `${jobId}.jsonl`), 'utf8').catch(() => '')).split('\n').filter(Boolean).length;
  await expect.poll(logLines, { intervals: [100] }).toBeGreaterThanOrEqual(4);
  const second = await app.restart();
  await stayOnLoopback(page);
  await page.goto(second.pageUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Orgdesk stopped in the middle of 1 token scan' })).toBeVisible();
  return `Token scan of ${app.org.world.people.length} people (whole directory)`;
}

const tokensOf = (org: RunningSandbox, accountId: string) => (org.world.areas.admin as AdminState).tokensByAccount[accountId] ?? [];

/** Starts adding the admin to who can edit a tree of `size` pages, as the screen does: the preview, then the start. */
async function adminAddedToEditorsOfTree(app: RestartingApp, size: number) {
  const { org, connectionId, call } = app;
  const tree = openPageTree(org.world, size);
  const admin = org.world.adminAccountId;
  const before = restrictionsById(org.world);
  const edits = [{ operation: 'update', action: 'add', principal: { type: 'user', id: admin } }];
  const preview = await call<{ jobId: string }>('confluence.accessTree.plan', { connectionId, pageId: tree[0], edits });
  const plan = async () => call<Output<'confluence.accessTree.getPlan'>>('confluence.accessTree.getPlan', { connectionId, jobId: preview.jobId });
  await expect.poll(async () => (await plan()).state).toBe('ready');
  const { phrase, changing } = await plan();
  const { jobId } = await call<{ jobId: string }>('confluence.accessTree.start', { connectionId, planId: preview.jobId, confirmation: phrase });
  return { tree, admin, before, changing, jobId };
}

test.describe('a change interrupted by a stop', () => {
  test('is listed before anything else after a restart, finished on request, and not offered again', async ({ page }) => {
    test.slow();
    // Slow answers, so the stop lands in the middle of the job.
    const app = await startRestartingApp({ seed: 'recovery-e2e', scale: 'demo', latencyMs: 300 });
    const { org, dataDir, connectionId, call } = app;
    try {
      const first = app.web();
      const plain = (person: Person) => Object.entries(plainTraits).every(([key, value]) => person[key as keyof Person] === value);
      const owners = org.world.people.filter((person) => person.accountId !== org.world.adminAccountId && plain(person) && tokensOf(org, person.accountId).length > 0).slice(0, 5);
      const tokens = owners.flatMap((owner) => tokensOf(org, owner.accountId).map((token) => ({ accountId: owner.accountId, tokenId: token.id })));
      expect(tokens.length).toBeGreaterThanOrEqual(6);
      const plan = await call<Output<'users.bulkRevoke.plan'>>('users.bulkRevoke.plan', { connectionId, tokens });
      await call('users.bulkRevoke.start', { connectionId, planId: plan.planId, confirmation: plan.confirmationPhrase });
      const left = () => tokens.filter(({ accountId, tokenId }) => tokensOf(org, accountId).some((token) => token.id === tokenId)).length;
      await expect.poll(left).toBeLessThanOrEqual(tokens.length - 2);
      await first.kill();
      const revokedBeforeTheStop = tokens.length - left();
      expect(revokedBeforeTheStop).toBeLessThan(tokens.length);

      const second = await app.restart();
      await stayOnLoopback(page);
      await page.goto(second.pageUrl);
      await expect(page.getByRole('heading', { level: 1, name: 'Orgdesk stopped in the middle of 1 change' })).toBeVisible();
      const card = page.getByRole('region', { name: `Revoke ${tokens.length} API tokens` });
      await expect(card.getByRole('img', { name: /done/ })).toHaveAccessibleName(/^\d+ done, \d+ not started$/);
      await card.getByRole('button', { name: 'Finish it' }).click();
      const confirm = page.getByRole('dialog', { name: `Finish “Revoke ${tokens.length} API tokens”?` });
      await confirm.getByRole('button', { name: 'Finish it' }).click();
      await expect(card.getByTestId('bulk-results')).toContainText(/done/);
      await page.getByRole('button', { name: 'Continue to Orgdesk' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Orgdesk stopped in the middle of 1 change' })).toBeHidden();

      expect(left()).toBe(0);
      const activity = await call<Output<'app.activity.list'>>('app.activity.list', {});
      expect(activity.entries.some((entry) => entry.action === 'app.recovery.resume' && entry.outcome === 'success' && entry.target === `Revoke ${tokens.length} API tokens`)).toBe(true);
      // Activity agrees with the world: the stopped revoke lists each token it revoked before the stop (a write
      // the stop kept from the log is added when it is found in place), the finish each one it revoked after.
      const stopped = activity.entries.find((entry) => entry.action === 'users.bulkRevoke.start');
      expect(stopped?.job).toMatchObject({ standing: 'stopped', laterBy: 'resume', done: revokedBeforeTheStop, writes: revokedBeforeTheStop, failed: 0 });
      const finished = activity.entries.find((entry) => entry.action === 'app.recovery.resume');
      expect(finished?.job).toMatchObject({ standing: 'completed', done: tokens.length - revokedBeforeTheStop, failed: 0 });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
      const entries = page.getByRole('grid', { name: 'Activity entries' }).getByRole('row');
      await expect(entries.filter({ hasText: 'Started bulk token revocation' })).toContainText(`Stopped before the end: ${revokedBeforeTheStop} done; finished later`);
      const journal = await readFile(join(dataDir, 'journal.jsonl'), 'utf8');
      expect(journal).not.toContain(org.credentials.admin.apiKey);
      expect(journal).not.toContain(org.credentials.site.apiToken);

      // Started once more on the same folder, nothing waits for a choice.
      await app.restart();
      expect((await call<Output<'app.recovery.list'>>('app.recovery.list', {})).jobs).toEqual([]);
    } finally {
      await app.close();
    }
  });

  test('a tree restriction change stopped by a restart is checked page by page, then finished, changing each page as planned', async ({ page }) => {
    test.slow();
    const app = await startRestartingApp({ seed: 'recovery-e2e', scale: 'demo', latencyMs: 300 });
    const { org, call } = app;
    try {
      const { tree, admin, before, changing } = await adminAddedToEditorsOfTree(app, 8);
      expect(changing).toBe(tree.length);
      const changed = () => tree.filter((id) => restrictionsById(org.world)[id]?.update.userIds.includes(admin)).length;
      await expect.poll(changed).toBeGreaterThanOrEqual(1);
      await app.web().kill();
      expect(changed()).toBeLessThan(tree.length);

      const second = await app.restart();
      await stayOnLoopback(page);
      await page.goto(second.pageUrl);
      await expect(page.getByRole('heading', { level: 1, name: 'Orgdesk stopped in the middle of 1 change' })).toBeVisible();
      const title = `Change the restrictions of ${tree.length} pages`;
      const card = page.getByRole('region', { name: title });
      // Pages that were being changed at the stop are read again: each is then done or not started, none left in doubt.
      await expect(card.getByRole('img', { name: /done/ })).toHaveAccessibleName(/^\d+ done, \d+ not started$/);
      await card.getByRole('button', { name: 'Finish it' }).click();
      await page.getByRole('dialog', { name: `Finish “${title}”?` }).getByRole('button', { name: 'Finish it' }).click();
      await expect(card.getByTestId('bulk-results')).toContainText(/done/);
      await page.getByRole('button', { name: 'Continue to Orgdesk' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Orgdesk stopped in the middle of 1 change' })).toBeHidden();

      // The world is the plan applied: the admin is who can edit each page of the tree, and nothing else changed.
      const planned = structuredClone(before);
      for (const id of tree) planned[id] = { read: { userIds: [], groupIds: [] }, update: { userIds: [admin], groupIds: [] } };
      expect(restrictionsById(org.world)).toEqual(planned);
      const activity = await call<Output<'app.activity.list'>>('app.activity.list', {});
      expect(activity.entries.some((entry) => entry.action === 'app.recovery.resume' && entry.outcome === 'success' && entry.target === title)).toBe(true);
    } finally {
      await app.close();
    }
  });
});

test.describe('undo after a restart', () => {
  test('a scheme edit made before Orgdesk was stopped is undone after it starts again, as the world and Activity show', async ({ page }) => {
    test.slow();
    const SCHEME = 'Quiet Notifications';
    const app = await startRestartingApp({ seed: 'undo-restart-e2e', scale: 'demo' });
    const { org, connectionId, call } = app;
    const recipients = () => recipientLines(schemeNamed(org, SCHEME));
    try {
      const first = app.web();
      await stayOnLoopback(page);
      await page.goto(`${first.pageUrl}#/projects/schemes`);
      await page.getByRole('link', { name: SCHEME }).click();
      const matrix = page.getByRole('grid', { name: `Who “${SCHEME}” notifies, by event` });
      const before = recipients();
      await matrix.getByRole('gridcell', { name: /: not notified$/ }).first().click();
      await page.getByRole('button', { name: 'Review 1 change' }).click();
      const review = page.getByRole('dialog', { name: `Review changes to “${SCHEME}”` });
      await review.getByRole('button', { name: /^Apply / }).click();
      await expect(review).toBeHidden();
      await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
      const changed = recipients();
      expect(changed).not.toEqual(before);

      // Killed without warning, started again on the same folder.
      const second = await app.restart();
      await page.goto(`${second.pageUrl}#/projects/schemes`);
      await page.getByRole('link', { name: SCHEME }).click();
      await expect(page.getByRole('heading', { name: SCHEME, level: 1 })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Your change to this scheme from' })).toBeVisible();
      await page.getByRole('button', { name: 'Undo' }).click();
      const ask = page.getByRole('dialog', { name: `Undo your change to “${SCHEME}”?` });
      await expect(ask.getByRole('region', { name: 'What Undo puts back' }).getByRole('listitem').filter({ hasText: /^− Removed: / })).toHaveCount(1);
      expect(recipients()).toEqual(changed);
      await ask.getByRole('button', { name: 'Undo the change' }).click();
      await expect(ask).toBeHidden();
      await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden();

      expect(recipients()).toEqual(before);
      const activity = await call<Output<'app.activity.list'>>('app.activity.list', {});
      expect(activity.entries.some((entry) => entry.action === 'jira.notificationSchemes.restoreRecipients' && entry.outcome === 'success' && entry.target.startsWith(`Notification scheme “${SCHEME}”: undo of an earlier change`))).toBe(true);
      // Undone once, it is not offered again, even after another restart.
      await app.restart();
      const schemeId = String(schemeNamed(org, SCHEME).id);
      expect(await call<Output<'jira.notificationSchemes.getUndo'>>('jira.notificationSchemes.getUndo', { connectionId, schemeId })).toEqual({ undo: null });
    } finally {
      await app.close();
    }
  });

  test('a webhook edit made before Orgdesk was stopped is undone from the list after it starts again, its secret kept', async ({ page }) => {
    test.slow();
    const HOOK = 'Jira sync';
    const app = await startRestartingApp({ seed: 'undo-restart-e2e', scale: 'demo' });
    const { org, call } = app;
    try {
      const first = app.web();
      await stayOnLoopback(page);
      await page.goto(`${first.pageUrl}#/webhooks`);
      const before = structuredClone(demoHook(org, HOOK));
      expect(before.secret).not.toBeNull();
      await hookAction(page, HOOK, 'Edit');
      const editor = page.getByRole('dialog', { name: `Edit “${HOOK}”` });
      await editor.getByLabel('Description', { exact: true }).fill(`${HOOK} (issues)`);
      await editor.getByRole('group', { name: /^Issue/ }).getByRole('checkbox', { name: /^Comment created/ }).uncheck();
      await editor.getByRole('button', { name: 'Save changes' }).click();
      await expect(editor).toBeHidden();
      expect(demoHook(org, `${HOOK} (issues)`).events).not.toContain('issue:comment_created');

      // Killed without warning, started again on the same folder: the list offers the edit's undo, saying how old it is.
      const second = await app.restart();
      await page.goto(`${second.pageUrl}#/webhooks`);
      const offers = page.getByRole('region', { name: 'Changes you can still undo' });
      const offer = offers.getByRole('listitem').filter({ hasText: `Your change to “${HOOK} (issues)”` });
      await expect(offer).toContainText(/just now|minutes? ago/);
      await expect(offer).toContainText(`description “${HOOK} (issues)” → “${HOOK}”`);
      await offer.getByRole('button', { name: `Undo your change to “${HOOK} (issues)”` }).click();
      const ask = page.getByRole('dialog', { name: `Undo your change to “${HOOK} (issues)”?` });
      await ask.getByRole('button', { name: 'Undo the change' }).click();
      await expect(ask).toBeHidden();
      await expect(offer).toBeHidden();

      // The hook is as it was, secret and all; the undo is in Activity and not offered again.
      const after = demoHook(org, HOOK);
      expect({ ...after, events: [...after.events].sort() }).toEqual({ ...before, events: [...before.events].sort() });
      const activity = await call<Output<'app.activity.list'>>('app.activity.list', {});
      expect(activity.entries.some((entry) => entry.action === 'bitbucket.hookEdits.restore' && entry.outcome === 'success' && entry.target.includes(`Webhook “${HOOK} (issues)”`))).toBe(true);
      expect((await call<Output<'bitbucket.hookUndos.list'>>('bitbucket.hookUndos.list', { connectionId: app.connectionId })).edits.map((edit) => edit.hookId)).not.toContain(before.uuid);
    } finally {
      await app.close();
    }
  });

  test('a finished tree restriction change is rolled back from the page it started from after a restart, leaving the world as before', async ({ page }) => {
    test.slow();
    const app = await startRestartingApp({ seed: 'undo-restart-e2e', scale: 'demo' });
    const { org, call } = app;
    try {
      const { tree, admin, before, changing, jobId } = await adminAddedToEditorsOfTree(app, 4);
      await expect.poll(async () => (await call<{ state: string }>('app.jobs.get', { jobId })).state).toBe('completed');
      expect(tree.every((id) => restrictionsById(org.world)[id]?.update.userIds.includes(admin))).toBe(true);

      // Killed and started again: the page the change started from still offers its rollback, and says how old the change is.
      const second = await app.restart();
      await stayOnLoopback(page);
      await page.goto(`${second.pageUrl}#/content/pages/${tree[0] ?? ''}/access`);
      const run = page.getByRole('list', { name: 'Restriction changes made from Orgdesk' }).getByRole('listitem').first();
      await expect(run).toContainText(`this page and the pages below it, ${changing} pages`);
      await expect(run).toContainText(/just now|minutes? ago/);
      const rollBack = run.getByRole('button', { name: /^Roll back the change of/ });
      await expect(rollBack).not.toHaveAttribute('aria-disabled', 'true');
      await rollBack.click();
      const rollback = page.getByRole('dialog', { name: /^Roll back the change to “.*” and the pages below it$/ });
      await expect(rollback.getByTestId('plan-summary')).toContainText(`${changing} of ${changing} pages go back as before the tree change.`);
      await rollback.getByLabel('Confirmation').fill(`ROLL BACK ${changing} PAGES`);
      await rollback.getByRole('button', { name: `Roll back ${changing} pages` }).click();
      await expect(rollback).toBeHidden();
      await expect(run.getByText('Rolled back')).toBeVisible();

      // The world is as before the change, page for page.
      await expect.poll(() => restrictionsById(org.world)).toEqual(before);
      const activity = await call<Output<'app.activity.list'>>('app.activity.list', {});
      expect(activity.entries.some((entry) => entry.action === 'confluence.accessTreeRollback.start' && entry.outcome === 'success')).toBe(true);
    } finally {
      await app.close();
    }
  });
});

test.describe('a token scan stopped by a restart', () => {
  test('is continued from the recovery screen: the review shows every token, and Activity records the choice', async ({ page }) => {
    test.slow();
    // Answers slow enough that the scan of the demo's directory takes a few seconds: the stop lands in its middle.
    const app = await startRestartingApp({ seed: 'recovery-e2e', scale: 'demo', latencyMs: 1000 });
    try {
      const title = await scanStoppedByRestart(app, page);
      const card = page.getByRole('region', { name: title });
      const people = app.org.world.people.length;
      await expect(card).toContainText(new RegExp(`On Acme\\. Stopped at \\d+ of ${people} on .+\\. Nothing was changed: a scan only reads\\.`));
      await card.getByRole('button', { name: 'Continue scan' }).click();

      // The token review of the continued scan opens, and once it has read the rest it holds every token.
      await expect(page).toHaveURL(/\/users\/review\?scan=/);
      await expect(page.getByRole('heading', { name: 'Every token' })).toBeVisible({ timeout: 0 });
      // The window's routes are in the address's fragment: the scan is a parameter there.
      const jobId = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('scan') ?? '';
      await expect.poll(async () => (await app.call<Output<'app.jobs.get'>>('app.jobs.get', { jobId })).state, { timeout: 60_000 }).toBe('completed');
      const tokens = await readScanTokens((channel, input) => app.call(channel, input), app.connectionId, jobId);
      expect(tokens.map((token) => token.id).sort()).toEqual(scannableTokens(app.org).map((token) => token.id).sort());
      await expect(page.getByRole('list', { name: 'Scan totals' }).getByRole('listitem').filter({ hasText: 'API tokens' })).toContainText(String(tokens.length));

      const activity = await app.call<Output<'app.activity.list'>>('app.activity.list', {});
      expect(activity.entries.find((entry) => entry.action === 'users.stoppedScans.resume')).toMatchObject({ outcome: 'success', target: title });
      // Both logs are gone: the stopped one once continued, the new one once its scan ended.
      await expect.poll(() => readdir(join(app.dataDir, 'token-scans'))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  test('is discarded from the recovery screen after a confirmation, and not offered again', async ({ page }) => {
    test.slow();
    // Answers slow enough that the scan of the demo's directory takes a few seconds: the stop lands in its middle.
    const app = await startRestartingApp({ seed: 'recovery-e2e', scale: 'demo', latencyMs: 1000 });
    try {
      const title = await scanStoppedByRestart(app, page);
      const card = page.getByRole('region', { name: title });
      await card.getByRole('button', { name: 'Discard' }).click();
      await page.getByRole('dialog', { name: 'Discard this stopped scan?' }).getByRole('button', { name: 'Discard' }).click();
      await expect(card).toContainText('Discarded. Activity records the choice.');
      await page.getByRole('button', { name: 'Continue to Orgdesk' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Orgdesk stopped in the middle/ })).toBeHidden();

      expect(await readdir(join(app.dataDir, 'token-scans'))).toEqual([]);
      const activity = await app.call<Output<'app.activity.list'>>('app.activity.list', {});
      expect(activity.entries.find((entry) => entry.action === 'users.stoppedScans.remove')).toMatchObject({ outcome: 'success', target: title });
      await app.restart();
      expect((await app.call<Output<'users.stoppedScans.list'>>('users.stoppedScans.list', { connectionId: app.connectionId })).scans).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
