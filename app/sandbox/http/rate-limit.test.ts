import { afterEach, describe, expect, it } from 'vitest';
import { startRecordedSandbox, type RecordedSandbox } from '../validation/recorded-sandbox';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('spends the budget per credential and refills it over time', () => {
    let now = 0;
    const limiter = new RateLimiter({ capacity: 2, refillPerSecond: 1 }, () => now);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('b').allowed).toBe(true);
    now = 1000;
    expect(limiter.take('a').allowed).toBe(true);
  });
});

describe('429 over HTTP', () => {
  let sandbox: RecordedSandbox;
  afterEach(async () => {
    expect(sandbox.contractViolations()).toEqual([]);
    await sandbox.close();
  });

  it('answers a storm of 429s with X-RateLimit headers, sometimes without Retry-After', async () => {
    sandbox = await startRecordedSandbox({ seed: 'storm', rateLimit: { capacity: 3, refillPerSecond: 0 } });
    const statuses: number[] = [];
    const retryAfter: (string | null)[] = [];
    for (let i = 0; i < 24; i++) {
      const result = await sandbox.call('jira', 'GET', '/rest/api/3/notificationscheme');
      statuses.push(result.status);
      if (result.status === 429) {
        retryAfter.push(result.headers.get('retry-after'));
        expect(result.headers.get('x-ratelimit-limit')).toBe('3');
        expect(result.headers.get('x-ratelimit-remaining')).toBe('0');
        expect(Date.parse(result.headers.get('x-ratelimit-reset') ?? '')).not.toBeNaN();
        expect(result.headers.get('ratelimit-reason')).toBe('jira-burst-based');
        expect(result.body).toMatchObject({ errorMessages: [expect.any(String)] });
      }
    }
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    expect(retryAfter.some((value) => value === null)).toBe(true);
    expect(retryAfter.some((value) => value !== null && Number(value) >= 1)).toBe(true);
  });

  it('keeps one budget per credential and uses the area error body', async () => {
    sandbox = await startRecordedSandbox({ seed: 'budget', rateLimit: { capacity: 1, refillPerSecond: 0 } });
    const path = `/users/${sandbox.world.adminAccountId}/manage/api-tokens`;
    expect((await sandbox.call('admin', 'GET', path)).status).toBe(200);
    const limited = await sandbox.call('admin', 'GET', path);
    expect(limited).toMatchObject({ status: 429, body: { key: 'tooManyRequests' } });
    expect(limited.headers.get('x-ratelimit-limit')).toBeNull();
    expect((await sandbox.call('bitbucket', 'GET', '/2.0/workspaces/orgdesk-demo/hooks')).status).toBe(200);
  });
});
