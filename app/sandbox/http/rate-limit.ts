import type { Area, SandboxReply } from '../kit';

/** A token bucket per credential: `capacity` requests at once, refilled at `refillPerSecond`. */
export interface RateLimitOptions {
  capacity: number;
  refillPerSecond: number;
}

export const defaultRateLimit: RateLimitOptions = { capacity: 1000, refillPerSecond: 200 };

export type RateDecision =
  | { allowed: true; limit: number; remaining: number }
  | {
      allowed: false;
      limit: number;
      retryAfterSeconds: number;
      resetAt: string;
      /** `RateLimit-Reason` (e.g. `jira-cost-based`); without it Jira and Confluence say `<area>-burst-based`. */
      reason?: string;
      /** Whether the 429 carries `X-RateLimit-*`; without it only Jira and Confluence do. */
      describesLimit?: boolean;
    };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Token buckets by key: each holds `capacity` points and gets `refillPerSecond` back. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly options: RateLimitOptions,
    private readonly clock: () => number = Date.now,
  ) {}

  private refilled(key: string, now: number): number {
    const bucket = this.buckets.get(key) ?? { tokens: this.options.capacity, updatedAt: now };
    return Math.min(this.options.capacity, bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.options.refillPerSecond);
  }

  take(key: string): RateDecision {
    const now = this.clock();
    const refilled = this.refilled(key, now);
    const limit = this.options.capacity;
    if (refilled >= 1) {
      this.buckets.set(key, { tokens: refilled - 1, updatedAt: now });
      return { allowed: true, limit, remaining: Math.floor(refilled - 1) };
    }
    this.buckets.set(key, { tokens: refilled, updatedAt: now });
    // With no refill the budget never comes back; clients are still told to wait a minute.
    const waitSeconds = this.options.refillPerSecond > 0 ? Math.ceil((1 - refilled) / this.options.refillPerSecond) : 60;
    const retryAfterSeconds = Math.max(1, waitSeconds);
    return { allowed: false, limit, retryAfterSeconds, resetAt: new Date(now + retryAfterSeconds * 1000).toISOString() };
  }

  /** Charges points after the fact (what an answer turned out to cost); the bucket may go below zero, so later requests wait longer. */
  spend(key: string, points: number): void {
    if (points <= 0) return;
    const now = this.clock();
    this.buckets.set(key, { tokens: this.refilled(key, now) - points, updatedAt: now });
  }
}

/** What the rate limits are asked about: who calls, in which area, and which operation (the route's pattern). */
export interface BudgetedRequest {
  area: Area;
  credentialKey: string;
  method: string;
  /** The route's pattern (`/rest/api/{apiVersion}/version/{id}`), or the path when no route matched. */
  route: string;
}

/** The sandbox's rate limits: asked before a request runs, and told what its answer held afterwards. */
export interface RequestLimits {
  admit(request: BudgetedRequest): RateDecision;
  settle(request: BudgetedRequest, reply: SandboxReply): void;
}

/**
 * The demo and large worlds: one bucket per credential, every request one token, whatever it asks
 * for. Jira and Confluence share the site user's bucket, as they share one API token.
 */
export function perCredentialLimits(options: RateLimitOptions, clock?: () => number): RequestLimits {
  const limiter = new RateLimiter(options, clock);
  return {
    admit: (request) => limiter.take(request.credentialKey),
    settle: () => undefined,
  };
}
