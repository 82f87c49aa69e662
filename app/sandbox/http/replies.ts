import type { AreaModule, RequestProblem, SandboxReply } from '../kit';

/** Who phrases an error the server makes itself: the area, told which path was asked for. */
export interface ErrorSource {
  module: AreaModule<unknown>;
  path: string;
}

export function errorReply(source: ErrorSource, status: number, message: string, headers: Record<string, string> = {}): SandboxReply {
  return { status, body: source.module.errorBody(status, message, source.path), headers };
}

export function badRequestReply(source: ErrorSource, status: 400 | 404, problems: RequestProblem[]): SandboxReply {
  const { module, path } = source;
  const body =
    status === 400 && module.badRequestBody
      ? module.badRequestBody(problems, path)
      : module.errorBody(status, problems.map((problem) => problem.message).join('; '), path);
  return { status, body };
}

export interface RateLimitFacts {
  limit: number;
  retryAfterSeconds: number;
  resetAt: string;
  withRetryAfter: boolean;
  /** Which limit was hit (`RateLimit-Reason`); Jira and Confluence say `<area>-burst-based` without it. */
  reason?: string;
  /** Sends `X-RateLimit-*` in an area that does not by default (the enterprise world's Admin API). */
  describesLimit?: boolean;
}

/**
 * Jira and Confluence describe the limit in X-RateLimit-* headers and say which limit it was; Admin and
 * Bitbucket send Retry-After at most, unless the limit says otherwise.
 */
export function rateLimitReply(source: ErrorSource, facts: RateLimitFacts): SandboxReply {
  const headers: Record<string, string> = {};
  if (facts.withRetryAfter) headers['Retry-After'] = String(facts.retryAfterSeconds);
  const area = source.module.area;
  const site = area === 'jira' || area === 'confluence';
  if (site || facts.describesLimit === true) {
    headers['X-RateLimit-Limit'] = String(facts.limit);
    headers['X-RateLimit-Remaining'] = '0';
    headers['X-RateLimit-Reset'] = facts.resetAt;
  }
  if (site) headers['RateLimit-Reason'] = facts.reason ?? `${area}-burst-based`;
  return errorReply(source, 429, 'Rate limit exceeded. Slow down and retry later.', headers);
}

export function serverErrorReply(source: ErrorSource, status: number, retryAfterSeconds: number | undefined): SandboxReply {
  // Some real 503s carry Retry-After too.
  const headers: Record<string, string> = status === 503 && retryAfterSeconds !== undefined ? { 'Retry-After': String(retryAfterSeconds) } : {};
  return errorReply(source, status, status === 503 ? 'The service is temporarily unavailable.' : 'An unexpected error occurred.', headers);
}
