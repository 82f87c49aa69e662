import type { Page } from '@playwright/test';

/**
 * Timing what an admin waits for in Chromium: from a mark to a selector painted with the main thread free,
 * and the longest main-thread task in between (Long Tasks API).
 */

type BenchWindow = Window & { benchTasks: number[]; benchMark: number };

/** Records every long task's length in `benchTasks`; plain text, since it runs in the page before its scripts. */
export const watchTasks = `(() => {
  window.benchTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
})();`;

/** Starts recording long tasks afresh and notes the time, inside the page. */
export async function mark(page: Page): Promise<void> {
  await page.evaluate(() => {
    const win = window as unknown as BenchWindow;
    win.benchTasks = [];
    win.benchMark = performance.now();
  });
}

/** Waits for a selector, then for a painted frame and a free main thread; answers the time since `mark` and the longest task. */
export async function settled(page: Page, selector: string): Promise<{ ms: number; longest: number }> {
  await page.locator(selector).first().waitFor({ timeout: 120_000 });
  return page.evaluate(
    () =>
      new Promise<{ ms: number; longest: number }>((done) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const win = window as unknown as BenchWindow;
            done({ ms: performance.now() - win.benchMark, longest: Math.max(0, ...win.benchTasks) });
          };
          channel.port2.postMessage(null);
        }),
      ),
  );
}
