import type { z } from 'zod';

export interface ChannelDef {
  input: z.ZodType;
  output: z.ZodType;
  /** Mutating channels are recorded in the Activity log by the dispatcher, success or failure. */
  mutates?: boolean;
}
