import { z } from 'zod';
import type { ContentBody } from '../../../contract/confluence/content';

const representationValue = z.looseObject({ representation: z.string().nullish(), value: z.string() });

/**
 * v2 bodies are keyed by representation (`{storage: {representation, value}}`); only the one asked
 * for is filled in. The first present one is kept; an empty object means no body was asked for.
 */
export const v2Body = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((body): ContentBody | null => {
    for (const [key, entry] of Object.entries(body ?? {})) {
      const parsed = representationValue.safeParse(entry);
      if (parsed.success) return { representation: parsed.data.representation ?? key, value: parsed.data.value };
    }
    return null;
  });
