import type { z } from 'zod';
import { AppError } from '../../../contract/errors';

/** Validates an answer at the boundary: Confluence JSON is outside input like any other. */
export function readBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues[0]?.path.map(String).join('.');
  throw new AppError('UPSTREAM', 'Confluence sent an answer Orgdesk did not expect. Try again, or check the site is a Confluence Cloud site.', {
    ...(where ? { reason: where } : {}),
  });
}
