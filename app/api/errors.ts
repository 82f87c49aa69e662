import { AppError, type ErrorCode } from '../contract/errors';
import { readAdminError } from './error-bodies/admin';
import { readMissingScopes } from './error-bodies/bitbucket-scopes';
import { readUpstreamDetails, type UpstreamDetails } from './error-bodies/upstream-details';
import { asObject, sentence } from './error-bodies/upstream-text';
import { areaNames, type ApiArea } from './http/credentials';
import { serverRetryDelayMs } from './http/retry-timing';

/** A non-2xx answer as the session received it. */
export interface HttpFailure {
  area: ApiArea;
  method: string;
  status: number;
  headers: Headers;
  text: string;
}

export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404 || status === 410) return 'NOT_FOUND';
  if (status === 409 || status === 412) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 408) return 'TIMEOUT';
  if (status === 400 || status === 413 || status === 422) return 'VALIDATION';
  return 'UPSTREAM';
}

const refusedCredentials: Record<ApiArea, string> = {
  admin: "Your organization API key was refused. Check it hasn't expired.",
  confluence: "The site didn't accept your e-mail and API token. Check the token hasn't expired or been revoked.",
  jira: "The site didn't accept your e-mail and API token. Check the token hasn't expired or been revoked.",
  bitbucket: "Bitbucket didn't accept the access token. Check it hasn't expired or been revoked.",
};

const missingPermission: Record<ApiArea, string> = {
  admin: 'Your organization API key may not do this. Use a key created without scopes.',
  confluence: "Your Atlassian account doesn't have permission to do this in Confluence.",
  jira: "Your Atlassian account doesn't have permission to do this in Jira.",
  bitbucket: 'Bitbucket refused this. Only workspace owners can manage webhooks.',
};

/** Statuses whose upstream text is specific enough (a duplicate name, a bad field) to show as is. */
const SPECIFIC_STATUSES = new Set([400, 403, 409, 422]);

/** "in about 1 second", "in about 30 seconds", or "in a moment" when the server named no time. */
function tryAgainWhen(retryAfterSeconds: number | undefined): string {
  if (!retryAfterSeconds) return 'in a moment';
  return `in about ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}`;
}

function ownSentence(failure: HttpFailure, code: ErrorCode, retryAfterSeconds: number | undefined): string {
  const name = areaNames[failure.area];
  switch (code) {
    case 'UNAUTHENTICATED':
      return refusedCredentials[failure.area];
    case 'FORBIDDEN':
      return missingPermission[failure.area];
    case 'NOT_FOUND':
      return `${name} couldn't find this. It may have been deleted, or your account may not be allowed to see it.`;
    case 'CONFLICT':
      return `${name} reports a conflict: it may have been changed at the same time. Reload and try again.`;
    case 'RATE_LIMITED':
      return `${name} is limiting how fast Orgdesk can work. Try again ${tryAgainWhen(retryAfterSeconds)}.`;
    case 'TIMEOUT':
      return `${name} took too long to answer. Try again in a moment.`;
    case 'VALIDATION':
      return failure.status === 413 ? `This is too large for ${name} to accept.` : `${name} didn't accept the request.`;
    default:
      if (failure.status >= 300 && failure.status < 400) return `${name} answered with an unexpected redirect.`;
      return `${name} had a problem answering (error ${failure.status}). Try again ${tryAgainWhen(retryAfterSeconds)}.`;
  }
}

function parseBody(text: string): Record<string, unknown> | undefined {
  try {
    return asObject(JSON.parse(text));
  } catch {
    return undefined;
  }
}

function messageFrom(failure: HttpFailure, code: ErrorCode, details: UpstreamDetails, retryAfterSeconds?: number) {
  const upstream = details.messages[0] ?? details.fields[0]?.message;
  if (upstream && SPECIFIC_STATUSES.has(failure.status)) return sentence(upstream);
  return ownSentence(failure, code, retryAfterSeconds);
}

/**
 * Turns any area's error answer into the contract's AppError: a sentence an admin can act on, the
 * upstream reason key or field in `reason`, per-field problems in `fields`. Never quotes the request.
 */
export function mapHttpError(failure: HttpFailure): AppError {
  const body = parseBody(failure.text);
  const status = failure.status;
  const admin = failure.area === 'admin' && body ? readAdminError(body) : undefined;
  if (admin) {
    return new AppError(admin.code, admin.message, {
      status,
      reason: admin.reason,
      ...(admin.fields && admin.fields.length > 0 ? { fields: admin.fields } : {}),
    });
  }
  const missingScope = failure.area === 'bitbucket' && status === 403 && body ? readMissingScopes(body) : undefined;
  if (missingScope) return new AppError('FORBIDDEN', missingScope.message, { status, reason: missingScope.reason });
  const code = codeForStatus(status);
  const waitMs = status === 429 || status === 503 ? serverRetryDelayMs(failure.headers, Date.now()) : null;
  const retryAfterSeconds = waitMs === null ? undefined : Math.ceil(waitMs / 1000);
  const details = body ? readUpstreamDetails(body) : { messages: [], fields: [] };
  return new AppError(code, messageFrom(failure, code, details, retryAfterSeconds), {
    status,
    ...(details.fields.length > 0 ? { fields: details.fields, reason: details.fields[0]?.path } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });
}
