/** How long to wait before the next attempt, from the server's hints or from backoff. */

export interface BackoffPolicy {
  /** First backoff step; doubles per attempt. */
  baseDelayMs: number;
  /** Ceiling of one backoff step. */
  maxDelayMs: number;
}

/**
 * Reads `Retry-After` (delta seconds or an HTTP date) and, failing that, `X-RateLimit-Reset` (an ISO
 * time as Atlassian sends it, or epoch seconds). Returns milliseconds from `now`, or null when the
 * response gives no usable hint.
 */
export function serverRetryDelayMs(headers: Headers, now: number): number | null {
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    const fromRetryAfter = /^\d+(\.\d+)?$/.test(retryAfter) ? Number(retryAfter) * 1000 : untilDate(retryAfter, now);
    if (fromRetryAfter !== null) return fromRetryAfter;
  }
  const reset = headers.get('x-ratelimit-reset')?.trim();
  if (reset) {
    if (/^\d+$/.test(reset)) {
      const value = Number(reset);
      // Large numbers are epoch seconds; small ones are a delay in seconds.
      return value > 1_000_000_000 ? Math.max(0, value * 1000 - now) : value * 1000;
    }
    return untilDate(reset, now);
  }
  return null;
}

function untilDate(text: string, now: number): number | null {
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Capped exponential backoff with full jitter: uniform in [0, min(cap, base * 2^attempt)). */
export function backoffDelayMs(policy: BackoffPolicy, attempt: number, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}
