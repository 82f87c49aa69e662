import type { z } from 'zod';
import { AppError } from '../../contract/errors';

/**
 * Checks what a client is about to send against the contract's own input schema, so nothing invalid
 * leaves the machine even when a client is called from somewhere other than a channel. Shared by the
 * Admin, Jira and Bitbucket clients.
 */
export function checkInput<Schema extends z.ZodType>(schema: Schema, value: z.input<Schema>): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  throw new AppError('VALIDATION', fields[0]?.message ?? 'Some fields need attention.', { fields });
}
