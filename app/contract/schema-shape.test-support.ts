import type { z } from 'zod';

/** zod's own description of a schema: its kind (`object`, `pipe`, `string`...) and what it is built from. */
export const def = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;

/** The fields at the top of a channel's input (through any transform), or null when the input is not an object. */
export function topFields(schema: z.ZodType): Record<string, z.ZodType> | null {
  const d = def(schema);
  if (d.type === 'pipe') return topFields(d.in as z.ZodType);
  return d.type === 'object' ? (d.shape as Record<string, z.ZodType>) : null;
}
