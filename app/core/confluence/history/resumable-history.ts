import { z } from 'zod';
import { listVersions } from '../../../api/confluence/v1/versions';
import { listPages } from '../../../api/confluence/v2/pages';
import type { ApiSession } from '../../../api/http/session';
import { VersionRef } from '../../../contract/confluence/history.channels';
import type { ResumableKind } from '../../../jobs/journal/resumable';
import type { CoreServices } from '../../services';
import { cleanupWork, type CleanupItem } from './cleanup';
import { rollbackWork, type RollbackItem } from './rollback';
import { locateVersion, sameMoment } from './versions';

export const CLEANUP_KIND = 'confluence.historyCleanup.start';
export const ROLLBACK_KIND = 'confluence.rollback.start';

const CleanupInput = z.object({ pageId: z.string().min(1), remove: z.array(VersionRef), skip: z.string().nullable() });
const RollbackInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('restore'), pageId: z.string().min(1), target: VersionRef, basedOn: VersionRef, restoreTitle: z.boolean(), message: z.string() }),
  z.object({ action: z.literal('trash'), pageId: z.string().min(1), basedOn: VersionRef }),
  z.object({ action: z.literal('skip'), reason: z.string() }),
]);

type Api = Pick<CoreServices, 'api'>;

/**
 * A history clean-up picked up after a stop. Each version is found again by when it was saved before it is
 * deleted (numbers move as versions go), so running a page again deletes only what is still there; a page
 * is settled as done once none of its planned versions is left. Deleted versions cannot come back: there
 * is no roll-back.
 */
export function resumableCleanup(services: Api): ResumableKind<CleanupItem> {
  return {
    kind: CLEANUP_KIND,
    input: CleanupInput,
    work: (connectionId) => async (item, ctx) => cleanupWork(await services.api.session(connectionId))(item, ctx),
    settle: async ({ input }, connectionId, signal) => {
      const session = await services.api.session(connectionId);
      for (const ref of input.remove) if ((await locateVersion(session, input.pageId, ref, signal)) !== null) return false;
      return true;
    },
    // The work itself finds each version again as the preview listed it, and skips the ones already gone.
    recheck: async () => null,
  };
}

/**
 * Whether the page is in the trash, asked of the page list by id and status: a page's versions still list
 * once it is in the trash, so its history cannot tell.
 */
async function inTrash(session: ApiSession, pageId: string, signal: AbortSignal): Promise<boolean> {
  const { items } = await listPages(session, { ids: [pageId], status: ['trashed'] }, { signal, pageSize: 1 });
  return items.length > 0;
}

/** Whether a page's newest version is the roll-back's own restore, or the page is in the trash. */
async function rolledBack(services: Api, input: RollbackItem, connectionId: string, signal: AbortSignal): Promise<boolean> {
  if (input.action === 'skip') return true;
  const session = await services.api.session(connectionId);
  if (input.action === 'trash') return inTrash(session, input.pageId, signal);
  const [current] = (await listVersions(session, input.pageId, { signal, pageSize: 1 })).items;
  if (current === undefined) return false;
  const untouched = current.number === input.basedOn.number && sameMoment(current.createdAt, input.basedOn.createdAt);
  return !untouched && current.message === input.message;
}

/**
 * A roll-back of a run picked up after a stop: a page under way is settled by whether its newest version is
 * the roll-back's own restore (or it is in the trash); the rest are checked by the work itself, which
 * leaves alone a page edited again since the preview.
 */
export function resumableRollback(services: Api): ResumableKind<RollbackItem> {
  return {
    kind: ROLLBACK_KIND,
    input: RollbackInput,
    work: (connectionId) => async (item, ctx) => rollbackWork(await services.api.session(connectionId))(item, ctx),
    settle: ({ input }, connectionId, signal) => rolledBack(services, input, connectionId, signal),
    recheck: async () => null,
  };
}
