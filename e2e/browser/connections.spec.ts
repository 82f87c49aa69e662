import type { Locator, Page } from '@playwright/test';
import { expect, test, type SandboxInfo } from '../fixtures/harness';
import { readDataFolder } from '../fixtures/data-folder';
import { ACTIVITY_CSV_HEADER, exportActivity } from '../fixtures/activity';

/** The card of one connection on the Connections screen. */
const card = (page: Page, name: string): Locator => page.getByRole('article', { name });

async function openAdvanced(section: Locator, label: string, url: string): Promise<void> {
  await section.getByRole('button', { name: 'Advanced' }).click();
  await section.getByLabel(label).fill(url);
}

/** Fills and saves the add form with the sandbox's credentials for the chosen parts. */
async function addConnection(page: Page, sandbox: SandboxInfo, name: string, parts: { admin?: boolean; bitbucket?: boolean } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Add a connection' });
  await dialog.getByLabel('Connection name').fill(name);
  await dialog.getByLabel('Site address').fill(sandbox.baseUrl);
  await dialog.getByLabel('Your Atlassian account e-mail').fill(sandbox.site.email);
  await dialog.getByLabel('API token').fill(sandbox.site.apiToken);
  if (parts.admin) {
    const admin = dialog.getByRole('region', { name: 'Organization admin' });
    await admin.getByRole('switch', { name: 'Use Organization admin' }).check();
    await admin.getByLabel('Organization API key').fill(sandbox.admin.apiKey);
    await openAdvanced(admin, 'Admin API address', sandbox.baseUrl);
  }
  if (parts.bitbucket) {
    const bitbucket = dialog.getByRole('region', { name: 'Bitbucket' });
    await bitbucket.getByRole('switch', { name: 'Use Bitbucket' }).check();
    await bitbucket.getByLabel('Workspace ID').fill(sandbox.bitbucket.workspace);
    await bitbucket.getByLabel('Workspace access token').fill(sandbox.bitbucket.token);
    await openAdvanced(bitbucket, 'Bitbucket API address', sandbox.baseUrl);
  }
  await dialog.getByRole('button', { name: 'Save connection' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, name)).toBeVisible();
}

test('a new admin adds, fixes, tests, switches and removes connections, and Activity records each write', async ({
  app: page,
  harness,
  sandbox,
}) => {
  await expect(page.getByText('Welcome to Orgdesk')).toBeVisible();
  await page.getByRole('button', { name: 'Add your organization' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add a connection' });
  await dialog.getByLabel('Connection name').fill('Acme');
  await dialog.getByLabel('Site address').fill('http://x.atlassian.net');
  await dialog.getByLabel('Your Atlassian account e-mail').fill(sandbox.site.email);
  await dialog.getByLabel('API token').fill(sandbox.site.apiToken);
  await dialog.getByRole('button', { name: 'Save connection' }).click();
  await expect(dialog.getByText('Use an https:// address (plain http is only allowed for a local sandbox).')).toBeVisible();
  await expect(dialog.getByText('Some fields need attention. Nothing was saved.')).toBeVisible();
  await expect(dialog.getByLabel('Site address')).toHaveAttribute('aria-invalid', 'true');
  // What was typed is not thrown away without asking; the secret typed counts too.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard what you entered?' });
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByLabel('Connection name')).toHaveValue('Acme');
  await page.keyboard.press('Escape');
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Welcome to Orgdesk')).toBeVisible();

  await page.getByRole('button', { name: 'Add your organization' }).click();
  await addConnection(page, sandbox, 'Acme', { admin: true, bitbucket: true });
  const acme = card(page, 'Acme');
  await expect(acme.getByLabel('Users & tokens: ready')).toBeVisible();
  await expect(acme.getByLabel('Webhooks: ready')).toBeVisible();
  await expect(acme.getByText('Active', { exact: true })).toBeVisible();

  await acme.getByRole('button', { name: 'Test connection' }).click();
  await expect(acme.getByText('Reachable and signed in')).toHaveCount(3);

  await page.getByRole('button', { name: 'Add connection' }).click();
  await addConnection(page, sandbox, 'Beta');
  await expect(card(page, 'Beta').getByLabel('Webhooks: not set up')).toBeVisible();

  await page.getByRole('button', { name: /Change connection/ }).click();
  await page.getByRole('menuitem', { name: 'Beta' }).click();
  await expect(card(page, 'Beta').getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Connection: Beta/ })).toBeVisible();
  await expect(acme.getByRole('button', { name: 'Use this connection' })).toBeVisible();

  await card(page, 'Beta').getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove “Beta”?' });
  await confirm.getByRole('button', { name: 'Remove connection' }).click();
  await expect(card(page, 'Beta')).toBeHidden();
  await expect(acme).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  const grid = page.getByRole('grid', { name: 'Activity entries' });
  const rowFor = (action: string, target: string) =>
    grid.getByRole('row').filter({ hasText: action }).filter({ hasText: target });
  await expect(rowFor('Added connection', 'Connection “Acme”')).toHaveCount(1);
  await expect(rowFor('Added connection', 'Connection “Beta”')).toHaveCount(1);
  await expect(rowFor('Switched connection', 'Connection “Beta”')).toHaveCount(1);
  await expect(rowFor('Removed connection', 'Connection “Beta”')).toHaveCount(1);
  await expect(grid.getByText('Succeeded')).toHaveCount(4);
  // The refused first attempt is logged too, as a failure that changed nothing.
  await expect(rowFor('Added connection', 'Nothing was changed')).toHaveCount(1);

  const [{ name, text: csv }] = await Promise.all([
    exportActivity(page, harness),
    // The notice goes after five seconds, so it is watched for from the click on, not after the file is read.
    expect(page.getByText(/Saved 5 entries/)).toBeVisible(),
  ]);
  expect(name).toMatch(/^orgdesk-activity-.*\.csv$/);
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe(ACTIVITY_CSV_HEADER);
  expect(lines).toHaveLength(6);
  for (const [action, name] of [
    ['Added connection', 'Acme'],
    ['Added connection', 'Beta'],
    ['Switched connection', 'Beta'],
    ['Removed connection', 'Beta'],
  ]) {
    expect(lines.some((line) => line.includes(`,${action},`) && line.includes(`Connection “${name}”`))).toBe(true);
  }
  expect(lines.some((line) => line.includes(',Added connection,Nothing was changed,Failed,'))).toBe(true);
});

