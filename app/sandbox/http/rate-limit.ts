/** A token bucket per credential: `capacity` requests at once, refilled at `refillPerSecond`. */
export interface RateLimitOptions {
  capacity: number;
  refillPerSecond: number;
}

export const defaultRateLimit: RateLimitOptions = { capacity: 1000, refillPerSecond: 200 };

export type RateDecision =
  | { allowed: true; limit: number; remaining: number }
  | { allowed: false; limit: number; retryAfterSeconds: number; resetAt: string };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly options: RateLimitOptions,
    private readonly clock: () => number = Date.now,
  ) {}

  take(credentialKey: string): RateDecision {
    const now = this.clock();
    const bucket = this.buckets.get(credentialKey) ?? { tokens: this.options.capacity, updatedAt: now };
    const refilled = Math.min(this.options.capacity, bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.options.refillPerSecond);
    const limit = this.options.capacity;
    if (refilled >= 1) {
      this.buckets.set(credentialKey, { tokens: refilled - 1, updatedAt: now });
      return { allowed: true, limit, remaining: Math.floor(refilled - 1) };
    }
    this.buckets.set(credentialKey, { tokens: refilled, updatedAt: now });
    // With no refill the budget never comes back; clients are still told to wait a minute.
    const waitSeconds = this.options.refillPerSecond > 0 ? Math.ceil((1 - refilled) / this.options.refillPerSecond) : 60;
    const retryAfterSeconds = Math.max(1, waitSeconds);
    return { allowed: false, limit, retryAfterSeconds, resetAt: new Date(now + retryAfterSeconds * 1000).toISOString() };
  }
}
