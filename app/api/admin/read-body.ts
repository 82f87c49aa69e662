import type { z } from 'zod';
import { AppError } from '../../contract/errors';
import { areaNames, type ApiArea } from '../http/credentials';

/**
 * Validates an API answer at the boundary. A shape Orgdesk does not know is reported as an upstream
 * problem in plain words; the body itself is never quoted. Shared by the Admin, Jira and Bitbucket clients.
 */
export function readBody<Schema extends z.ZodType>(area: ApiArea, schema: Schema, body: unknown): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new AppError('UPSTREAM', `${areaNames[area]} sent an answer Orgdesk did not expect. Try again, or check for an Orgdesk update.`);
}
