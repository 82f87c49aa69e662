import type { ApiSession } from '../../../api/http/session';
import type { LargeAttachment, AttachmentTypeTotal } from '../../../contract/confluence/attachments.channels';
import type { HistoryPerson, PlanState } from '../../../contract/confluence/content';
import type { JobProgress } from '../../../contract/events';
import { plural } from '../../../contract/words';
import { BoundedStore } from '../../../jobs/bounded-store';
import type { JobRegistry } from '../../../jobs/job-registry';
import { pagesOf, pageTarget } from '../shared/page-set';
import { namePeople } from '../shared/people';
import { AttachmentScan, attachmentScanWork } from './attachments';

/** Scans kept to be read back; an older one is gone and run again. */
const SCANS_KEPT = 4;
/** Pages whose attachments are read at once. */
const PAGES_AT_ONCE = 6;

/** How far a scan has got, in the words every dry run that is a job uses. */
export function scanState(state: JobProgress['state']): PlanState {
  if (state === 'completed') return 'ready';
  return state === 'cancelled' || state === 'cancelling' ? 'stopped' : 'running';
}

export interface LargestAttachmentsView {
  state: PlanState;
  largest: LargeAttachment[];
  byType: AttachmentTypeTotal[];
  files: number;
  bytes: number;
  people: HistoryPerson[];
}

/**
 * The largest files of a space: no API lists a space's attachments by size, so a scan reads every page's
 * attachments as a job, and the latest few scans are kept to read back while and after it runs.
 */
export class LargestAttachments {
  private readonly scans = new BoundedStore<AttachmentScan>(SCANS_KEPT, 'This scan of attachments is no longer available. Run it again.');

  constructor(private readonly jobs: JobRegistry) {}

  async start(session: ApiSession, connectionId: string, spaceId: string, signal: AbortSignal): Promise<{ jobId: string; pages: number }> {
    const pages = await pagesOf(session, { kind: 'space', spaceId }, signal);
    const scan = new AttachmentScan(connectionId);
    const { jobId } = this.jobs.start({
      kind: 'confluence.largestAttachments.start',
      title: `Find the largest attachments of ${plural(pages.length, 'page')}`,
      items: pages.map((page) => ({ key: page.id, target: pageTarget(page.title), input: { id: page.id, title: page.title } })),
      work: attachmentScanWork(session, scan),
      connectionId,
      concurrency: PAGES_AT_ONCE,
    });
    this.scans.set(jobId, scan);
    return { jobId, pages: pages.length };
  }

  /** What the scan found so far, with the uploaders named; a scan made on another connection shows nothing. */
  async view(jobId: string, connectionId: string, openSession: () => Promise<ApiSession>, signal: AbortSignal): Promise<LargestAttachmentsView> {
    const scan = this.scans.get(jobId);
    if (scan.connectionId !== connectionId) return { state: 'stopped', largest: [], byType: [], files: 0, bytes: 0, people: [] };
    const summary = scan.summary();
    const people = await namePeople(await openSession(), summary.largest.map((file) => file.authorId), signal);
    return { state: scanState(this.jobs.get(jobId).state), ...summary, people };
  }
}
