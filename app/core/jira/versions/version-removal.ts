import type { ApiSession } from '../../../api/http/session';
import { getVersion, listProjectVersions } from '../../../api/jira/versions';
import { isAppError } from '../../../contract/errors';
import { VERSION_REMOVAL_PHRASE } from '../../../contract/jira/versions';
import type { JobRegistry, StartedJob } from '../../../jobs/job-registry';
import { changedSincePreview, PlannedRuns } from '../../../jobs/planned-runs';
import { movesInWords, removalItem, removalWork, versionTarget, type RemovalItem } from './removal-job';
import { readRemoval, type RemovalPlan } from './removal-review';
import { readVersionCounts, type VersionCounts } from './version-counts';

/** The job kind of a removal, as the journal names it. */
export const VERSION_REMOVAL_KIND = 'jira.versionRemoval.start';

/** How Activity names the dry run of a removal; its outcome says "Preview only". */
export const REMOVAL_PREVIEW_ACTION = 'Preview of removing a version, moving its issues';

/** "Fix version 12 → 13" for each field whose count moved, or an empty list. */
function countsMoved(then: VersionCounts, now: VersionCounts): string[] {
  const before = new Map(then.fields.map((field) => [field.field, field.issues]));
  return now.fields.flatMap((field) => {
    const was = before.get(field.field) ?? 0;
    return was === field.issues ? [] : [`${field.label} ${was.toLocaleString('en')} → ${field.issues.toLocaleString('en')}`];
  });
}

/**
 * Whether the world still matches the plan: the version is there with the same counts per field, and every
 * version its issues go to is still there and, if it was unreleased, still unreleased. A sentence saying what
 * changed, or null.
 */
export async function removalChangedSince(session: ApiSession, kept: RemovalItem, signal: AbortSignal): Promise<string | null> {
  const { version } = kept.review;
  const current = await getVersion(session, version.id, signal).catch((error: unknown) => {
    if (isAppError(error) && error.info.code === 'NOT_FOUND') return null;
    throw error;
  });
  if (current === null) return changedSincePreview(1, 1, 'removed elsewhere', 'version');
  const [counts, siblings] = await Promise.all([readVersionCounts(session, version.id, signal), listProjectVersions(session, version.projectId, signal)]);
  const moved = countsMoved(kept.counts, counts);
  const byId = new Map(siblings.map((sibling) => [sibling.id, sibling]));
  const gone = kept.targets.filter((target) => !byId.has(target.id)).length;
  const released = kept.targets.filter((target) => !target.released && byId.get(target.id)?.released === true).length;
  const changes = [
    moved.length > 0 ? `The issues naming “${version.name}” changed since the preview (${moved.join(', ')}).` : null,
    changedSincePreview(gone, kept.targets.length, 'removed', 'version the issues go to', 'versions the issues go to'),
    changedSincePreview(released, kept.targets.length, 'released', 'version the issues go to', 'versions the issues go to'),
  ].filter((change) => change !== null);
  return changes.length > 0 ? changes.join(' ') : null;
}

/**
 * Removing a version, moving its issues, as a planned run: a plan (the dry run, read live: how many issues
 * name the version in each field and where they go, nothing written) and a start that takes the typed
 * phrase and runs the removal as a job, refused when the version, its counts or a destination changed since.
 */
export class VersionRemovals {
  private readonly plans: PlannedRuns<RemovalItem>;

  constructor(jobs: JobRegistry) {
    this.plans = new PlannedRuns(jobs, 10);
  }

  async plan(session: ApiSession, connectionId: string, plan: RemovalPlan, signal?: AbortSignal) {
    const { review, counts, targets } = await readRemoval(session, plan, signal);
    const planId = this.plans.keep(connectionId, { review, counts, targets });
    return { planId, ...review, confirmationPhrase: VERSION_REMOVAL_PHRASE };
  }

  /** The version as Activity names it: "Version “2.0”". */
  describe(planId: string, connectionId: string): string {
    return versionTarget(this.plans.get(planId, connectionId).review.version.name);
  }

  /** The dry run in words for Activity: "Would remove version “2.0”, moving its issues: 12 issues: Fix version moves to “2.1”." */
  describePreview(planId: string, connectionId: string): string {
    const { review } = this.plans.get(planId, connectionId);
    return `Would remove version “${review.version.name}”, moving its issues: ${movesInWords(review.lines)}`;
  }

  start(session: ApiSession, connectionId: string, planId: string, confirmation: string, signal: AbortSignal): Promise<StartedJob> {
    return this.plans.start({ planId, connectionId, confirmation, signal }, (kept) => ({
      verb: 'remove',
      count: 1,
      phrase: VERSION_REMOVAL_PHRASE,
      staleness: (check) => removalChangedSince(session, kept, check),
      job: {
        kind: VERSION_REMOVAL_KIND,
        title: `Remove version “${kept.review.version.name}”`,
        items: [removalItem(kept)],
        work: removalWork(session),
      },
    }));
  }
}
