import type { z } from 'zod';
import { invalidPayload } from './errors';

/** Parses a request body against a schema; a body of the wrong shape gets Jira's generic 400. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw invalidPayload();
  return parsed.data;
}
