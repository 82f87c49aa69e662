import { z } from 'zod';

/**
 * Shapes and rules of the Webhooks area that both the core and the screens use (the URL rule is in
 * `webhook-url.ts`). Nothing here ever carries a webhook secret, except `HookSecretInput`, which only
 * goes from the window to the core.
 */

/** What about a hook needs the admin's attention, worst first. */
export const AttentionKind = z.enum(['private-address', 'plain-http', 'no-secret', 'duplicate-url', 'paused']);
export type AttentionKind = z.infer<typeof AttentionKind>;

export const Attention = z.object({ kind: AttentionKind, text: z.string() });
export type Attention = z.infer<typeof Attention>;

/** Short names for filters and chips; `Attention.text` says the whole thing for one hook. */
export const attentionLabels: Record<AttentionKind, string> = {
  'private-address': 'Private address',
  'plain-http': 'Plain http',
  'no-secret': 'Not signed',
  'duplicate-url': 'Same address twice',
  paused: 'Paused',
};

/** A secret an admin pasted: what Bitbucket accepts (at most 128 characters), with no control characters. */
export const HookSecretInput = z
  .string()
  .min(1, 'Enter the secret, or let Orgdesk make one.')
  .max(128, 'A webhook secret has at most 128 characters.')
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), 'A secret cannot contain line breaks, tabs or other control characters.');

/** Shorter pasted secrets are accepted (a receiver may already use one) but said to be weak. */
export const strongSecretLength = 24;

export const SignatureVerdictKind = z.enum(['valid', 'unsigned', 'wrong-format', 'body-changed', 'wrong-secret', 'no-secret-to-check']);
export type SignatureVerdictKind = z.infer<typeof SignatureVerdictKind>;

export const SignatureVerdict = z.object({
  kind: SignatureVerdictKind,
  valid: z.boolean(),
  /** In words: what was found and, when it is not valid, why. */
  reason: z.string(),
});
export type SignatureVerdict = z.infer<typeof SignatureVerdict>;

/** One hook as the Webhooks screens show it. `signed`: Bitbucket has a secret for it; `secretKept`: Orgdesk keeps that secret too. */
export const WebhookSummary = z.object({
  id: z.string(),
  workspace: z.string(),
  description: z.string(),
  url: z.string(),
  active: z.boolean(),
  events: z.array(z.string()),
  createdAt: z.string().nullable(),
  signed: z.boolean(),
  secretKept: z.boolean(),
  attention: z.array(Attention),
  /** The secret rotation this hook takes part in (as the old or the new hook), if one is under way. */
  rotationId: z.string().nullable(),
});
export type WebhookSummary = z.infer<typeof WebhookSummary>;
