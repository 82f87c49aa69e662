import type { z } from 'zod';
import { AppError } from '../contract/errors';
import { areaNames, type ApiArea } from './http/credentials';

/**
 * Checks what a client is about to send against the contract's own input schema, so nothing invalid
 * leaves the machine even when a client is called from somewhere other than a channel.
 */
export function checkInput<Schema extends z.ZodType>(schema: Schema, value: z.input<Schema>): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  throw new AppError('VALIDATION', fields[0]?.message ?? 'Some fields need attention.', { fields });
}

/** The likeliest cause of an answer Orgdesk cannot read, worded for the admin. */
const unexpectedAnswerAdvice: Record<ApiArea, string> = {
  admin: 'check for an Orgdesk update',
  jira: 'check for an Orgdesk update',
  bitbucket: 'check for an Orgdesk update',
  // A site URL that points at something other than Confluence Cloud is the usual cause here.
  confluence: 'check the site is a Confluence Cloud site',
};

/**
 * Validates an API answer at the boundary. A shape Orgdesk does not know is reported as an upstream
 * problem in plain words, naming only where in the answer it went wrong; the body itself is never quoted.
 */
export function readBody<Schema extends z.ZodType>(area: ApiArea, schema: Schema, body: unknown): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues[0]?.path.map(String).join('.');
  throw new AppError('UPSTREAM', `${areaNames[area]} sent an answer Orgdesk did not expect. Try again, or ${unexpectedAnswerAdvice[area]}.`, {
    ...(where ? { reason: where } : {}),
  });
}
