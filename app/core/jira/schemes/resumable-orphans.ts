import { z } from 'zod';
import { listAllNotificationSchemes, listSchemeProjectMappings } from '../../../api/jira/notification-schemes';
import type { ResumableKind } from '../../../jobs/journal/resumable';
import type { CoreServices } from '../../services';
import { deleteOrphanWork, type OrphanToDelete } from './orphans';

/** The job kind of an orphan clean-up, as the journal names it. */
export const ORPHAN_CLEANUP_KIND = 'jira.orphanSchemes.delete';

const OrphanInput = z.object({ schemeId: z.string().min(1), name: z.string(), skip: z.string().nullable() });

async function schemeExists(services: Pick<CoreServices, 'api'>, connectionId: string, schemeId: string, signal: AbortSignal): Promise<boolean> {
  const schemes = await listAllNotificationSchemes(await services.api.session(connectionId), [], signal);
  return schemes.some((scheme) => scheme.id === schemeId);
}

/**
 * An orphan clean-up picked up after a stop: a scheme whose delete was under way is settled by whether it
 * still exists; one not yet deleted is checked again (still there, still used by no project) before it
 * goes. A deleted scheme cannot be put back as it was (Jira gives a new one a new id), so there is no
 * roll-back.
 */
export function resumableOrphanCleanup(services: Pick<CoreServices, 'api'>): ResumableKind<OrphanToDelete> {
  return {
    kind: ORPHAN_CLEANUP_KIND,
    input: OrphanInput,
    work: (connectionId) => async (item, ctx) => deleteOrphanWork(await services.api.session(connectionId))(item, ctx),
    settle: async ({ input }, connectionId, signal) => !(await schemeExists(services, connectionId, input.schemeId, signal)),
    recheck: async ({ input }, connectionId, signal) => {
      if (input.skip !== null) return null;
      if (!(await schemeExists(services, connectionId, input.schemeId, signal))) return 'It was already deleted.';
      const usage = await listSchemeProjectMappings(await services.api.session(connectionId), { schemeIds: [input.schemeId], startAt: 0, maxResults: 1 }, signal);
      return usage.items.length > 0 ? 'A project uses it now, so it is no longer orphaned.' : null;
    },
  };
}
