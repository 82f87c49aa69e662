import { listHooks } from '../../api/bitbucket/hooks';
import type { ApiSession } from '../../api/http/session';
import { bulkConfirmationPhrase, type BulkHookAction, type BulkPlanItem } from '../../contract/bitbucket/webhooks';
import type { JobRegistry } from '../../jobs/job-registry';
import type { ItemWork } from '../../jobs/job-types';
import { changedSincePreview, PlannedRuns } from '../../jobs/planned-runs';
import { deleteWebhook, setWebhookActive } from './hook-actions';
import { inWorkspaceTerms } from './hook-list';
import type { HookSecretVault } from './secret-vault';
import { previewWords } from '../words';
import { plural } from '../../contract/words';
import { hookWords } from './words';

const PLANS_KEPT = 10;

const actionWords: Record<BulkHookAction, { verb: string; job: string; activity: string; done: string }> = {
  pause: { verb: 'pause', job: 'Pause', activity: 'Paused webhook', done: 'paused' },
  resume: { verb: 'resume', job: 'Resume', activity: 'Resumed webhook', done: 'resumed' },
  delete: { verb: 'delete', job: 'Delete', activity: 'Deleted webhook', done: 'deleted' },
};

/** A hook's state in Activity's before and after: active or paused, or deleted (null). */
export function hookChangeWords(wasActive: boolean, nowActive: boolean | null): { before: string; after: string } {
  const state = (active: boolean) => (active ? 'Active' : 'Paused');
  return { before: state(wasActive), after: nowActive === null ? 'Deleted' : state(nowActive) };
}

interface BulkPlan {
  workspace: string;
  action: BulkHookAction;
  items: BulkPlanItem[];
}

type HookScope = { session: ApiSession; connectionId: string; workspace: string; signal: AbortSignal };

function readHooks(scope: HookScope) {
  return listHooks(scope.session, scope.workspace, { signal: scope.signal }).catch((error: unknown) => {
    throw inWorkspaceTerms(error, scope.workspace);
  });
}

/** Whether the hooks a plan acts on are still there and still need it; a sentence saying what changed, or null. */
async function hooksChangedSince(scope: HookScope, action: BulkHookAction, acting: readonly BulkPlanItem[]): Promise<string | null> {
  const live = new Map((await readHooks(scope)).map((hook) => [hook.id, hook]));
  const gone = acting.filter((item) => !live.has(item.hookId)).length;
  const done = acting.filter((item) => {
    const hook = live.get(item.hookId);
    return hook !== undefined && ((action === 'pause' && !hook.active) || (action === 'resume' && hook.active));
  }).length;
  const changes = [changedSincePreview(gone, acting.length, 'deleted elsewhere', 'webhook'), changedSincePreview(done, acting.length, `${actionWords[action].done} elsewhere`, 'webhook')].filter(
    (change) => change !== null,
  );
  return changes.length > 0 ? changes.join(' ') : null;
}

/** How Activity names the dry run of a bulk pause, resume or delete; its outcome says "Preview only". */
export const BULK_PREVIEW_ACTION = 'Preview of a bulk webhook change';

/** "2 webhooks in workspace acme". */
const hooksIn = (count: number, workspace: string) => `${plural(count, 'webhook')} in workspace ${workspace}`;

/** A planned hook as the job's Activity entries name it. */
const itemTarget = (item: BulkPlanItem, workspace: string) => (item.url ? hookWords(item, workspace) : `Webhook ${item.hookId} in workspace ${workspace}`);

function skipReason(action: BulkHookAction, hook: { active: boolean }, inRotation: boolean): string | null {
  if (inRotation) return 'Part of a secret rotation under way: finish or cancel the rotation first.';
  if (action === 'pause' && !hook.active) return 'Already paused.';
  if (action === 'resume' && hook.active) return 'Already active.';
  return null;
}

/** A planned hook as the job carries it: the plan's line and the workspace it is in. */
export type BulkHookItem = BulkPlanItem & { workspace: string };

/**
 * The work of a bulk pause, resume or delete, per hook: the hook's state just before (active or not) is
 * recorded with the change, so a pause or a resume can be undone after a restart.
 */
