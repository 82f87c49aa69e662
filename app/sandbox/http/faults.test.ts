import { afterEach, describe, expect, it } from 'vitest';
import type { AdminState } from '../areas/admin';
import { startRecordedSandbox, type RecordedSandbox } from '../validation/recorded-sandbox';
import { parseFaults } from './faults';

const opened: RecordedSandbox[] = [];
async function open(seed: string, faults: string, latencyMs = 0): Promise<RecordedSandbox> {
  const sandbox = await startRecordedSandbox({ seed, faults, latencyMs });
  opened.push(sandbox);
  return sandbox;
}
afterEach(async () => {
  for (const sandbox of opened.splice(0)) {
    expect(sandbox.contractViolations()).toEqual([]);
    await sandbox.close();
  }
});

/** Status per request, or 0 when the connection was dropped. */
async function outcomes(sandbox: RecordedSandbox, count: number): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) {
    try {
      seen.push((await sandbox.call('bitbucket', 'GET', '/2.0/workspaces/orgdesk-demo/hooks')).status);
    } catch {
      seen.push(0);
    }
  }
  return seen;
}

describe('fault spec', () => {
  it('parses rates and rejects nonsense', () => {
    expect(parseFaults('5xx:0.05,drop:0.02,429:0.1')).toEqual({ serverError: 0.05, drop: 0.02, rateLimit: 0.1, dropAfter: 0 });
    expect(() => parseFaults('5xx:2')).toThrow();
    expect(() => parseFaults('boom:0.1')).toThrow();
    expect(() => parseFaults('5xx:0.6,drop:0.6')).toThrow();
  });
});

describe('injected faults', () => {
  it('are the same for the same seed and differ for another seed', async () => {
    const spec = '5xx:0.2,drop:0.15,429:0.2';
    const first = await outcomes(await open('faulty', spec), 30);
    const again = await outcomes(await open('faulty', spec), 30);
    const other = await outcomes(await open('calm', spec), 30);
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    expect(first).toContain(0);
    expect(first).toContain(429);
    expect(first.some((status) => status >= 500)).toBe(true);
    expect(first).toContain(200);
  });

  it('answer 5xx in the area error body', async () => {
    const sandbox = await open('errors', '5xx:1');
    const result = await sandbox.call('admin', 'GET', `/users/${sandbox.world.adminAccountId}/manage`);
    expect([500, 502, 503, 504]).toContain(result.status);
    expect(result.body).toMatchObject({ key: expect.any(String) });
  });

  it('drop before the change leaves the world alone; dropAfter applies it and still drops', async () => {
    for (const [spec, applied] of [['drop:1', false], ['dropAfter:1', true]] as const) {
      const sandbox = await open('drops', spec);
      const tokens = (sandbox.world.areas.admin as AdminState).tokensByAccount[sandbox.world.adminAccountId] ?? [];
      const victim = tokens[0]?.id ?? '';
      await expect(sandbox.call('admin', 'DELETE', `/users/${sandbox.world.adminAccountId}/manage/api-tokens/${victim}`)).rejects.toThrow();
      expect(tokens.some((token) => token.id === victim)).toBe(!applied);
    }
  });

  it('delay answers by the configured latency', async () => {
    const sandbox = await open('slow', '', 120);
    const started = performance.now();
    await sandbox.call('bitbucket', 'GET', '/2.0/hook_events');
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
  });
});
