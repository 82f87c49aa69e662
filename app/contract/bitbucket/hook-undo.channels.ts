import { z } from 'zod';
import { OnConnection } from '../channels/common';
import { plannedRunChannels } from '../channels/planned-run';
import { BulkPlanItem, WebhookView } from './webhooks';
import { onWorkspace } from './webhooks.channels';

/** A change to one webhook (an edit, a pause, a resume) that Undo can still put back, kept in the change journal. */
export const HookEditUndo = z.object({
  undoId: z.string(),
  hookId: z.string(),
  /** The hook as it is named on screen: its description, or where it sends. */
  hook: z.string(),
  at: z.string(),
  /** What Undo puts back, in words: `description “Builds” → “CI builds”`, `paused again`. */
  putsBack: z.array(z.string()),
});
export type HookEditUndo = z.infer<typeof HookEditUndo>;

/** A finished bulk pause or resume whose hooks can still be put back as they were, from the change journal. */
export const HookBulkUndo = z.object({
  jobId: z.string(),
  /** The job as it was named when it ran: `Pause 3 webhooks`. */
  title: z.string(),
  action: z.enum(['pause', 'resume']),
  /** When it finished. */
  at: z.string(),
  /** How many hooks it changed. */
  hooks: z.number().int(),
});
export type HookBulkUndo = z.infer<typeof HookBulkUndo>;

const UndoId = z.uuid('This change cannot be undone here.');
const JobId = z.string().trim().min(1, 'Choose a change to put back.').max(100, 'This is not a change Orgdesk made.');

/** Undo of webhook changes, also after a restart: single changes to a hook, and finished bulk pauses and resumes. */
export const bitbucketHookUndoChannels = {
  /** What Undo can still put back in a workspace: the newest change to each hook, and the bulk pauses and resumes, newest first. */
  'bitbucket.hookUndos.list': { input: onWorkspace, output: z.object({ edits: z.array(HookEditUndo), bulk: z.array(HookBulkUndo) }) },
  /** Puts a hook back as it was before one change; refused, saying what differs, when the hook was changed again since. The secret is never sent. */
  'bitbucket.hookEdits.restore': { input: OnConnection.extend({ undoId: UndoId }), output: z.object({ hook: WebhookView }), mutates: true },
  /**
   * Putting back a finished bulk pause or resume: the dry run reads each hook it changed and says which goes
   * back and which is left alone because it was changed or deleted since; `start` runs it as a job.
   */
  ...plannedRunChannels('bitbucket.bulkUndo', {
    plan: {
      input: OnConnection.extend({ jobId: JobId }),
      output: z.object({ planId: z.string(), title: z.string(), items: z.array(BulkPlanItem), count: z.number().int(), confirmationPhrase: z.string() }),
    },
  }),
} as const;
