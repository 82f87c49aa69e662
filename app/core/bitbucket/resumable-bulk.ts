import { z } from 'zod';
import { listHooks } from '../../api/bitbucket/hooks';
import type { ApiSession } from '../../api/http/session';
import { BulkHookAction, BulkPlanItem } from '../../contract/bitbucket/webhooks';
import { agreeing, plural } from '../../contract/words';
import type { ItemWork } from '../../jobs/job-types';
import type { ResumableKind, UndoInput } from '../../jobs/journal/resumable';
import type { CoreServices } from '../services';
import { bulkHookWork, hookChangeWords, type BulkHookItem } from './bulk';
import { setWebhookActive } from './hook-actions';
import type { HookSecretVault } from './secret-vault';

/** A hook of a bulk job as the change journal keeps it: read back to resume it, or to put it back. */
export const BulkHookInput = BulkPlanItem.extend({ workspace: z.string().min(1) });
const Before = z.object({ active: z.boolean() });

export const hookRecoveryWords = {
  gone: 'Already gone: it was deleted since the list was read.',
  alreadyPaused: 'Already paused.',
  alreadyActive: 'Already active.',
  deletedSince: 'It was deleted since, so there is nothing to put back.',
  changedSince: (active: boolean) => `It was changed again since: it is ${active ? 'active' : 'paused'} now, so it was left as it is.`,
} as const;

/**
 * Why a hook a bulk pause or resume changed is not put back (deleted since, or changed again since, or its
 * state before was not recorded), or null when it goes back to the state recorded before the change.
 */
export function putBackRefusal(hook: { active: boolean } | undefined, action: 'pause' | 'resume', before: readonly unknown[]): string | null {
  if (!hook) return hookRecoveryWords.deletedSince;
  if (!Before.safeParse(before[0]).success || hook.active !== (action === 'resume')) return hookRecoveryWords.changedSince(hook.active);
  return null;
}

/** The state a put-back hook gets: the one recorded just before the change. */
export const activeBefore = (before: readonly unknown[]): boolean => Before.parse(before[0]).active;

/** Puts a hook of a bulk pause or resume back as it was, unless it was deleted or changed again since. */
export function putBackHookWork(session: () => Promise<ApiSession>, connectionId: string, action: 'pause' | 'resume'): ItemWork<UndoInput<BulkHookItem>> {
  return async ({ input: { input, before } }, ctx) => {
    const api = await session();
    const hook = (await listHooks(api, input.workspace, { signal: ctx.signal })).find((candidate) => candidate.id === input.hookId);
    const refusal = putBackRefusal(hook, action, before);
    if (refusal !== null) return { skipped: refusal };
    const active = activeBefore(before);
    const scope = { session: api, connectionId, workspace: input.workspace, signal: ctx.signal };
    await ctx.write(active ? 'Resumed webhook' : 'Paused webhook', () => setWebhookActive(scope, input.hookId, active), { words: hookChangeWords(!active, active) });
    return undefined;
  };
}

/**
 * Bulk pause, resume and delete of webhooks, picked up after a stop. A hook's live state settles an
 * uncertain item and rechecks the rest as the preview did; a pause or a resume is put back to the state
 * recorded before it, unless someone changed the hook since. A deleted hook cannot come back (its id and
 * secret are gone), so a delete is only resumed or left.
 */
export function resumableHookBulk(services: Pick<CoreServices, 'api'>, vault: HookSecretVault): ResumableKind<BulkHookItem>[] {
  const session = (connectionId: string): Promise<ApiSession> => services.api.session(connectionId);
  const liveHook = async (connectionId: string, item: BulkHookItem, signal: AbortSignal) =>
    (await listHooks(await session(connectionId), item.workspace, { signal })).find((hook) => hook.id === item.hookId);
  return BulkHookAction.options.map((action): ResumableKind<BulkHookItem> => ({
    kind: `webhooks.${action}`,
    input: BulkHookInput,
    work: (connectionId) => async (item, ctx) => bulkHookWork(await session(connectionId), vault, connectionId)(item, ctx),
    settle: async (item, connectionId, signal) => {
      const hook = await liveHook(connectionId, item.input, signal);
      return action === 'delete' ? hook === undefined : hook !== undefined && hook.active === (action === 'resume');
    },
    recheck: async (item, connectionId, signal) => {
      if (item.input.action === 'skip') return null;
      const hook = await liveHook(connectionId, item.input, signal);
      if (!hook) return hookRecoveryWords.gone;
      if (action === 'pause' && !hook.active) return hookRecoveryWords.alreadyPaused;
      if (action === 'resume' && hook.active) return hookRecoveryWords.alreadyActive;
      return null;
    },
    ...(action === 'delete'
      ? {}
      : {
          undo: {
            kind: `webhooks.${action}.undo`,
            title: (count: number) => `Put back ${plural(count, 'webhook')} as ${agreeing(count, 'it was', 'they were')}`,
            work: (connectionId: string) => putBackHookWork(() => session(connectionId), connectionId, action),
          },
        }),
  }));
}
