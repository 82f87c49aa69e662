import type { Locator, Page } from '@playwright/test';
import { noSeriousAxeFindings } from '../fixtures/axe';
import { expect, openConnected, test } from '../fixtures/organization';

/**
 * The Projects area at 1024×700, the smallest window it is built for, in both themes: every screen and
 * dialog axe clean, nothing scrolls sideways, no button or switch label breaks over two lines, no grid
 * header is cut, and the words are an admin's (no requests, no API versions, here or in the connection's Jira setting).
 */

const SCHEME = 'Platform Notifications';

/** Nothing on the page scrolls sideways: neither the window nor any box inside it. */
async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const wide = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement;
    if (root && root.scrollWidth > root.clientWidth + 1) found.push(`the window (${root.scrollWidth} in ${root.clientWidth})`);
    for (const box of document.querySelectorAll<HTMLElement>('body *')) {
      const overflow = getComputedStyle(box).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth + 1) found.push(`${box.getAttribute('aria-label') ?? box.className} (${box.scrollWidth} in ${box.clientWidth})`);
    }
    return found;
  });
  expect(wide, `${where}: what scrolls sideways`).toEqual([]);
}

/** Each of these stays on one line: a button's or a label's box is no taller than one line of its text. */
async function onOneLine(where: string, targets: readonly Locator[]): Promise<void> {
  for (const target of targets) {
    const lines = await target.evaluate((element) => {
      const style = getComputedStyle(element);
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
      return Math.round((element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / line);
    });
    expect(lines, `${where}: “${await target.innerText()}” on one line`).toBeLessThanOrEqual(1);
  }
}

/** Every header of a data grid shows its whole title. */
async function wholeHeaders(grid: Locator): Promise<void> {
  const cut = await grid.locator('.MuiDataGrid-columnHeaderTitle').evaluateAll((titles) => titles.filter((title) => title.scrollWidth > title.clientWidth + 1).map((title) => title.textContent));
  expect(cut, 'grid headers cut short').toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`Projects at 1024×700 in ${theme}: no sideways scrolling, buttons on one line, whole headers, plain words, axe clean`, async ({ page, harness, org }) => {
    // About a dozen axe passes: a minute alone, more on a loaded machine.
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await openConnected(page, harness, org, '/projects');
    await expect(page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'Platform' })).toBeVisible();
    await noSidewaysScroll(page, 'projects');
    await noSeriousAxeFindings(page);

    await page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'Platform' }).click();
    const versions = page.getByRole('table', { name: 'Versions of PLAT' });
    await expect(versions.locator('tbody tr').first()).toContainText(/resolved|No issue is fixed in it/);
    await noSidewaysScroll(page, 'versions');
    await onOneLine('versions', [page.getByRole('button', { name: 'New version' })]);
    await noSeriousAxeFindings(page);

    await versions.getByRole('button', { name: /^More for / }).nth(3).click();
    await page.getByRole('menuitem', { name: 'Merge (fix versions only)…' }).click();
    const merge = page.getByRole('dialog', { name: /^Merge / });
    await expect(merge.getByRole('alert')).toBeVisible();
    await noSeriousAxeFindings(page);
    await merge.getByRole('button', { name: 'Cancel' }).click();

    await versions.getByRole('button', { name: /^More for / }).nth(3).click();
    await page.getByRole('menuitem', { name: 'Remove, moving its issues…' }).click();
    const wizard = page.getByRole('dialog', { name: /^Remove version / });
    await expect(wizard.getByText(/^Fix version: \d+ issues?$/)).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Preview' })).toBeInViewport();
    await noSeriousAxeFindings(page);
    await wizard.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'New version' }).click();
    await expect(page.getByRole('dialog', { name: 'New version' }).getByRole('button', { name: 'Create version' })).toBeInViewport();
    await noSeriousAxeFindings(page);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByRole('button', { name: 'Show who is notified' }).click();
    // The answer lands below the form; it comes into view by itself.
    await expect(page.getByRole('heading', { name: /^Recipients of / })).toBeInViewport();
    await onOneLine('notifications', [page.getByRole('button', { name: 'Show who is notified' }), page.getByRole('link', { name: 'Open the scheme' })]);
    await noSidewaysScroll(page, 'notifications');
    await noSeriousAxeFindings(page);

    await page.getByRole('tab', { name: 'Notification schemes' }).click();
    const schemes = page.getByRole('grid', { name: 'Notification schemes' });
    await expect(schemes.getByRole('link', { name: SCHEME })).toBeVisible();
    await wholeHeaders(schemes);
    await onOneLine('schemes', [page.getByText('Only schemes no project uses'), page.getByRole('button', { name: /^Clean up unused/ }), page.getByRole('button', { name: 'Compare the two' })]);
    await noSidewaysScroll(page, 'schemes');
    await noSeriousAxeFindings(page);

    await schemes.getByRole('link', { name: SCHEME }).click();
    const matrix = page.getByRole('grid', { name: `Who “${SCHEME}” notifies, by event` });
    await matrix.getByRole('gridcell', { name: /: notified$/ }).first().click();
    await matrix.getByRole('gridcell', { name: /: not notified$/ }).first().click();
    // The header, the actions and at least a few events fit in the window at once.
    await expect(matrix.getByRole('rowheader').nth(2)).toBeInViewport();
    await onOneLine('scheme', [page.getByRole('button', { name: 'Review 2 changes' }), page.getByRole('button', { name: 'Add a recipient' })]);
    await noSidewaysScroll(page, 'scheme');
    await noSeriousAxeFindings(page);

    await page.getByRole('button', { name: 'Review 2 changes' }).click();
    const review = page.getByRole('dialog', { name: `Review changes to “${SCHEME}”` });
    await expect(review.getByRole('button', { name: /^Apply / })).toBeInViewport();
    await expect(review).not.toContainText(/request/i);
    await noSeriousAxeFindings(page);
    await review.getByRole('button', { name: 'Keep editing' }).click();

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    const copy = page.getByRole('dialog', { name: `Copy “${SCHEME}”` });
    await expect(copy.getByRole('textbox', { name: 'Name of the copy' })).not.toHaveValue('');
    await expect(copy).not.toContainText(/request/i);
    await noSeriousAxeFindings(page);
    await copy.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    await page.getByRole('link', { name: 'Compare', exact: true }).click();
    await page.getByRole('combobox', { name: 'Scheme on the right' }).click();
    await page.getByRole('option', { name: 'IT Operations Notifications' }).click();
    await expect(page.getByRole('table', { name: /side by side$/ })).toBeVisible();
    await noSidewaysScroll(page, 'compare');
    await noSeriousAxeFindings(page);

    await page.getByRole('tab', { name: 'People' }).click();
    await page.getByRole('textbox', { name: 'Name or e-mail address' }).fill('a');
    await expect(page.getByRole('list', { name: 'People found' })).toBeVisible();
    await noSidewaysScroll(page, 'people');
    await noSeriousAxeFindings(page);

    // The connection's Jira setting is said in words, not as an API version.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connections' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Edit “Orgdesk Demo”' });
    await expect(form.getByRole('radiogroup', { name: 'How Orgdesk talks to Jira' })).toBeVisible();
    await expect(form).not.toContainText(/API version|Version [23]/);
  });
}
