import type { ErrorCode } from '../../../app/contract';
import { isContractError } from './ContractError';

/** Failures that may pass on their own; everything else (a wrong field, a missing permission) will not. */
const TRANSIENT: ReadonlySet<ErrorCode> = new Set(['NETWORK', 'RATE_LIMITED', 'TIMEOUT']);
export const MAX_RETRIES = 2;
const MAX_DELAY_MS = 30_000;

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isContractError(error) && TRANSIENT.has(error.code);
}

/**
 * A write is replayed only when the core refused it up front (rate limited): after a network error or a
 * timeout it may already have happened, and doing it twice could, say, create two webhooks.
 */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isContractError(error) && error.code === 'RATE_LIMITED';
}

/** Honours the server's Retry-After when it gave one, else backs off exponentially. */
export function retryDelayMs(failureCount: number, error: unknown): number {
  if (isContractError(error) && error.info.retryAfterSeconds !== undefined) {
    return Math.min(error.info.retryAfterSeconds * 1000, MAX_DELAY_MS);
  }
  return Math.min(1000 * 2 ** failureCount, MAX_DELAY_MS);
}
