import { z } from 'zod';

/** Every failure the core reports falls in one of these families; the UI picks wording and icons by code. */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'NETWORK',
  'TIMEOUT',
  'CANCELLED',
  'NOT_CONFIGURED',
  'KEYCHAIN_UNAVAILABLE',
  /** The change journal cannot be written: no change is made that could not be told after a stop. */
  'JOURNAL_UNAVAILABLE',
  'UPSTREAM',
  'INTERNAL',
] as const;

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** A field-level problem, e.g. `{path: 'site.url', message: 'Use https://'}`. */
export const FieldIssue = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssue>;

export const ErrorInfo = z.object({
  code: ErrorCode,
  /** A sentence an admin can act on. Never contains a secret. */
  message: z.string(),
  fields: z.array(FieldIssue).optional(),
  /** Upstream reason key (Admin `forbidden.fieldMutation`, a Jira field name ...), for the UI to show. */
  reason: z.string().optional(),
  status: z.number().int().optional(),
  retryAfterSeconds: z.number().optional(),
});
export type ErrorInfo = z.infer<typeof ErrorInfo>;

/**
 * The one error type handlers throw. Anything else thrown inside a handler is reported as INTERNAL with
 * a generic message, so stray exception text (which might quote a request) never reaches the renderer.
 */
export class AppError extends Error {
  readonly info: ErrorInfo;

  constructor(code: ErrorCode, message: string, extra: Omit<ErrorInfo, 'code' | 'message'> = {}) {
    super(message);
    this.name = 'AppError';
    this.info = { code, message, ...extra };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
