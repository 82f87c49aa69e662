import { z } from 'zod';
import { OnConnection } from './common';

/** The workspace a Bitbucket call works on: the connection's own unless another is named. */
const InWorkspace = z.object({
  workspace: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_.-]{0,61}$/i, 'A workspace ID uses letters, digits, dots, dashes and underscores.')
    .optional(),
});
const onWorkspace = OnConnection.extend(InWorkspace.shape);

/** Bitbucket spells hook ids `{uuid}`; the braces are added when missing. */
const HookId = z
  .string()
  .trim()
  .regex(/^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i, 'This is not a webhook ID.')
  .transform((id) => `{${id.replace(/^\{|\}$/g, '')}}`);

const HookUrl = z.url({ protocol: /^https?$/, error: 'Enter the full web address that should receive the events, starting with https://' });

/** The event keys the spec allows a webhook to subscribe to (`hook_event.event`). */
export const HookEvent = z.enum(
  [
    'issue:comment_created',
    'issue:created',
    'issue:updated',
    'pipeline:span_created',
    'project:updated',
    'pullrequest:approved',
    'pullrequest:changes_request_created',
    'pullrequest:changes_request_removed',
    'pullrequest:comment_created',
    'pullrequest:comment_deleted',
    'pullrequest:comment_reopened',
    'pullrequest:comment_resolved',
    'pullrequest:comment_updated',
    'pullrequest:created',
    'pullrequest:fulfilled',
    'pullrequest:push',
    'pullrequest:rejected',
    'pullrequest:unapproved',
    'pullrequest:updated',
    'repo:commit_comment_created',
    'repo:commit_status_created',
    'repo:commit_status_updated',
    'repo:created',
    'repo:deleted',
    'repo:fork',
    'repo:imported',
    'repo:push',
    'repo:transfer',
    'repo:updated',
  ],
  { error: 'This is not an event a Bitbucket webhook can subscribe to.' },
);

const HookEvents = z
  .array(HookEvent)
  .min(1, 'Choose at least one event.')
  .refine((events) => new Set(events).size === events.length, 'Each event can be chosen only once.');

/** Write-only: sent to Bitbucket, never returned by any channel. */
const HookSecret = z.string().min(1).max(128, 'A secret has at most 128 characters.');

const HookDescription = z.string().trim().max(255, 'Keep the description under 255 characters.');

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

export const CreateHookInput = InWorkspace.extend({
  description: HookDescription,
  url: HookUrl,
  active: z.boolean().default(true),
  events: HookEvents,
  secret: HookSecret.optional(),
});

export const UpdateHookInput = InWorkspace.extend({
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

export const bitbucketChannels = {
  'bitbucket.hooks.list': { input: onWorkspace, output: z.object({ workspace: z.string(), hooks: z.array(WebhookView) }) },
  'bitbucket.hooks.get': { input: onWorkspace.extend({ hookId: HookId }), output: WebhookView },
  'bitbucket.hooks.create': { input: CreateHookInput.extend(OnConnection.shape), output: WebhookView, mutates: true },
  'bitbucket.hooks.update': { input: UpdateHookInput.extend(OnConnection.shape), output: WebhookView, mutates: true },
  'bitbucket.hooks.delete': {
    input: onWorkspace.extend({ hookId: HookId }),
    output: z.object({ deleted: z.literal(true) }),
    mutates: true,
  },
  /** The events a workspace webhook can subscribe to. */
  'bitbucket.hookEvents.list': {
    input: OnConnection,
    output: z.object({ events: z.array(HookEventType) }),
  },
} as const;
