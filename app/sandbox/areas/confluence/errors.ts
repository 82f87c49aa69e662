import { SandboxHttpError } from '../../kit';

const V2_CODES: Record<number, { code: string; title: string }> = {
  400: { code: 'INVALID_REQUEST_PARAMETER', title: 'Bad Request' },
  401: { code: 'UNAUTHORIZED', title: 'Unauthorized' },
  403: { code: 'FORBIDDEN', title: 'Forbidden' },
  404: { code: 'NOT_FOUND', title: 'Not Found' },
  409: { code: 'CONFLICT', title: 'Conflict' },
  413: { code: 'PAYLOAD_TOO_LARGE', title: 'Payload Too Large' },
  429: { code: 'TOO_MANY_REQUESTS', title: 'Too Many Requests' },
};

/** The classic (v1) error body: `{statusCode, data:{authorized, valid, errors, successful}, message}`. */
export function v1ErrorBody(status: number, message: string): Record<string, unknown> {
  return {
    statusCode: status,
    data: { authorized: status !== 401 && status !== 403, valid: false, errors: [], successful: false },
    message,
  };
}

/** v2 error responses have no schema in the spec; the live API answers `{errors:[{status, code, title, detail}]}`. */
export function v2ErrorBody(status: number, message: string): Record<string, unknown> {
  const known = V2_CODES[status] ?? { code: 'ERROR', title: 'Error' };
  return { errors: [{ status, code: known.code, title: known.title, detail: message }] };
}

export function v1Error(status: number, message: string): SandboxHttpError {
  return new SandboxHttpError(status, v1ErrorBody(status, message));
}

export function v2Error(status: number, message: string): SandboxHttpError {
  return new SandboxHttpError(status, v2ErrorBody(status, message));
}

/** Raises errors in one API generation's shape, so shared helpers can serve both v1 and v2. */
export type ErrorFactory = (status: number, message: string) => SandboxHttpError;
