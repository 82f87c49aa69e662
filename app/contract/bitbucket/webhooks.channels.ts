import { z } from 'zod';
import { webhookUrlProblem } from './webhook-url';
import { OnConnection } from '../channels/common';
import { plannedRunChannels } from '../channels/planned-run';
import {
  BulkHookAction,
  BulkPlanItem,
  DemoDeliveryOutcome,
  HookSecretInput,
  ReceiverAnswer,
  ReceiverStatus,
  RotationView,
  SignatureVerdict,
  WebhookSummary,
  WebhookView,
} from './webhooks';

/** The workspace a Bitbucket call works on: the connection's own unless another is named. */
const InWorkspace = z.object({
  workspace: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_.-]{0,61}$/i, 'A workspace ID uses letters, digits, dots, dashes and underscores.')
    .optional(),
});
export const onWorkspace = OnConnection.extend(InWorkspace.shape);

/** Bitbucket spells hook ids `{uuid}`; the braces are added when missing. */
const HookId = z
  .string()
  .trim()
  .regex(/^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i, 'This is not a webhook ID.')
  .transform((id) => `{${id.replace(/^\{|\}$/g, '')}}`);
const onHook = onWorkspace.extend({ hookId: HookId });

/** What the API client accepts: any web address (the demo's receiver is on loopback). */
const HookUrl = z.url({ protocol: /^https?$/, error: 'Enter the full web address that should receive the events, starting with https://' });

