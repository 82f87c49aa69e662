import type { ApiSession } from '../../../api/http/session';
import { deleteNotificationScheme, listSchemeProjectMappings } from '../../../api/jira/notification-schemes';
import { isAppError } from '../../../contract/errors';
import type { JobItem, ItemWork } from '../../../jobs/job-types';
import { listSchemesWithUsage, type SchemeUsage } from './scheme-catalog';

export const DELETE_SCHEME_ACTION = 'Delete notification scheme';

/** Schemes no project uses, apart from the default one (new projects get it). */
export async function findOrphanedSchemes(session: ApiSession, signal?: AbortSignal): Promise<SchemeUsage[]> {
  const schemes = await listSchemesWithUsage(session, signal);
  return schemes.filter((scheme) => !scheme.isDefault && scheme.projectIds.length === 0);
}

export interface OrphanToDelete {
  schemeId: string;
  name: string;
  /** Set when the plan decided to leave this scheme alone; the job reports it as skipped with this reason. */
  skip: string | null;
}

/** A scheme as the clean-up's Activity entries name it. */
export const schemeTarget = (name: string) => `Notification scheme “${name}”`;

export function orphanItem(scheme: OrphanToDelete): JobItem<OrphanToDelete> {
  return { key: scheme.schemeId, target: schemeTarget(scheme.name), input: scheme };
}

/**
 * Deletes one orphaned scheme, first checking again that no project took it up since the plan (that
 * one is skipped, with the reason); one already deleted is skipped too.
 */
export function deleteOrphanWork(session: ApiSession): ItemWork<OrphanToDelete> {
  return async ({ input }, ctx) => {
    if (input.skip !== null) return { skipped: input.skip };
    const usage = await listSchemeProjectMappings(session, { schemeIds: [input.schemeId], startAt: 0, maxResults: 1 }, ctx.signal);
    if (usage.items.length > 0) return { skipped: 'A project uses it now, so it is no longer orphaned.' };
    try {
      await ctx.write(DELETE_SCHEME_ACTION, () => deleteNotificationScheme(session, input.schemeId, ctx.signal), { words: { before: 'Used by no project', after: 'Deleted' } });
      return undefined;
    } catch (error) {
      if (!ctx.signal.aborted && isAppError(error) && error.info.code === 'NOT_FOUND') return { skipped: 'It was already deleted.' };
      throw error;
    }
  };
}
