import { z } from 'zod';
import { getVersion } from '../../../api/jira/versions';
import { JiraVersionView } from '../../../contract/jira/models';
import type { ResumableKind } from '../../../jobs/journal/resumable';
import type { CoreServices } from '../../services';
import { countProblems, notFound, readTargetCounts, removalWork, type RemovalItem } from './removal-job';
import { removalChangedSince, VERSION_REMOVAL_KIND } from './version-removal';

const VersionCounts = z.object({
  versionId: z.string().min(1),
  fields: z.array(z.object({ field: z.string().min(1), label: z.string(), issues: z.number().int().min(0) })),
  unresolved: z.number().int().min(0),
});

const RemovalInput = z.object({
  review: z.object({
    version: z.object({ id: z.string().min(1), name: z.string(), projectId: z.string().min(1) }),
    lines: z.array(
      z.object({ field: z.string().min(1), label: z.string(), issues: z.number().int().min(0), to: z.object({ id: z.string().min(1), name: z.string() }).nullable(), sentence: z.string() }),
    ),
    untouched: z.array(z.string()),
  }),
  counts: VersionCounts,
  targets: z.array(JiraVersionView),
});

/** What the removal's write recorded before it left: the counts of the versions the issues go to. */
const TargetCountsBefore = z.array(VersionCounts);

/**
 * A removal of a version picked up after a stop. One under way is settled as done when the version is gone
 * and each version its issues go to gained what moved (against the counts recorded just before the write);
 * one not yet made is checked again as the preview's start checks it (the version there with the same counts,
 * the versions the issues go to still there and unreleased). There is no roll-back: Jira gives a version made
 * again a new id, and the issues that moved no longer say which of them named the removed one.
 */
export function resumableVersionRemoval(services: Pick<CoreServices, 'api'>): ResumableKind<RemovalItem> {
  return {
    kind: VERSION_REMOVAL_KIND,
    input: RemovalInput,
    work: (connectionId) => async (item, ctx) => removalWork(await services.api.session(connectionId))(item, ctx),
    settle: async ({ input }, connectionId, signal, before) => {
      const session = await services.api.session(connectionId);
      if (!(await notFound(getVersion(session, input.review.version.id, signal)))) return false;
      const recorded = TargetCountsBefore.safeParse(before[0]);
      // Without the counts from just before (never the case for a removal this Orgdesk made), gone is what is known.
      if (!recorded.success) return true;
      const then = new Map(recorded.data.map((counts) => [counts.versionId, counts]));
      return countProblems(input.review.lines, then, await readTargetCounts(session, input.review.lines, signal)).length === 0;
    },
    recheck: async ({ input }, connectionId, signal) => removalChangedSince(await services.api.session(connectionId), input, signal),
  };
}
