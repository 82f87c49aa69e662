import type { z } from 'zod';
import type { ErrorFactory } from './errors';

/** Validates a request body, answering 400 with the first problem and where it is. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown, fail: ErrorFactory): T {
  if (body === undefined) throw fail(400, 'A request body is required.');
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue === undefined || issue.path.length === 0 ? 'body' : issue.path.join('.');
  throw fail(400, `Invalid request: ${where}: ${issue?.message ?? 'invalid value'}`);
}