export function bulkHookWork(session: ApiSession, vault: HookSecretVault, connectionId: string): ItemWork<BulkHookItem> {
  return async ({ input }, ctx) => {
    if (input.action === 'skip') return { skipped: input.reason ?? 'Left alone by the preview.' };
    const action = input.action;
    const scope = { session, connectionId, workspace: input.workspace, signal: ctx.signal };
    await ctx.write(
      actionWords[action].activity,
      async () => {
        if (action === 'delete') await deleteWebhook(scope, vault, input.hookId);
        else await setWebhookActive(scope, input.hookId, action === 'resume');
      },
      { before: { active: action === 'pause' }, words: hookChangeWords(action === 'pause', action === 'delete' ? null : action === 'resume') },
    );
    return undefined;
  };
}

/** Bulk pause, resume and delete: a dry run that reads every selected hook again, then a confirmed job. */
export class WebhookBulk {
  private readonly plans: PlannedRuns<BulkPlan>;

  constructor(jobs: JobRegistry, now: () => number = Date.now) {
    this.plans = new PlannedRuns(jobs, PLANS_KEPT, now);
  }

  /** Says per selected hook what the action would do, or why it would leave the hook alone. Writes nothing. */
  async plan(scope: HookScope, hookIds: readonly string[], action: BulkHookAction, rotationOf: (hookId: string) => string | null) {
    const hooks = await readHooks(scope);
    const items = [...new Set(hookIds)].map((hookId): BulkPlanItem => {
      const hook = hooks.find((candidate) => candidate.id === hookId);
      if (!hook) return { hookId, description: '', url: '', action: 'skip', reason: 'Already gone: it was deleted since the list was read.' };
      const reason = skipReason(action, hook, rotationOf(hookId) !== null);
      return { hookId, description: hook.description, url: hook.url, action: reason ? 'skip' : action, reason };
    });
    const planId = this.plans.keep(scope.connectionId, { workspace: scope.workspace, action, items });
    const count = items.filter((item) => item.action !== 'skip').length;
    return { planId, items, count, confirmationPhrase: bulkConfirmationPhrase(action, count) };
  }

  /** For the Activity log before the job runs. */
  describePlan(planId: string, connectionId: string): string {
    const plan = this.plans.get(planId, connectionId);
    const count = plan.items.filter((item) => item.action !== 'skip').length;
    return `${actionWords[plan.action].job} ${hooksIn(count, plan.workspace)}`;
  }

  /**
   * The dry run in words for Activity: "Would pause 2 webhooks in workspace acme, and leave 1 selected one
   * alone: Webhook “CI builds” to ci.example.com in workspace acme; …", each hook named as the job names it.
   */
  describePreview(planId: string, connectionId: string): string {
    const { action, workspace, items } = this.plans.get(planId, connectionId);
    const acting = items.filter((item) => item.action !== 'skip');
    return previewWords(
      `Would ${actionWords[action].verb} ${hooksIn(acting.length, workspace)}`,
      acting.map((item) => itemTarget(item, workspace)),
      { count: items.length - acting.length, one: 'selected one' },
    );
  }

  /** Runs a dry run's plan once, as a job, unless a hook it acts on changed since: every change reaches Activity through the job runner. */
  async start(session: ApiSession, vault: HookSecretVault, connectionId: string, planId: string, confirmation: string, signal: AbortSignal): Promise<string> {
    const { jobId } = await this.plans.start<BulkHookItem>({ planId, connectionId, confirmation, signal }, ({ workspace, action, items }) => {
      const acting = items.filter((item) => item.action !== 'skip');
      return {
        verb: actionWords[action].verb,
        count: acting.length,
        phrase: bulkConfirmationPhrase(action, acting.length),
        staleness: (check) => hooksChangedSince({ session, connectionId, workspace, signal: check }, action, acting),
        job: {
          kind: `webhooks.${action}`,
          title: `${actionWords[action].job} ${plural(acting.length, 'webhook')}`,
          items: items.map((item) => ({ key: item.hookId, target: itemTarget(item, workspace), input: { ...item, workspace } })),
          work: bulkHookWork(session, vault, connectionId),
        },
      };
    });
    return jobId;
  }
}
