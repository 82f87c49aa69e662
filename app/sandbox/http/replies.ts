import type { Area, AreaModule, RequestProblem, SandboxReply } from '../kit';

export function errorReply(module: AreaModule<unknown>, status: number, message: string, headers: Record<string, string> = {}): SandboxReply {
  return { status, body: module.errorBody(status, message), headers };
}

export function badRequestReply(module: AreaModule<unknown>, status: 400 | 404, problems: RequestProblem[]): SandboxReply {
  const body = status === 400 && module.badRequestBody ? module.badRequestBody(problems) : module.errorBody(status, problems.map((problem) => problem.message).join('; '));
  return { status, body };
}

export interface RateLimitFacts {
  limit: number;
  retryAfterSeconds: number;
  resetAt: string;
  withRetryAfter: boolean;
}

/** Jira and Confluence describe the limit in X-RateLimit-* headers; Admin and Bitbucket send Retry-After at most. */
export function rateLimitReply(module: AreaModule<unknown>, area: Area, facts: RateLimitFacts): SandboxReply {
  const headers: Record<string, string> = {};
  if (facts.withRetryAfter) headers['Retry-After'] = String(facts.retryAfterSeconds);
  if (area === 'jira' || area === 'confluence') {
    headers['X-RateLimit-Limit'] = String(facts.limit);
    headers['X-RateLimit-Remaining'] = '0';
    headers['X-RateLimit-Reset'] = facts.resetAt;
    headers['RateLimit-Reason'] = `${area}-burst-based`;
  }
  return errorReply(module, 429, 'Rate limit exceeded. Slow down and retry later.', headers);
}

export function serverErrorReply(module: AreaModule<unknown>, status: number, retryAfterSeconds: number | undefined): SandboxReply {
  // Some real 503s carry Retry-After too.
  const headers: Record<string, string> = status === 503 && retryAfterSeconds !== undefined ? { 'Retry-After': String(retryAfterSeconds) } : {};
  return errorReply(module, status, status === 503 ? 'The service is temporarily unavailable.' : 'An unexpected error occurred.', headers);
}
