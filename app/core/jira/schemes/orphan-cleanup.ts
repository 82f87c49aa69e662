import type { ApiSession } from '../../../api/http/session';
import { listAllNotificationSchemes, listAllSchemeProjectMappings, listNotificationSchemes } from '../../../api/jira/notification-schemes';
import { orphanDeletePhrase } from '../../../contract/jira/orphans';
import type { JobRegistry } from '../../../jobs/job-registry';
import { changedSincePreview, PlannedRuns } from '../../../jobs/planned-runs';
import { previewWords } from '../../words';
import { plural } from '../../../contract/words';
import { deleteOrphanWork, orphanItem, schemeTarget } from './orphans';
import { ORPHAN_CLEANUP_KIND } from './resumable-orphans';

export interface OrphanPlanItem {
  schemeId: string;
  name: string;
  action: 'delete' | 'skip';
  /** Why a scheme is skipped, in words; null when it will be deleted. */
  reason: string | null;
}

/** How Activity names the dry run of an orphan clean-up; its outcome says "Preview only". */
export const ORPHAN_PREVIEW_ACTION = 'Preview of deleting orphaned notification schemes';

const orphanCount = (count: number) => plural(count, 'orphaned notification scheme');

/** The site's schemes by id, which of them projects use, and the default one. */
async function readSchemes(session: ApiSession, signal?: AbortSignal) {
  const [schemes, mappings, defaults] = await Promise.all([
    listAllNotificationSchemes(session, [], signal),
    listAllSchemeProjectMappings(session, signal),
    listNotificationSchemes(session, { onlyDefault: true, startAt: 0, maxResults: 1 }, signal),
  ]);
  return { names: new Map(schemes.map((scheme) => [scheme.id, scheme.name])), used: new Set(mappings.map((mapping) => mapping.schemeId)), defaults };
}

/** Whether the schemes a plan deletes are still there and still orphaned; a sentence saying what changed, or null. */
async function schemesChangedSince(session: ApiSession, deleting: readonly OrphanPlanItem[], signal: AbortSignal): Promise<string | null> {
  const { names, used } = await readSchemes(session, signal);
  const gone = deleting.filter((item) => !names.has(item.schemeId)).length;
  const taken = deleting.filter((item) => names.has(item.schemeId) && used.has(item.schemeId)).length;
  const changes = [changedSincePreview(gone, deleting.length, 'deleted elsewhere', 'scheme'), changedSincePreview(taken, deleting.length, 'taken up by a project', 'scheme')].filter(
    (change) => change !== null,
  );
  return changes.length > 0 ? changes.join(' ') : null;
}

/**
 * Orphan clean-up in two steps: a plan (the dry run: what would be deleted and what skipped, nothing
 * written) and a start that takes the typed phrase and runs the plan as a job, refused when a scheme it
 * deletes was deleted or taken up since. The job checks each scheme again just before deleting it, so a
 * project that took one up meanwhile is not left without.
 */
export class OrphanCleanup {
  private readonly plans: PlannedRuns<OrphanPlanItem[]>;

  constructor(jobs: JobRegistry) {
    this.plans = new PlannedRuns(jobs, 10);
  }

  async plan(session: ApiSession, connectionId: string, schemeIds: readonly string[], signal?: AbortSignal) {
    const { names, used, defaults } = await readSchemes(session, signal);
    const items = [...new Set(schemeIds)].map((schemeId): OrphanPlanItem => {
      const name = names.get(schemeId) ?? `Scheme ${schemeId}`;
      if (!names.has(schemeId)) return { schemeId, name, action: 'skip', reason: 'It no longer exists.' };
      if (defaults.items[0]?.id === schemeId) return { schemeId, name, action: 'skip', reason: 'It is the default scheme.' };
      if (used.has(schemeId)) return { schemeId, name, action: 'skip', reason: 'A project uses it now, so it is no longer orphaned.' };
      return { schemeId, name, action: 'delete', reason: null };
    });
    const planId = this.plans.keep(connectionId, items);
    const deleteCount = items.filter((item) => item.action === 'delete').length;
    return { planId, items, deleteCount, confirmationPhrase: orphanDeletePhrase(deleteCount) };
  }

  describe(planId: string, connectionId: string): string {
    return orphanCount(this.plans.get(planId, connectionId).filter((item) => item.action === 'delete').length);
  }

  /**
   * The dry run in words for Activity: "Would delete 3 orphaned notification schemes, and leave 1 selected
   * one alone: Notification scheme “Old desk”; …", each scheme named as the clean-up's entries name it.
   */
  describePreview(planId: string, connectionId: string): string {
    const items = this.plans.get(planId, connectionId);
    const deleting = items.filter((item) => item.action === 'delete');
    return previewWords(
      `Would delete ${orphanCount(deleting.length)}`,
      deleting.map((item) => schemeTarget(item.name)),
      { count: items.length - deleting.length, one: 'selected one' },
    );
  }

  async start(session: ApiSession, connectionId: string, planId: string, confirmation: string, signal: AbortSignal): Promise<string> {
    const { jobId } = await this.plans.start({ planId, connectionId, confirmation, signal }, (items) => {
      const deleting = items.filter((item) => item.action === 'delete');
      return {
        verb: 'delete',
        count: deleting.length,
        phrase: orphanDeletePhrase(deleting.length),
        staleness: (check) => schemesChangedSince(session, deleting, check),
        job: {
          kind: ORPHAN_CLEANUP_KIND,
          title: `Delete ${orphanCount(deleting.length)}`,
          items: items.map((item) => orphanItem({ schemeId: item.schemeId, name: item.name, skip: item.reason })),
          work: deleteOrphanWork(session),
          concurrency: 4,
        },
      };
    });
    return jobId;
  }
}
