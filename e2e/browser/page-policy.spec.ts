import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/harness';

/** Collects every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('the page’s security policy', () => {
  test('a demo session loads nothing from off this machine, pictures included, and breaks no rule of its policy', async ({ page, harness }) => {
    test.skip(harness.shell !== 'browser', 'the request log is read from the browser page');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const violations = await watchViolations(page);
    const started = await harness.dispatch('app.demo.start', {});
    expect(started.ok).toBe(true);

    await harness.open(page, '/users');
    await page.getByLabel('Find a person').fill('a');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toBeVisible();
    // The people's pictures are the demo's own, drawn by the local sandbox.
    await expect(results.locator('img').first()).toBeVisible();
    await results.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('grid', { name: 'Activity entries' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connections' }).click();
    await expect(page.getByRole('heading', { name: 'Connections', level: 1 })).toBeVisible();

    const offMachine = requests.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).hostname !== '127.0.0.1');
    expect(offMachine).toEqual([]);
    expect(requests.filter((url) => url.includes('/avatars/initials/')).length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  test('the policy allows no inline style without the load’s nonce, no image from any https host, and sends no referrer', async ({ page, harness }) => {
    test.skip(harness.shell !== 'browser', 'the headers are read from the bridge');
    const violations = await watchViolations(page);
    const [response] = await Promise.all([page.waitForResponse((answer) => answer.request().isNavigationRequest()), harness.open(page, '/activity')]);
    const csp = (await response.headerValue('content-security-policy')) ?? '';
    expect(csp).toMatch(/style-src 'self' 'nonce-[^']+'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/img-src 'self' data:;/);
    expect(await response.headerValue('referrer-policy')).toBe('no-referrer');
    // MUI's style elements carry the nonce; the page looks as designed, with nothing refused.
    const styled = await page.evaluate(() => [...document.querySelectorAll('style')].every((style) => style.nonce !== ''));
    expect(styled).toBe(true);
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    expect(await violations()).toEqual([]);
  });
});