/** What an admin may point a hook at: https, a public host name, no credentials (`webhookUrlProblem`). */
const PublicHookUrl = z
  .string()
  .max(4000)
  .superRefine((url, ctx) => {
    const problem = webhookUrlProblem(url);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * An event key such as `repo:push`. Which keys exist is Bitbucket's to say: the core checks them against
 * the live catalogue (`/2.0/hook_events/workspace`) rather than a list written down here.
 */
export const HookEvent = z
  .string()
  .trim()
  .regex(/^[a-z_]{1,40}:[a-z_]{1,60}$/, 'This is not an event a Bitbucket webhook can subscribe to.');

const HookEvents = z
  .array(HookEvent)
  .min(1, 'Choose at least one event.')
  .max(100)
  .refine((events) => new Set(events).size === events.length, 'Each event can be chosen only once.');

/** Write-only: sent to Bitbucket, never returned by any channel. */
const HookSecret = z.string().min(1).max(128, 'A secret has at most 128 characters.');

const HookDescription = z.string().trim().max(255, 'Keep the description under 255 characters.');


/** What the API client sends to create a hook. */
export const CreateHookInput = z.object({
  description: HookDescription,
  url: HookUrl,
  active: z.boolean().default(true),
  events: HookEvents,
  secret: HookSecret.optional(),
});

/** What the API client sends to change a hook: only the fields given. */
export const UpdateHookInput = z.object({
  hookId: HookId,
  changes: z
    .object({
      description: HookDescription,
      url: HookUrl,
      active: z.boolean(),
      events: HookEvents,
      /** A new secret replaces the saved one; null removes it; leaving it out keeps it. */
      secret: HookSecret.nullable(),
    })
    .partial()
    .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Change at least one field.'),
});

export const HookEventType = z.object({
  event: z.string(),
  category: z.string(),
  label: z.string(),
  description: z.string().nullable(),
});

/** How a hook gets a secret: Orgdesk makes a strong one (shown once), or the admin pastes one. */
const SecretChoice = z.discriminatedUnion('kind', [z.object({ kind: z.literal('generate') }), z.object({ kind: z.literal('pasted'), value: HookSecretInput })]);

/** The editable fields of a hook as the form shows them. */
const HookFields = z.object({ description: HookDescription, url: z.string().max(4000), active: z.boolean(), events: HookEvents });

/** A secret made by Orgdesk travels to the window once, in this answer, and is never sent again. */
const WithShownSecret = z.object({ hook: WebhookView, shownSecret: z.string().nullable() });

const onRotation = onWorkspace.extend({ rotationId: z.uuid('This is not a rotation ID.') });

export const bitbucketChannels = {
  /** Every hook of the workspace with what needs attention, plus the rotations under way. */
  'bitbucket.hooks.list': {
    input: onWorkspace,
    output: z.object({
      workspace: z.string(),
      hooks: z.array(WebhookSummary),
      rotations: z.array(RotationView),
      /** Where Orgdesk keeps webhook secrets on this computer. */
      secretsKeptIn: z.enum(['keychain', 'memory']),
      isDemo: z.boolean(),
    }),
  },
  /** The events a workspace webhook can subscribe to, as Bitbucket lists them. */
  'bitbucket.hookEvents.list': { input: OnConnection, output: z.object({ events: z.array(HookEventType) }) },
  'bitbucket.hooks.create': {
    input: onWorkspace.extend({
      description: HookDescription,
      url: PublicHookUrl,
      active: z.boolean().default(true),
      events: HookEvents,
      secret: z.union([SecretChoice, z.object({ kind: z.literal('none') })]),
    }),
    output: WithShownSecret,
    mutates: true,
  },
  /**
   * Saves an edit: `loaded` is the hook as the form opened it, `desired` what the admin wants. Only what
   * the admin changed is sent, never the secret; a field someone else changed meanwhile is a conflict.
   */
  'bitbucket.hooks.update': {
    input: onHook.extend({ loaded: HookFields, desired: HookFields }),
    output: z.object({ hook: WebhookView, changed: z.array(z.string()) }),
    mutates: true,
  },
  'bitbucket.hooks.pause': { input: onHook, output: WebhookView, mutates: true },
  'bitbucket.hooks.resume': { input: onHook, output: WebhookView, mutates: true },
  'bitbucket.hooks.delete': { input: onHook, output: z.object({ deleted: z.literal(true), alreadyGone: z.boolean() }), mutates: true },
  /** Sets or replaces a hook's secret; Orgdesk keeps it in the keychain first. */
  'bitbucket.hookSecrets.update': { input: onHook.extend({ secret: SecretChoice }), output: WithShownSecret, mutates: true },
  /** Removes a hook's secret: deliveries are sent unsigned from then on. */
  'bitbucket.hookSecrets.remove': { input: onHook, output: WebhookView, mutates: true },
  /** The list as CSV: every hook, or the ones given (the rows the screen shows). */
  'bitbucket.hooks.exportCsv': {
    input: onWorkspace.extend({ hookIds: z.array(HookId).max(5000).optional() }),
    output: z.object({ csv: z.string(), rows: z.number().int(), fileName: z.string() }),
  },
  /** Bulk pause, resume or delete: the dry run reads each selected hook again and says what would happen; `start` runs it. */
  ...plannedRunChannels('bitbucket.bulkChanges', {
    plan: {
      input: onWorkspace.extend({ hookIds: z.array(HookId).min(1, 'Select at least one webhook.').max(1000), action: BulkHookAction }),
      output: z.object({ planId: z.string(), items: z.array(BulkPlanItem), count: z.number().int(), confirmationPhrase: z.string() }),
    },
  }),
  /** The signature checker: computed in the core with a hook's kept secret or a pasted one. */
  'bitbucket.signatures.check': {
    input: onWorkspace.extend({
      body: z.string().max(1_048_576, 'Paste at most 1 MB: Bitbucket never sends more than 256 KB.'),
      header: z.string().max(300, 'This is longer than any X-Hub-Signature header.'),
      source: z.discriminatedUnion('kind', [z.object({ kind: z.literal('hook'), hookId: HookId }), z.object({ kind: z.literal('pasted'), secret: HookSecretInput })]),
    }),
    output: SignatureVerdict,
  },
  /** Rotation step 0: notes which hook gets a new secret. */
  'bitbucket.rotations.start': { input: onHook, output: RotationView, mutates: true },
  /** Rotation step 1: a second hook with the new secret (shown once). */
  'bitbucket.rotations.createHook': {
    input: onRotation.extend({ secret: SecretChoice }),
    output: z.object({ rotation: RotationView, shownSecret: z.string().nullable() }),
    mutates: true,
  },
  /** Rotation step 2: the receiver accepts the new secret. */
  'bitbucket.rotations.checkReceiver': { input: onRotation, output: RotationView, mutates: true },
  /** Rotation step 3: the old hook stops sending. */
  'bitbucket.rotations.pauseOld': { input: onRotation, output: RotationView, mutates: true },
  /** Rotation step 4: the old hook is deleted and the new one takes its name. */
  'bitbucket.rotations.deleteOld': { input: onRotation, output: RotationView, mutates: true },
  /** Stops a rotation before the old hook is deleted: the new hook goes, the old one sends again. */
  'bitbucket.rotations.cancel': { input: onRotation, output: RotationView, mutates: true },
  /** "Listen for deliveries": a receiver on this computer's loopback, for this connection's workspace. */
  'bitbucket.receiver.start': { input: onWorkspace, output: ReceiverStatus, mutates: true },
  'bitbucket.receiver.stop': { input: OnConnection, output: ReceiverStatus, mutates: true },
  'bitbucket.receiver.get': { input: OnConnection, output: ReceiverStatus },
  /** How the receiver answers (accept, or fail to watch Bitbucket retry) and whose secret checks signatures. */
  'bitbucket.receiver.update': {
    input: OnConnection.extend({
      answer: ReceiverAnswer.optional(),
      checkWith: z.discriminatedUnion('kind', [z.object({ kind: z.literal('kept') }), z.object({ kind: z.literal('pasted'), secret: HookSecretInput })]).optional(),
    }),
    output: ReceiverStatus,
  },
  /** Demo only: a hook that sends to the receiver, with a secret Orgdesk makes and keeps. */
  'bitbucket.demoHooks.create': { input: onWorkspace.extend({ events: HookEvents }), output: WebhookView, mutates: true },
  /** Demo only: makes an event happen in the demo workspace, so its hooks deliver. */
  'bitbucket.demoEvents.create': {
    input: onWorkspace.extend({ event: HookEvent }),
    output: z.object({ event: z.string(), deliveries: z.array(DemoDeliveryOutcome), paused: z.number().int() }),
    mutates: true,
  },
  /** Demo only: how the deliveries of an event made in the demo ended, or stand while they are still being sent. */
  'bitbucket.demoDeliveries.list': {
    input: onWorkspace.extend({ deliveryIds: z.array(z.uuid('This is not a delivery ID.')).min(1).max(100) }),
    output: z.object({ deliveries: z.array(DemoDeliveryOutcome) }),
  },
} as const;
