import { z } from 'zod';
import { PrincipalRef } from '../../../contract/confluence/access.channels';
import { isAppError } from '../../../contract/errors';
import { plural } from '../../../contract/words';
import type { ResumableKind } from '../../../jobs/journal/resumable';
import type { CoreServices } from '../../services';
import { differencesOf, namedRefs, writeRestrictions } from './change';
import { PrincipalDirectory } from './directory';
import { learnNames, namedRestrictions, readRestrictions, refsOf, sameRefs, type RestrictionRefs } from './restrictions';
import { pageChangedSincePreview, treePageWork, type TreeRunPage } from './tree-plan';

/** The job kinds of a tree change and of its rollback, as the journal names them. */
export const TREE_CHANGE_KIND = 'confluence.accessTree.start';
export const TREE_ROLLBACK_KIND = 'confluence.accessTreeRollback.start';

const Refs = z.object({ read: z.array(PrincipalRef), update: z.array(PrincipalRef) });

/** A page of a tree run as the change journal keeps it: read back to resume, roll back or put back the run after a restart. */
export const TreeRunPageInput = z.object({
  id: z.string().min(1),
  title: z.string(),
  depth: z.number().int().min(0),
  before: Refs,
  after: Refs,
  hash: z.string().nullable(),
  leftAlone: z.string().optional(),
  action: z.string(),
  undoAction: z.string(),
});

export const treeRecoveryWords = {
  gone: 'No longer there, or hidden from this connection, so there is nothing to put back.',
  notRecorded: 'What it had before was not recorded, so it was left as it is.',
  changedSince: (differences: readonly string[]) => `Changed again since the tree change, so it was left as it is: ${differences.join(' ')}`,
} as const;

type Api = Pick<CoreServices, 'api'>;

/** Whether the page's lists now equal `expected`; false for a page gone or hidden since. */
async function listsAre(services: Api, connectionId: string, pageId: string, expected: RestrictionRefs, signal: AbortSignal): Promise<boolean> {
  const raw = await readRestrictions(await services.api.session(connectionId), pageId, signal).catch((error: unknown) => {
    if (isAppError(error) && error.info.code === 'NOT_FOUND') return null;
    throw error;
  });
  return raw !== null && sameRefs(refsOf(raw), expected);
}

/**
 * A tree change (or its rollback) picked up after a stop: a page whose write was under way is settled by
 * whether its lists now equal the planned ones; a page not yet written is checked again as the run checks it
 * (it must still have the lists the preview read). The change can be put back from the lists each page had
 * just before its write; a page changed again since is left alone, saying what differs, as Undo of one page does.
 */
function resumableTreeRun(services: Api, kind: string): ResumableKind<TreeRunPage> {
  return {
    kind,
    input: TreeRunPageInput,
    work: (connectionId) => async (item, ctx) => treePageWork(await services.api.session(connectionId))(item, ctx),
    settle: ({ input }, connectionId, signal) => listsAre(services, connectionId, input.id, input.after, signal),
    recheck: async ({ input }, connectionId, signal) => pageChangedSincePreview(await services.api.session(connectionId), input, signal),
  };
}

export function resumableTreeChange(services: Api): ResumableKind<TreeRunPage> {
  return {
    ...resumableTreeRun(services, TREE_CHANGE_KIND),
    undo: {
      kind: `${TREE_CHANGE_KIND}.undo`,
      title: (count) => `Put back the restrictions of ${plural(count, 'page')} as they were before the tree change`,
      work: (connectionId) => async ({ input: { input, before } }, ctx) => {
        const was = Refs.safeParse(before[0]);
        if (!was.success) return { skipped: treeRecoveryWords.notRecorded };
        const session = await services.api.session(connectionId);
        const raw = await readRestrictions(session, input.id, ctx.signal).catch((error: unknown) => {
          if (isAppError(error) && error.info.code === 'NOT_FOUND') return null;
          throw error;
        });
        if (raw === null) return { skipped: treeRecoveryWords.gone };
        if (!sameRefs(refsOf(raw), input.after)) {
          const directory = new PrincipalDirectory(session, ctx.signal);
          learnNames(directory, raw);
          const [current, expected] = await Promise.all([namedRestrictions(raw, directory), namedRefs(input.after, directory)]);
          return { skipped: treeRecoveryWords.changedSince(differencesOf(expected, current)) };
        }
        await ctx.write(input.undoAction, () => writeRestrictions(session, input.id, was.data, ctx.signal), { before: refsOf(raw) });
        return undefined;
      },
    },
  };
}

/** The rollback of a tree change is only resumed or left: putting back a rollback is the change again. */
export const resumableTreeRollback = (services: Api): ResumableKind<TreeRunPage> => resumableTreeRun(services, TREE_ROLLBACK_KIND);
