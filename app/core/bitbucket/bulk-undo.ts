import { listHooks } from '../../api/bitbucket/hooks';
import type { ApiSession } from '../../api/http/session';
import type { HookBulkUndo } from '../../contract/bitbucket/hook-undo.channels';
import type { BulkPlanItem } from '../../contract/bitbucket/webhooks';
import { confirmationPhrase } from '../../contract/bulk';
import { agreeing, plural } from '../../contract/words';
import type { JobRegistry } from '../../jobs/job-registry';
import type { FinishedJobs } from '../../jobs/journal/finished-jobs';
import type { UndoInput } from '../../jobs/journal/resumable';
import { changedSincePreview, PlannedRuns } from '../../jobs/planned-runs';
import { previewWords } from '../words';
import type { BulkHookItem } from './bulk';
import { inWorkspaceTerms } from './hook-list';
import { activeBefore, BulkHookInput, putBackHookWork, putBackRefusal } from './resumable-bulk';
import { hookWords } from './words';

type PutBackAction = 'pause' | 'resume';
const KINDS: Record<string, PutBackAction> = { 'webhooks.pause': 'pause', 'webhooks.resume': 'resume' };

/** How Activity names the dry run of putting back a bulk pause or resume; its outcome says "Preview only". */
export const BULK_UNDO_PREVIEW_ACTION = 'Preview of putting back a bulk webhook change';

interface UndoPlan {
  jobId: string;
  title: string;
  action: PutBackAction;
  workspace: string;
  /** Every hook the job changed: what the dry run says of it, and the state it had before. */
  hooks: { line: BulkPlanItem; item: BulkHookItem; before: unknown[] }[];
}

/** The phrase that confirms putting back `count` hooks. */
const undoPhrase = (count: number) => confirmationPhrase('roll back', count, 'webhook');
const putBackTitle = (count: number) => `Put back ${plural(count, 'webhook')} as ${agreeing(count, 'it was', 'they were')}`;

type Scope = { session: ApiSession; connectionId: string; signal: AbortSignal };

/**
 * Putting back a finished bulk pause or resume, also one from before a restart: the change journal kept each
 * hook's state before the job. A dry run reads every hook again and says which goes back and which is left
 * alone because it was changed or deleted since; the typed phrase; then a job that checks each hook again.
 */
export class WebhookBulkUndo {
  private readonly plans: PlannedRuns<UndoPlan>;

  constructor(
    jobs: JobRegistry,
    private readonly finished: FinishedJobs,
  ) {
    this.plans = new PlannedRuns(jobs, 10);
  }

  /** The finished bulk pauses and resumes of this workspace that can still be put back, newest first. */
  list(connectionId: string, workspace: string): HookBulkUndo[] {
    return this.finished
      .list(connectionId, Object.keys(KINDS), BulkHookInput)
      .filter((job) => job.changed[0]?.item.input.workspace === workspace)
      .map((job) => ({ jobId: job.jobId, title: job.title, action: KINDS[job.kind] ?? 'pause', at: job.finishedAt, hooks: job.changed.length }));
  }

  /** The dry run: each hook the job changed, read again, with what putting it back would do. Writes nothing. */
  async plan(scope: Scope, jobId: string) {
    const job = this.finished.take(jobId, scope.connectionId, BulkHookInput);
    const action = KINDS[job.kind];
    const workspace = job.changed[0]?.item.input.workspace;
    if (action === undefined || workspace === undefined) throw new Error(`A ${job.kind} job cannot be put back here.`);
    const live = new Map((await readHooks(scope, workspace)).map((hook) => [hook.id, hook]));
    const hooks = job.changed.map(({ item, before }) => {
      const reason = putBackRefusal(live.get(item.input.hookId), action, before);
      const putsBack: BulkPlanItem['action'] = reason !== null ? 'skip' : activeBefore(before) ? 'resume' : 'pause';
      return { line: { ...lineOf(item.input), action: putsBack, reason }, item: item.input, before };
    });
    const planId = this.plans.keep(scope.connectionId, { jobId, title: job.title, action, workspace, hooks });
    const count = countActing(hooks);
    return { planId, title: job.title, items: hooks.map((hook) => hook.line), count, confirmationPhrase: undoPhrase(count) };
  }

  /** The dry run in words for Activity: "Would put back 2 webhooks of “Pause 3 webhooks” as they were, and leave 1 alone: …". */
  describePreview(planId: string, connectionId: string): string {
    const { title, workspace, hooks } = this.plans.get(planId, connectionId);
    const acting = hooks.filter((hook) => hook.line.action !== 'skip');
    return previewWords(
      `Would put back ${plural(acting.length, 'webhook')} of “${title}” as ${agreeing(acting.length, 'it was', 'they were')}`,
      acting.map((hook) => hookWords(hook.line, workspace)),
      { count: hooks.length - acting.length, one: 'webhook' },
    );
  }

  /** For the Activity log before the job runs: "Put back 2 webhooks of “Pause 3 webhooks”". */
  describe(planId: string, connectionId: string): string {
    const { title, hooks } = this.plans.get(planId, connectionId);
    return `Put back ${plural(countActing(hooks), 'webhook')} of “${title}”`;
  }

  /** Runs a dry run once, unless a hook it puts back was changed since; the job is linked to the change it puts back. */
  async start(scope: Scope & { planId: string; confirmation: string }): Promise<string> {
    const { session, connectionId, planId, confirmation, signal } = scope;
    let putsBack = '';
    const started = await this.plans.start<UndoInput<BulkHookItem>>({ planId, connectionId, confirmation, signal }, ({ jobId, action, workspace, hooks }) => {
      putsBack = jobId;
      const acting = hooks.filter((hook) => hook.line.action !== 'skip');
      const leftAlone = new Map(hooks.flatMap((hook) => (hook.line.action === 'skip' ? [[hook.item.hookId, hook.line.reason ?? '']] : [])));
      const work = putBackHookWork(async () => session, connectionId, action);
      return {
        verb: 'roll back',
        count: acting.length,
        phrase: undoPhrase(acting.length),
        staleness: async (check) => {
          const live = new Map((await readHooks({ ...scope, signal: check }, workspace)).map((hook) => [hook.id, hook]));
          const moved = acting.filter((hook) => putBackRefusal(live.get(hook.item.hookId), action, hook.before) !== null).length;
          return changedSincePreview(moved, acting.length, 'changed elsewhere', 'webhook');
        },
        job: {
          kind: `webhooks.${action}.undo`,
          title: putBackTitle(acting.length),
          follows: { jobId, as: 'rollback' },
          // The hooks the dry run leaves alone are listed too, skipped with its reason.
          items: hooks.map((hook) => ({ key: hook.item.hookId, target: hookWords(hook.line, workspace), input: { input: hook.item, before: hook.before } })),
          work: async (item, ctx) => {
            const reason = leftAlone.get(item.key);
            return reason === undefined ? work(item, ctx) : { skipped: reason };
          },
        },
      };
    });
    // Synced before answering: the change is not offered again, even if Orgdesk stops at once.
    await this.finished.markRolledBack(putsBack, started.jobId);
    return started.jobId;
  }
}

const countActing = (hooks: UndoPlan['hooks']) => hooks.filter((hook) => hook.line.action !== 'skip').length;
const lineOf = (item: BulkHookItem): Omit<BulkPlanItem, 'action' | 'reason'> => ({ hookId: item.hookId, description: item.description, url: item.url });

function readHooks(scope: Scope, workspace: string) {
  return listHooks(scope.session, workspace, { signal: scope.signal }).catch((error: unknown) => {
    throw inWorkspaceTerms(error, workspace);
  });
}