test('a part that is not set up says so on its screen and leads to the form', async ({ app: page, sandbox }) => {
  await page.getByRole('button', { name: 'Add your organization' }).click();
  await addConnection(page, sandbox, 'Site only');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Users & tokens' }).click();
  await expect(page.getByText('“Site only” is not set up for Users & tokens yet')).toBeVisible();
  await expect(page.getByText('This area needs an organization admin API key (Organization admin).')).toBeVisible();

  await nav.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expect(page.getByText('“Site only” is not set up for Webhooks yet')).toBeVisible();
  await page.getByRole('button', { name: 'Set it up' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit “Site only”' });
  await expect(dialog.getByRole('switch', { name: 'Use Bitbucket' })).toBeChecked();
  await expect(dialog.getByLabel('Workspace ID')).toBeFocused();
  await expect(dialog.getByLabel('API token')).toHaveAttribute('placeholder', 'Saved: leave empty to keep it');
  await expect(dialog.getByLabel('API token')).toHaveValue('');
});

test('a saved secret reaches the core once and never comes back to the page, its storage or its traffic', async ({
  app: page,
  sandbox,
  harness,
}) => {
  const secrets = [sandbox.site.apiToken, sandbox.admin.apiKey, sandbox.bitbucket.token];
  const sent: { url: string; body: string }[] = [];
  const received: Promise<string>[] = [];
  const frames: string[] = [];
  page.on('request', (request) => sent.push({ url: request.url(), body: request.postData() ?? '' }));
  page.on('response', (response) => received.push(response.text().catch(() => '')));
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => frames.push(String(frame.payload)));
    socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  // The fixture opened the page before these recorders existed; start over so its event socket is seen too.
  await page.reload();
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();

  await page.getByRole('button', { name: 'Add your organization' }).click();
  await addConnection(page, sandbox, 'Acme', { admin: true, bitbucket: true });
  const acme = card(page, 'Acme');
  await acme.getByRole('button', { name: 'Test connection' }).click();
  await expect(acme.getByRole('status')).toHaveCount(3);

  // Saving an edit without typing secrets keeps them, and must not echo them either.
  await acme.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit “Acme”' });
  await expect(edit.getByLabel('API token')).toHaveValue('');
  await edit.getByLabel('Connection name').fill('Acme Corp');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(card(page, 'Acme Corp').getByText('API token saved')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('grid', { name: 'Activity entries' }).getByText('Edited connection')).toBeVisible();
  const { text: csv } = await exportActivity(page, harness);

  await page.reload();
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connections' }).click();
  await card(page, 'Acme Corp').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit “Acme Corp”' })).toBeVisible();

  const storage = await page.evaluate(async () => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    indexedDb: JSON.stringify(await indexedDB.databases()),
    html: document.documentElement.outerHTML,
  }));
  const responses = await Promise.all(received);
  const files = await readDataFolder(harness.dataDir);

  // The bridge's wire is HTTP and WebSocket, which Playwright sees; the desktop app's wire is IPC, which
  // it does not, so there only the request and response bodies it can see (none carry calls) are checked.
  const wireSeen = harness.shell === 'browser';
  for (const secret of secrets) {
    const carriers = sent.filter((request) => request.body.includes(secret));
    if (wireSeen) {
      expect(carriers, 'only the request that saved the connection carries the secret').toHaveLength(1);
      const [carrier] = carriers;
      expect(carrier?.url).toContain('/api/invoke');
      expect(JSON.parse(carrier?.body ?? '{}')).toMatchObject({ channel: 'app.connections.add' });
    } else {
      expect(carriers).toEqual([]);
    }
    expect(responses.filter((body) => body.includes(secret))).toEqual([]);
    expect(frames.filter((frame) => frame.includes(secret))).toEqual([]);
    expect(storage.local + storage.session + storage.indexedDb).not.toContain(secret);
    expect(storage.html).not.toContain(secret);
    expect(csv).not.toContain(secret);
    expect(files.filter((file) => file.text.includes(secret)).map((file) => file.name)).toEqual([]);
  }
  if (wireSeen) expect(frames.length, 'the page listened for pushes').toBeGreaterThan(0);
});
