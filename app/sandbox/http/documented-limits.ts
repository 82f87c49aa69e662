import type { Area, SandboxReply } from '../kit';
import { RateLimiter, type BudgetedRequest, type RateDecision, type RateLimitOptions, type RequestLimits } from './rate-limit';

/**
 * The enterprise world's rate limits, shaped like the real services' (../shared/ADMIN-NEEDS.md). Atlassian
 * publishes how the limits work but not their sizes, so the sizes here are the sandbox's own, stated in
 * the README and kept in this one table.
 */
export const DOCUMENTED_LIMITS = {
  /**
   * Jira and Confluence, each on its own: a burst limit per endpoint and method, and a cost budget per
   * user, charged one point per request and one more for every `objectsPerPoint` items an answer holds.
   */
  site: {
    burstPerEndpoint: { capacity: 100, refillPerSecond: 50 },
    costPerUser: { capacity: 20_000, refillPerSecond: 100 },
    objectsPerPoint: 100,
  },
  /** The organization API describes its limit per endpoint, in `X-RateLimit-*` headers. */
  admin: { perEndpoint: { capacity: 500, refillPerSecond: 100 } },
  /** Bitbucket: about 1,000 requests in any rolling hour, per user. */
  bitbucket: { perHour: 1_000 },
} as const satisfies {
  site: { burstPerEndpoint: RateLimitOptions; costPerUser: RateLimitOptions; objectsPerPoint: number };
  admin: { perEndpoint: RateLimitOptions };
  bitbucket: { perHour: number };
};

const HOUR_MS = 3_600_000;

/** Items an answer holds: a bare list, or the page of a paged answer (`results`, `values`). */
export function objectsIn(reply: SandboxReply): number {
  const body = reply.body;
  if (Array.isArray(body)) return body.length;
  if (typeof body !== 'object' || body === null) return 0;
  const page = (body as { results?: unknown; values?: unknown }).results ?? (body as { values?: unknown }).values;
  return Array.isArray(page) ? page.length : 0;
}

/** Requests in a rolling window per key, oldest first: allowed while fewer than `limit` fall inside it. */
class RollingWindow {
  private readonly seen = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: () => number,
  ) {}

  take(key: string): RateDecision {
    const now = this.clock();
    const times = (this.seen.get(key) ?? []).filter((time) => time > now - this.windowMs);
    this.seen.set(key, times);
    if (times.length < this.limit) {
      times.push(now);
      return { allowed: true, limit: this.limit, remaining: this.limit - times.length };
    }
    const oldest = times[0] ?? now;
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
    return { allowed: false, limit: this.limit, retryAfterSeconds, resetAt: new Date(now + retryAfterSeconds * 1000).toISOString() };
  }
}

const siteAreas: readonly Area[] = ['jira', 'confluence'];

export function documentedLimits(clock: () => number = Date.now): RequestLimits {
  const { site, admin, bitbucket } = DOCUMENTED_LIMITS;
  const burst = new RateLimiter(site.burstPerEndpoint, clock);
  const cost = new RateLimiter(site.costPerUser, clock);
  const adminEndpoints = new RateLimiter(admin.perEndpoint, clock);
  const bitbucketHour = new RollingWindow(bitbucket.perHour, HOUR_MS, clock);
  const endpoint = (request: BudgetedRequest) => `${request.area}:${request.credentialKey}:${request.method} ${request.route}`;
  const user = (request: BudgetedRequest) => `${request.area}:${request.credentialKey}`;
  return {
    admit(request) {
      if (request.area === 'admin') {
        const decision = adminEndpoints.take(endpoint(request));
        return decision.allowed ? decision : { ...decision, describesLimit: true };
      }
      if (request.area === 'bitbucket') return bitbucketHour.take(user(request));
      const perEndpoint = burst.take(endpoint(request));
      if (!perEndpoint.allowed) return { ...perEndpoint, reason: `${request.area}-burst-based` };
      const perUser = cost.take(user(request));
      return perUser.allowed ? perUser : { ...perUser, reason: `${request.area}-cost-based` };
    },
    settle(request, reply) {
      if (!siteAreas.includes(request.area) || reply.status >= 400) return;
      cost.spend(user(request), Math.floor(objectsIn(reply) / site.objectsPerPoint));
    },
  };
}
