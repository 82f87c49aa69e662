import { randomUUID } from 'node:crypto';
import { listHooks } from '../../api/bitbucket/hooks';
import type { ApiSession } from '../../api/http/session';
import { AppError } from '../../contract/errors';
import { bulkConfirmationPhrase, type BulkHookAction, type BulkPlanItem } from '../../contract/webhooks';
import type { JobRegistry } from '../../jobs/job-registry';
import { BoundedStore } from '../../jobs/bounded-store';
import { deleteWebhook, setWebhookActive } from './hook-actions';
import { inWorkspaceTerms } from './hook-list';
import type { HookSecretVault } from './secret-vault';
import { previewWords } from '../words';
import { plural } from '../../contract/words';
import { hookWords } from './words';

const PLANS_KEPT = 10;
/** A dry run older than this is stale: someone may have paused, resumed or removed hooks since. */
const PLAN_LIFETIME_MS = 30 * 60 * 1000;

const actionWords: Record<BulkHookAction, { verb: string; job: string; activity: string }> = {
  pause: { verb: 'pause', job: 'Pause', activity: 'Paused webhook' },
  resume: { verb: 'resume', job: 'Resume', activity: 'Resumed webhook' },
  delete: { verb: 'delete', job: 'Delete', activity: 'Deleted webhook' },
};

interface BulkPlan {
  connectionId: string;
  workspace: string;
  action: BulkHookAction;
  createdAt: number;
  items: BulkPlanItem[];
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

function confirmationError(message: string): AppError {
  return new AppError('VALIDATION', message, { fields: [{ path: 'confirmation', message }] });
}

/** Bulk pause, resume and delete: a dry run that reads every selected hook again, then a confirmed job. */
export class WebhookBulk {
  private readonly plans = new BoundedStore<BulkPlan>(PLANS_KEPT, 'This preview is no longer available. Run the preview again.');

  constructor(
    private readonly jobs: JobRegistry,
    private readonly now: () => number = Date.now,
  ) {}

  /** Says per selected hook what the action would do, or why it would leave the hook alone. Writes nothing. */
  async plan(
    scope: { session: ApiSession; connectionId: string; workspace: string; signal: AbortSignal },
    hookIds: readonly string[],
    action: BulkHookAction,
    rotationOf: (hookId: string) => string | null,
  ) {
    const hooks = await listHooks(scope.session, scope.workspace, { signal: scope.signal }).catch((error: unknown) => {
      throw inWorkspaceTerms(error, scope.workspace);
    });
    const items = [...new Set(hookIds)].map((hookId): BulkPlanItem => {
      const hook = hooks.find((candidate) => candidate.id === hookId);
      if (!hook) return { hookId, description: '', url: '', action: 'skip', reason: 'Already gone: it was deleted since the list was read.' };
      const reason = skipReason(action, hook, rotationOf(hookId) !== null);
      return { hookId, description: hook.description, url: hook.url, action: reason ? 'skip' : action, reason };
    });
    const planId = randomUUID();
    this.plans.set(planId, { connectionId: scope.connectionId, workspace: scope.workspace, action, createdAt: this.now(), items });
    const count = items.filter((item) => item.action !== 'skip').length;
    return { planId, items, count, confirmationPhrase: bulkConfirmationPhrase(action, count) };
  }

  /** For the Activity log before the job runs. */
  describePlan(planId: string): string {
    const plan = this.plans.get(planId);
    const count = plan.items.filter((item) => item.action !== 'skip').length;
    return `${actionWords[plan.action].job} ${hooksIn(count, plan.workspace)}`;
  }

  /**
   * The dry run in words for Activity: "Would pause 2 webhooks in workspace acme, and leave 1 selected one
   * alone: Webhook “CI builds” to ci.example.com in workspace acme; …", each hook named as the job names it.
   */
  describePreview(planId: string): string {
    const { action, workspace, items } = this.plans.get(planId);
    const acting = items.filter((item) => item.action !== 'skip');
    return previewWords(
      `Would ${actionWords[action].verb} ${hooksIn(acting.length, workspace)}`,
      acting.map((item) => itemTarget(item, workspace)),
      { count: items.length - acting.length, one: 'selected one' },
    );
  }

  /** Runs a dry run's plan once, as a job: every change reaches Activity through the job runner. */
  start(session: ApiSession, vault: HookSecretVault, connectionId: string, planId: string, confirmation: string): string {
    const plan = this.plans.get(planId);
    if (plan.connectionId !== connectionId) throw new AppError('VALIDATION', 'This preview was made for another connection. Run it again here.');
    if (this.now() - plan.createdAt > PLAN_LIFETIME_MS) {
      throw new AppError('CONFLICT', 'This preview is more than 30 minutes old. Run it again to see what would happen now.');
    }
    const count = plan.items.filter((item) => item.action !== 'skip').length;
    if (count === 0) throw confirmationError(`The preview found nothing to ${actionWords[plan.action].verb}.`);
    const phrase = bulkConfirmationPhrase(plan.action, count);
    if (confirmation.trim() !== phrase) throw confirmationError(`Type ${phrase} to confirm.`);
    this.plans.delete(planId);
    const { workspace, action } = plan;
    const { jobId } = this.jobs.start({
      kind: `webhooks.${action}`,
      title: `${actionWords[action].job} ${plural(count, 'webhook')}`,
      connectionId,
      items: plan.items.map((item) => ({ key: item.hookId, target: itemTarget(item, workspace), input: item })),
      work: async ({ input }, ctx) => {
        if (input.action === 'skip') return { skipped: input.reason ?? 'Left alone by the preview.' };
        const scope = { session, connectionId, workspace, signal: ctx.signal };
        await ctx.write(actionWords[action].activity, async () => {
          if (action === 'delete') await deleteWebhook(scope, vault, input.hookId);
          else await setWebhookActive(scope, input.hookId, action === 'resume');
        });
        return undefined;
      },
    });
    return jobId;
  }
}
