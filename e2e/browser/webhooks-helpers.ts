import type { Locator, Page } from '@playwright/test';
import type { BitbucketState, StoredHook } from '../../app/sandbox/areas/bitbucket/state';
import { startSandbox, type RunningSandbox } from '../../app/sandbox/server';
import { expect, test as base, type Harness } from '../fixtures/harness';

/** How long the demo waits for a receiver's answer (Bitbucket's 10 s would make a silent receiver slow to test). */
export const deliveryTimeoutMs = 3_000;

/**
 * The Webhooks specs work in the demo organization, as an admin trying Orgdesk would, and check what
 * the demo's Bitbucket holds afterwards. Each test gets a demo of its own (its world is the test's to
 * read), with short pauses between delivery retries so a refused delivery is retried while the test waits.
 */
export const test = base.extend<{ demoSandbox: RunningSandbox }>({
  // Playwright reads a fixture's dependencies from this pattern; the demo depends on none.
  // eslint-disable-next-line no-empty-pattern
  demoSandbox: async ({}, use) => {
    const sandbox = await startSandbox({ port: 0, seed: 'webhooks-e2e', scale: 'demo', delivery: { timeoutMs: deliveryTimeoutMs, retryDelaysMs: [100, 100] } });
    await use(sandbox);
    await sandbox.close();
  },
});

export { expect };

/** Starts the demo organization the way the welcome screen does, then opens `hash`. */
export async function openDemo(page: Page, harness: Harness, hash = '/webhooks'): Promise<string> {
  const started = await harness.dispatch('app.demo.start', {});
  if (!started.ok) throw new Error(`the demo did not start: ${started.error.message}`);
  await harness.open(page, hash);
  return (started.data as { id: string }).id;
}

/** The demo's Bitbucket, as it holds the main workspace's hooks (secrets included). */
export function demoHooks(sandbox: RunningSandbox): StoredHook[] {
  return (sandbox.world.areas.bitbucket as BitbucketState).workspaces.find((workspace) => workspace.slug === sandbox.credentials.bitbucket.workspace)?.hooks ?? [];
}

export function demoHook(sandbox: RunningSandbox, description: string): StoredHook {
  const found = demoHooks(sandbox).find((hook) => hook.description === description);
  if (!found) throw new Error(`the demo has no hook “${description}”`);
  return found;
}

/** The list's row of one hook. */
export const hookRow = (page: Page, description: string): Locator => page.getByRole('table', { name: /^Webhooks of workspace/ }).getByRole('row', { name: description, exact: true });

/** Opens a hook's action menu and picks an action. */
export async function hookAction(page: Page, description: string, action: string): Promise<void> {
  await hookRow(page, description).getByRole('button', { name: `Actions for “${description}”` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/**
 * Reads the secret a dialog shows once, then closes it the way the admin would who copied it by hand: Close asks
 * whether it was copied, since nothing went through the Copy button.
 */
export async function takeShownSecret(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: /^Copy the secret of/ });
  await expect(dialog).toContainText('This is the only time Orgdesk shows this secret.');
  const secret = (await dialog.getByRole('status', { name: 'New webhook secret' }).textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[\w-]{43}$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Have you copied it?' }).getByRole('button', { name: 'I have copied it' }).click();
  await expect(dialog).toBeHidden();
  return secret;
}
