import { z } from 'zod';

/** `webhook_subscription`. A `secret` field is never read, should a server ever send one back. */
export const webhookSchema = z.object({
  uuid: z.string(),
  url: z.string(),
  description: z.string().nullish(),
  active: z.boolean(),
  events: z.array(z.string()),
  created_at: z.string().nullish(),
  secret_set: z.boolean().nullish(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const hookEventSchema = z.object({
  event: z.string(),
  category: z.string().nullish(),
  label: z.string().nullish(),
  description: z.string().nullish(),
});
