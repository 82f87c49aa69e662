import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Harness } from '../fixtures/harness';
import { expect, test, type SandboxInfo } from '../fixtures/harness';
import { connectionPartsFor } from '../../app/sandbox/kit';
import { ACTIVITY_CSV_HEADER, exportActivity } from '../fixtures/activity';

/** Writes through the core directly, as another window would: the screen must hear about them by itself. */
async function write(harness: Harness, channel: string, input: unknown) {
  return harness.dispatch(channel, input);
}

async function addSiteConnection(harness: Harness, sandbox: SandboxInfo, name: string): Promise<string> {
  const result = await write(harness, 'app.connections.add', {
    name,
    site: connectionPartsFor(sandbox.baseUrl, sandbox).site,
    admin: null,
    bitbucket: null,
  });
  if (!result.ok) throw new Error(`setup failed: ${result.error.message}`);
  const { id } = result.data as { id: string };
  return id;
}

function grid(page: Page) {
  return page.getByRole('grid', { name: 'Activity entries' });
}

/** Data rows only: the header row holds column headers, not cells. */
function dataRows(page: Page) {
  return grid(page).getByRole('row').filter({ has: page.getByRole('gridcell') });
}

async function openActivity(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
}

test.describe('Activity', () => {
  test('shows new entries as they are written, in plain words', async ({ app: page, harness, sandbox }) => {
    await openActivity(page);
    await expect(grid(page).getByText(/Nothing here yet/)).toBeVisible();

    await addSiteConnection(harness, sandbox, 'Acme');
    await expect(dataRows(page)).toHaveCount(1);
    const row = dataRows(page).first();
    await expect(row).toContainText('Added connection');
    await expect(row).toContainText('Connection “Acme”');
    await expect(row).toContainText('Succeeded');
    await expect(row).toContainText('just now');

    // The exact time shows on hover (the element's title, which the browser draws).
    const exact = await row.locator('time').getAttribute('datetime');
    const year = new Date(exact ?? '').getFullYear();
    await expect(row.locator('time')).toHaveAttribute('title', new RegExp(String(year)));

    await write(harness, 'app.connections.switch', { id: 'no-such-connection' });
    await expect(dataRows(page)).toHaveCount(2);
    await expect(dataRows(page).first()).toContainText('Failed');
  });

  test('filters by text, outcome, connection and dates, and exports what the filters show', async ({
    app: page,
    harness,
    sandbox,
  }) => {
    await addSiteConnection(harness, sandbox, 'Acme');
    const beta = await addSiteConnection(harness, sandbox, 'Beta');
    await write(harness, 'app.connections.switch', { id: beta });
    const failed = await write(harness, 'app.connections.remove', { id: 'no-such-connection' });
    expect(failed.ok).toBe(false);

    await openActivity(page);
    await expect(dataRows(page)).toHaveCount(4);

    await page.getByLabel('Search').fill('Connection “Beta”');
    await expect(dataRows(page)).toHaveCount(2);
    await expect(dataRows(page).filter({ hasText: 'Added connection' })).toHaveCount(1);
    await expect(dataRows(page).filter({ hasText: 'Switched connection' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(dataRows(page)).toHaveCount(4);

    await page.getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText('Removed connection');
    if (!failed.ok) await expect(dataRows(page).first()).toContainText(failed.error.message);

    const { text: csv } = await exportActivity(page, harness);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Removed connection,');
    // The outcome in the screen's words, and each time in UTC and in local time.
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(ACTIVITY_CSV_HEADER);
    expect(lines[1]).toContain(',Failed,');
    await page.getByRole('button', { name: 'Clear filters' }).click();

    // Each entry is filed under the connection it concerns: only Acme's own addition is Acme's.
    await page.getByRole('combobox', { name: 'Connection' }).click();
    await page.getByRole('option', { name: 'Acme' }).click();
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).filter({ hasText: 'Connection “Acme”' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear filters' }).click();

    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    await page.getByLabel('From', { exact: true }).fill(day(1));
    await expect(grid(page).getByText('No entries match these filters.')).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill(day(-1));
    await page.getByLabel('To', { exact: true }).fill(day(0));
    await expect(dataRows(page)).toHaveCount(4);
  });

  test('says on every screen when changes can’t be recorded, keeps them, and writes them once it can', async ({ app: page, harness, sandbox }) => {
    const file = join(harness.dataDir, 'activity.jsonl');
    await addSiteConnection(harness, sandbox, 'Acme');
    // The log's file replaced by a folder: every write now fails, as on a full disk.
    await rm(file);
    await mkdir(file);

    const added = await addSiteConnection(harness, sandbox, 'Beta');
    expect(added).toBeTruthy();
    const banner = page.getByRole('alert').filter({ hasText: 'Activity can’t be written' });
    await expect(banner).toContainText('Activity can’t be written: a folder is in the place of its file.');
    await expect(banner).toContainText('Your changes were made. 1 change is waiting to be recorded');
    // The change itself happened and is listed; the banner stays as the admin moves around.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connections' }).click();
    await expect(page.getByText('Beta', { exact: true })).toBeVisible();
    await expect(banner).toBeVisible();
    await openActivity(page);
    await expect(dataRows(page).filter({ hasText: 'Connection “Beta”' })).toHaveCount(1);

    await rm(file, { recursive: true });
    await write(harness, 'app.connections.switch', { id: added });
    await expect(banner).toHaveCount(0);
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { target: string }).target)).toEqual(['Connection “Beta”', 'Connection “Beta”']);
  });

  test('pages through a log longer than one export part, and exports all of it into one file', async ({ app: page, harness }) => {
    // More lines than one part of an export carries (10,000), as a long-used Orgdesk leaves them.
    const count = 10_050;
    const lines = Array.from({ length: count }, (_, index) =>
      JSON.stringify({
        id: `older-${index}`,
        time: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
        connectionId: 'c-acme',
        connectionName: 'Acme',
        action: 'app.connections.add',
        target: `Connection “Site ${index + 1}”`,
        outcome: 'success',
        errorMessage: null,
      }),
    );
    await writeFile(join(harness.dataDir, 'activity.jsonl'), `${lines.join('\n')}\n`);

    await openActivity(page);
    await expect(page.getByText('1–25 of 10,050')).toBeVisible();
    await expect(dataRows(page).first()).toContainText('Connection “Site 10050”');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText('26–50 of 10,050')).toBeVisible();
    await expect(dataRows(page).first()).toContainText('Connection “Site 10025”');

    const { text: csv } = await exportActivity(page, harness);
    const rows = csv.trim().split(/\r?\n/);
    expect(rows).toHaveLength(count + 1);
    expect(rows[0]).toBe(ACTIVITY_CSV_HEADER);
    expect(rows[1]).toContain('Connection “Site 10050”');
    expect(rows.at(-1)).toContain('Connection “Site 1”');
    expect(new Set(rows).size).toBe(count + 1);
  });

  test('fits a small window: the filters take two rows at most and the entries start in the top half', async ({ app: page, harness, sandbox }) => {
    await page.setViewportSize({ width: 1024, height: 700 });
    await addSiteConnection(harness, sandbox, 'Acme');
    await openActivity(page);
    await expect(dataRows(page)).toHaveCount(1);
    const filters = await page.getByRole('search', { name: 'Filter activity' }).boundingBox();
    const field = await page.getByRole('textbox', { name: 'Search' }).boundingBox();
    const firstRow = await dataRows(page).first().boundingBox();
    if (!filters || !field || !firstRow) throw new Error('the filters and the first entry should be on screen');
    expect(filters.height).toBeLessThan(field.height * 2 + 40);
    expect(firstRow.y + firstRow.height).toBeLessThan(700 / 2 + 120);
  });
});
