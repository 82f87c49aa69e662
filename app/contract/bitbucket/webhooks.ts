import { z } from 'zod';
import { confirmationPhrase } from '../bulk';

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

/** `no-match`: neither the body as given nor a secret Orgdesk knows explains the signature (a changed body and an unknown secret look alike). */
export const SignatureVerdictKind = z.enum(['valid', 'unsigned', 'wrong-format', 'body-changed', 'wrong-secret', 'no-match', 'no-secret-to-check']);
export type SignatureVerdictKind = z.infer<typeof SignatureVerdictKind>;

export const SignatureVerdict = z.object({
  kind: SignatureVerdictKind,
  valid: z.boolean(),
  /** In words: what was found and, when it is not valid, why. */
  reason: z.string(),
});
export type SignatureVerdict = z.infer<typeof SignatureVerdict>;

/** A hook as Bitbucket describes it (the secret itself never, only whether one is set). */
export const WebhookView = z.object({
  id: z.string(),
  workspace: z.string(),
  description: z.string(),
  url: z.string(),
  active: z.boolean(),
  events: z.array(z.string()),
  createdAt: z.string().nullable(),
  /** Whether deliveries are signed with a saved secret (the secret itself is never shown). */
  secretSaved: z.boolean(),
});
export type WebhookView = z.infer<typeof WebhookView>;

/** One hook as the Webhooks screens show it: `secretKept` when Orgdesk keeps its secret too, so signatures can be checked. */
export const WebhookSummary = WebhookView.extend({
  secretKept: z.boolean(),
  attention: z.array(Attention),
  /** The secret rotation this hook takes part in (as the old or the new hook), if one is under way. */
  rotationId: z.string().nullable(),
});
export type WebhookSummary = z.infer<typeof WebhookSummary>;

/**
 * The steps of a secret rotation: a second hook with the new secret is made, the admin confirms the
 * receiver accepts it, the old hook is paused, then deleted. No delivery is missed on the way.
 */
export const RotationStage = z.enum(['started', 'new-hook-created', 'receiver-confirmed', 'old-hook-paused', 'finished', 'abandoned']);
export type RotationStage = z.infer<typeof RotationStage>;

export const RotationView = z.object({
  id: z.string(),
  workspace: z.string(),
  oldHookId: z.string(),
  oldDescription: z.string(),
  url: z.string(),
  newHookId: z.string().nullable(),
  stage: RotationStage,
  /** How the receiver was confirmed: Orgdesk saw a valid delivery from the new hook, or the admin said so. */
  confirmedBy: z.enum(['delivery', 'admin']).nullable(),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type RotationView = z.infer<typeof RotationView>;

export const BulkHookAction = z.enum(['pause', 'resume', 'delete']);
export type BulkHookAction = z.infer<typeof BulkHookAction>;

/** The dry run of a bulk action, per selected hook: what would be done to it, or why it is left alone. */
export const BulkPlanItem = z.object({
  hookId: z.string(),
  description: z.string(),
  url: z.string(),
  action: z.union([BulkHookAction, z.literal('skip')]),
  reason: z.string().nullable(),
});
export type BulkPlanItem = z.infer<typeof BulkPlanItem>;

/** What the admin types to run a bulk action: `PAUSE 3 WEBHOOKS`, `RESUME 1 WEBHOOK`, `DELETE 4 WEBHOOKS`. */
export const bulkConfirmationPhrase = (action: BulkHookAction, count: number): string => confirmationPhrase(action, count, 'webhook');

/** One delivery that reached Orgdesk's local receiver, as the test-delivery screen shows it. */
export const ReceivedDelivery = z.object({
  id: z.string(),
  receivedAt: z.string(),
  /** From `X-Hook-UUID`, in braces; null when the sender did not say. */
  hookId: z.string().nullable(),
  hookDescription: z.string().nullable(),
  /** From `X-Event-Key`, e.g. `repo:push`. */
  event: z.string().nullable(),
  /** From `X-Attempt-Number`: 2 and 3 are Bitbucket's retries. */
  attempt: z.number().int().nullable(),
  /** Every header but credentials a tunnel may add (Authorization, Cookie). */
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  /** The body as received, cut at 64 KB for the screen (the check uses all of it). */
  body: z.string(),
  bodyBytes: z.number().int(),
  bodyCut: z.boolean(),
  verdict: SignatureVerdict,
  /** What the receiver answered: 200, or 500 when it was told to fail (to watch Bitbucket retry). */
  answered: z.number().int(),
  /** How long reading the delivery took, and how long after Orgdesk triggered the event it arrived. */
  readMs: z.number(),
  afterTriggerMs: z.number().nullable(),
});
export type ReceivedDelivery = z.infer<typeof ReceivedDelivery>;

/**
 * Where an event made in the demo went, one per hook that subscribes to it: still being sent, delivered,
 * failed (no answer in time, refused, an error answer) or not sent (the demo delivers on this computer only).
 */
export const DemoDeliveryOutcome = z.object({
  id: z.string(),
  hookId: z.string(),
  outcome: z.enum(['pending', 'delivered', 'failed', 'not-delivered']),
  /** Why it failed or was not sent, in words; null while it is being sent and once delivered. */
  reason: z.string().nullable(),
  /** How many times it was tried so far, and the receiver's last answer (null when none came). */
  tries: z.number().int(),
  lastStatus: z.number().int().nullable(),
});
export type DemoDeliveryOutcome = z.infer<typeof DemoDeliveryOutcome>;

/**
 * What the local receiver keeps and shows: the newest deliveries, at most this many, and after a burst of
 * that size at most `receiverShowsPerSecond` more a second. Deliveries beyond it are answered and counted
 * (`ReceiverStatus.dropped`), never kept, so a flood cannot fill the core's memory or the window.
 */
export const receiverKeeps = 100;
export const receiverShowsPerSecond = 5;

export const ReceiverAnswer = z.enum(['accept', 'fail']);

export const ReceiverStatus = z.object({
  listening: z.boolean(),
  /** Where Bitbucket (or a tunnel) should send deliveries: this machine, a random port and path. */
  url: z.string().nullable(),
  workspace: z.string().nullable(),
  answer: ReceiverAnswer,
  /** Whose secret checks signatures: the one Orgdesk keeps for the sending hook, or one the admin pasted. */
  checkWith: z.enum(['kept', 'pasted']),
  deliveries: z.array(ReceivedDelivery),
  /** Deliveries that arrived beyond what the receiver keeps, since it started listening: answered, not kept. */
  dropped: z.number().int(),
});
export type ReceiverStatus = z.infer<typeof ReceiverStatus>;
