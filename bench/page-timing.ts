import type { Browser, Page } from '@playwright/test';

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

/** After `ready` holds: one painted frame and a free main thread later, the time since `mark` and the longest task. */
export async function settledAfter(page: Page, ready: () => Promise<unknown>): Promise<{ ms: number; longest: number }> {
  await ready();
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

/** Waits for a selector, then for a painted frame and a free main thread; answers the time since `mark` and the longest task. */
export function settled(page: Page, selector: string): Promise<{ ms: number; longest: number }> {
  return settledAfter(page, () => page.locator(selector).first().waitFor({ timeout: 120_000 }));
}

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Runs `work` under a Chromium trace and answers the longest main-thread task's processor time. Unlike its
 * length on the clock it does not grow while other programs hold the processor, so it compares runs on a
 * machine whose load comes and goes.
 */
export async function longestTaskCpuMs(browser: Browser, page: Page, work: () => Promise<void>): Promise<number> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await work();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const tasks = traceEvents.filter((event) => event.name === 'RunTask' && event.pid === main?.pid && event.tid === main.tid);
  return Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) / 1000));
}
