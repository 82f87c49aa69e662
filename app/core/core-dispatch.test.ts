import { afterEach, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from './test-support';

let t: TestCore | undefined;
afterEach(async () => {
  await t?.cleanup();
});

/** The names of the warnings Node gives while `work` runs (they are sent on a later turn). */
async function warningsDuring(work: () => void): Promise<string[]> {
  const seen: string[] = [];
  const onWarning = (warning: Error) => seen.push(warning.name);
  process.on('warning', onWarning);
  try {
    work();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('warning', onWarning);
  }
  return seen;
}

describe('a call into the core', () => {
  it('lets many requests wait on its signal without Node warning of a listener leak', async () => {
    t = await createTestCore();
    const signal = new AbortController().signal;
    const answer = await t.core.dispatch('app.connections.list', {}, signal);
    expect(answer.ok).toBe(true);
    // A report naming seventy people sends seventy look-ups on one call's signal; each waits on it.
    const warnings = await warningsDuring(() => {
      for (let lookup = 0; lookup < 70; lookup += 1) signal.addEventListener('abort', () => undefined);
    });
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });
});
