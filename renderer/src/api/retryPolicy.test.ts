import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../app/contract';
import { ContractError } from './ContractError';
import { createAppQueryClient } from './queryClient';
import { retryDelayMs, shouldRetryWrite } from './retryPolicy';

/** Runs one query under the app's defaults and counts how often the core was asked. */
async function attemptsFor(code: ErrorCode): Promise<number> {
  const client = createAppQueryClient();
  let attempts = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['probe', code],
    queryFn: async () => {
      attempts += 1;
      // Retry-After 0 keeps the test fast while exercising the real delay logic.
      throw new ContractError({ code, message: 'failed', retryAfterSeconds: 0 });
    },
  });
  await new Promise<void>((resolve) => {
    const stop = observer.subscribe((result) => {
      if (result.status === 'error') {
        stop();
        resolve();
      }
    });
  });
  client.clear();
  return attempts;
}

describe('query retries', () => {
  it.each(['NETWORK', 'RATE_LIMITED', 'TIMEOUT'] as const)('tries a %s failure three times in all', async (code) => {
    expect(await attemptsFor(code)).toBe(3);
  });

  it.each(['VALIDATION', 'FORBIDDEN', 'UNAUTHENTICATED', 'NOT_FOUND', 'CANCELLED'] as const)(
    'does not repeat a %s failure',
    async (code) => {
      expect(await attemptsFor(code)).toBe(1);
    },
  );
});

describe('write retries', () => {
  it('replays a write only when the core refused it for the rate limit', () => {
    const refused = new ContractError({ code: 'RATE_LIMITED', message: 'slow down' });
    const unknownOutcome = new ContractError({ code: 'TIMEOUT', message: 'took too long' });
    expect(shouldRetryWrite(0, refused)).toBe(true);
    expect(shouldRetryWrite(2, refused)).toBe(false);
    expect(shouldRetryWrite(0, unknownOutcome)).toBe(false);
  });
});

describe('retry delay', () => {
  it('waits as long as the server asked, within a cap', () => {
    expect(retryDelayMs(0, new ContractError({ code: 'RATE_LIMITED', message: 'x', retryAfterSeconds: 4 }))).toBe(4000);
    expect(retryDelayMs(0, new ContractError({ code: 'RATE_LIMITED', message: 'x', retryAfterSeconds: 3600 }))).toBe(30_000);
    expect(retryDelayMs(1, new ContractError({ code: 'NETWORK', message: 'x' }))).toBe(2000);
  });
});
