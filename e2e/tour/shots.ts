import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures/harness';

/** How every tour saves its screens to docs/screenshots, in light and in dark. */

export type Theme = 'light' | 'dark';

export const SHOTS = resolve('docs/screenshots');
/** The README links these by their old names; their light versions keep them. */
const UNSUFFIXED_LIGHT = new Set(['account', 'account-tokens', 'token-review']);

function fileName(name: string, theme: Theme): string {
  return theme === 'light' && UNSUFFIXED_LIGHT.has(name) ? `${name}.png` : `${name}-${theme}.png`;
}

/** No hover left behind, no notice on screen, fonts loaded: what a reader of the README should see. */
async function settle(page: Page): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1360, height: 860 };
  // The bottom of the navigation drawer: nothing there shows a tooltip.
  await page.mouse.move(8, viewport.height - 8);
  const notices = page.locator('.MuiSnackbar-root');
  for (const close of await notices.getByRole('button', { name: 'Close' }).all()) await close.click().catch(() => undefined);
  await expect(notices).toHaveCount(0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames, so the last layout after the fonts is painted.
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  });
}

/**
 * Saves the screen. A whole page is taken with the window made as tall as the page, so the navigation
 * drawer and the app bar (both fixed) look as they do on screen; Playwright's own full-page capture
 * scrolls them out of place. A dialog is taken as the window shows it, and `target` on its own.
 */
export async function shoot(page: Page, theme: Theme, name: string, target: Locator | 'window' | 'page' = 'page'): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await settle(page);
  const options = { path: join(SHOTS, fileName(name, theme)), animations: 'disabled', caret: 'hide' } as const;
  if (target === 'window') {
    await page.screenshot(options);
    return;
  }
  if (target !== 'page') {
    await target.screenshot(options);
    return;
  }
  const window = page.viewportSize() ?? { width: 1360, height: 860 };
  // Tables size themselves to the window; keep them as tall as in the real window while it grows.
  const height = await page.evaluate(() => {
    for (const grid of document.querySelectorAll<HTMLElement>('.MuiDataGrid-root')) {
      const box = grid.parentElement;
      if (!box || box.style.height !== '') continue;
      box.style.height = `${box.getBoundingClientRect().height}px`;
      box.dataset.tourPinned = 'true';
    }
    return document.documentElement.scrollHeight;
  });
  if (height > window.height) {
    await page.setViewportSize({ width: window.width, height });
    await settle(page);
  }
  try {
    await page.screenshot(options);
  } finally {
    await page.setViewportSize(window);
    await page.evaluate(() => {
      for (const box of document.querySelectorAll<HTMLElement>('[data-tour-pinned]')) {
        box.style.height = '';
        delete box.dataset.tourPinned;
      }
    });
  }
}

export async function go(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
