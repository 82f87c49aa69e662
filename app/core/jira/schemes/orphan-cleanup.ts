import { randomUUID } from 'node:crypto';
import type { ApiSession } from '../../../api/http/session';
import { listAllNotificationSchemes, listAllSchemeProjectMappings, listNotificationSchemes } from '../../../api/jira/notification-schemes';
import { AppError } from '../../../contract/errors';
import { orphanDeletePhrase } from '../../../contract/jira/orphans';
import type { JobRegistry } from '../../../jobs/job-registry';
import { BoundedStore } from '../../../jobs/bounded-store';
import { previewWords } from '../../words';
import { plural } from '../../../contract/words';
import { deleteOrphanWork, orphanItem, schemeTarget } from './orphans';

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

interface StoredPlan {
  connectionId: string;
  items: OrphanPlanItem[];
}

/**
 * Orphan clean-up in two steps: a plan (the dry run: what would be deleted and what skipped, nothing
 * written) and a start that takes the typed phrase and runs the plan as a job. The job checks each
 * scheme again just before deleting it, so a project that took one up meanwhile is not left without.
 */
export class OrphanCleanup {
  private readonly plans = new BoundedStore<StoredPlan>(10, 'This plan is no longer available. Plan the clean-up again.');

  constructor(private readonly jobs: JobRegistry) {}

  async plan(session: ApiSession, connectionId: string, schemeIds: readonly string[], signal?: AbortSignal) {
    const [schemes, mappings, defaults] = await Promise.all([
      listAllNotificationSchemes(session, [], signal),
      listAllSchemeProjectMappings(session, signal),
      listNotificationSchemes(session, { onlyDefault: true, startAt: 0, maxResults: 1 }, signal),
    ]);
    const names = new Map(schemes.map((scheme) => [scheme.id, scheme.name]));
    const used = new Set(mappings.map((mapping) => mapping.schemeId));
    const items = [...new Set(schemeIds)].map((schemeId): OrphanPlanItem => {
      const name = names.get(schemeId) ?? `Scheme ${schemeId}`;
      if (!names.has(schemeId)) return { schemeId, name, action: 'skip', reason: 'It no longer exists.' };
      if (defaults.items[0]?.id === schemeId) return { schemeId, name, action: 'skip', reason: 'It is the default scheme.' };
      if (used.has(schemeId)) return { schemeId, name, action: 'skip', reason: 'A project uses it now, so it is no longer orphaned.' };
      return { schemeId, name, action: 'delete', reason: null };
    });
    const planId = randomUUID();
    this.plans.set(planId, { connectionId, items });
    const deleteCount = items.filter((item) => item.action === 'delete').length;
    return { planId, items, deleteCount, confirmationPhrase: orphanDeletePhrase(deleteCount) };
  }

  describe(planId: string): string {
    return orphanCount(this.plans.get(planId).items.filter((item) => item.action === 'delete').length);
  }

  /**
   * The dry run in words for Activity: "Would delete 3 orphaned notification schemes, and leave 1 selected
   * one alone: Notification scheme “Old desk”; …", each scheme named as the clean-up's entries name it.
   */
  describePreview(planId: string): string {
    const { items } = this.plans.get(planId);
    const deleting = items.filter((item) => item.action === 'delete');
    return previewWords(
      `Would delete ${orphanCount(deleting.length)}`,
      deleting.map((item) => schemeTarget(item.name)),
      { count: items.length - deleting.length, one: 'selected one' },
    );
  }

  start(session: ApiSession, connectionId: string, planId: string, confirmation: string): string {
    const plan = this.plans.get(planId);
    if (plan.connectionId !== connectionId) throw new AppError('VALIDATION', 'This plan was made for another connection. Plan the clean-up again here.');
    const count = plan.items.filter((item) => item.action === 'delete').length;
    if (count === 0) throw new AppError('VALIDATION', 'The plan found nothing to delete.');
    const phrase = orphanDeletePhrase(count);
    if (confirmation.trim() !== phrase) {
      throw new AppError('VALIDATION', `Type ${phrase} to confirm.`, { fields: [{ path: 'confirmation', message: `Type ${phrase} to confirm.` }] });
    }
    this.plans.delete(planId);
    const { jobId } = this.jobs.start({
      kind: 'jira.orphanSchemes.delete',
      title: `Delete ${orphanCount(count)}`,
      items: plan.items.map((item) => orphanItem({ schemeId: item.schemeId, name: item.name, skip: item.reason })),
      work: deleteOrphanWork(session),
      concurrency: 4,
      connectionId,
    });
    return jobId;
  }
}
