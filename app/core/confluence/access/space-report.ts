import { searchContentWithRestrictions, type RestrictedContent } from '../../../api/confluence/v1/content-search';
import { searchContent } from '../../../api/confluence/v1/search';
import { getSpace } from '../../../api/confluence/v2/spaces';
import type { ApiSession } from '../../../api/http/session';
import { REPORT_FLAG_WORDS, type Principal, type ReportFlag, type ReportRow, type RestrictedPagesReport } from '../../../contract/confluence/access.channels';
import { AppError } from '../../../contract/errors';
import { BoundedStore } from '../../../jobs/bounded-store';
import type { JobRegistry } from '../../../jobs/job-registry';
import type { ItemWork } from '../../../jobs/job-types';
import { toCsv } from '../../csv';
import { countedDirectory } from './counted-session';
import { isRestricted, refKey } from './restrictions';

/**
 * Every page of a space with its own restrictions, read 250 at a time through content search (one
 * request per 250 pages instead of one per page), then what an auditor asks: pages restricted directly,
 * pages restricted through a page above, restrictions naming deactivated accounts or deleted groups,
 * pages only one person can edit, and whether the home page is restricted.
 */

const BATCH = 250;

interface ReportRecord {
  connectionId: string;
  spaceName: string;
  homepageId: string | null;
  pages: Map<string, RestrictedContent>;
  /** The cursor each batch starts from, set when the batch before it ends. */
  cursors: Map<number, string>;
  finished: boolean;
  /** A batch found no further page. */
  ended: boolean;
  requests: number;
  built: Promise<Omit<RestrictedPagesReport, 'state'>> | null;
}

function keysOf(list: RestrictedContent['read']): string[] {
  return [...list.users.flatMap((user) => (user.accountId === null ? [] : [refKey({ type: 'user', id: user.accountId })])), ...list.groups.map((group) => refKey({ type: 'group', id: group.id ?? group.name }))];
}

export class SpaceReports {
  private readonly reports = new BoundedStore<ReportRecord>(10, 'This report is gone (Orgdesk keeps the last ten). Run it again.');

  constructor(private readonly jobs: JobRegistry) {}

  async start(session: ApiSession, connectionId: string, spaceId: string, signal: AbortSignal): Promise<{ jobId: string; pages: number; spaceName: string }> {
    const space = await getSpace(session, spaceId, {}, signal);
    const cql = `space = "${space.key.replace(/["\\]/g, '')}" and type = page`;
    const count = await searchContent(session, { cql, limit: 1, excerpt: 'none' }, { signal });
    const total = count.totalSize ?? 0;
    const record: ReportRecord = { connectionId, spaceName: space.name, homepageId: space.homepageId, pages: new Map(), cursors: new Map(), finished: false, ended: false, requests: 2, built: null };
    const batches = Math.max(1, Math.ceil(total / BATCH));
    // The size only sets how many batches there are and how many pages the progress bar counts: the cursor decides where reading ends.
    // A batch after the end has nothing to read; the last batch reads on while pages keep coming.
    const work: ItemWork<number> = async ({ input: index }, ctx) => {
      if (record.ended) return { skipped: 'The space has no more pages.' };
      let cursor = record.cursors.get(index);
      if (index > 0 && cursor === undefined) throw new AppError('UPSTREAM', 'The pages before these could not be read, so Orgdesk cannot tell where these start.');
      for (let round = 0; round < 1000; round += 1) {
        const page = await searchContentWithRestrictions(session, cql, { cursor, signal: ctx.signal, pageSize: BATCH });
        record.requests += 1;
        for (const item of page.items) record.pages.set(item.id, item);
        if (page.nextCursor === null) {
          record.ended = true;
          return undefined;
        }
        if (index < batches - 1) {
          record.cursors.set(index + 1, page.nextCursor);
          return undefined;
        }
        cursor = page.nextCursor;
      }
      return undefined;
    };
    const { jobId, finished } = this.jobs.start({
      kind: 'confluence.restrictedPages.start',
      title: `Read the restrictions of ${total.toLocaleString('en')} pages in ${space.name}`,
      // The job counts pages, not requests: each batch weighs the pages it reads.
      items: Array.from({ length: batches }, (_, index) => ({
        key: `batch-${index + 1}`,
        target: `Pages ${(index * BATCH + 1).toLocaleString('en')}–${Math.min(total, (index + 1) * BATCH).toLocaleString('en')}`,
        input: index,
        weight: Math.max(0, Math.min(BATCH, total - index * BATCH)),
      })),
      work,
      connectionId,
      // The batches follow each other's cursors.
      concurrency: 1,
    });
    this.reports.set(jobId, record);
    void finished.then(() => {
      record.finished = true;
    });
    return { jobId, pages: total, spaceName: space.name };
  }

  /** The report; once the job ends, the people and groups it names are looked up on the first read (and counted in its requests). */
  async view(jobId: string, connectionId: string, session: ApiSession, signal: AbortSignal): Promise<RestrictedPagesReport> {
    const record = this.record(jobId, connectionId);
    const progress = this.jobs.get(jobId);
    const state = progress.state === 'cancelled' || progress.state === 'cancelling' || (record.finished && progress.failed > 0) ? 'stopped' : record.finished ? 'ready' : 'running';
    if (state === 'running') return { state, spaceName: record.spaceName, pagesRead: record.pages.size, home: null, rows: [], principals: [], byDepth: [], bySection: [], requests: record.requests };
    record.built ??= build(record, session, signal);
    return { state, ...(await record.built) };
  }

  async csv(jobId: string, connectionId: string, session: ApiSession, signal: AbortSignal): Promise<{ csv: string; rows: number; fileName: string }> {
    const report = await this.view(jobId, connectionId, session, signal);
    if (report.state === 'running') throw new AppError('VALIDATION', 'The report is still being made. Save it when it has finished.');
    const names = new Map(report.principals.map((principal) => [refKey(principal), principal]));
    const words = (keys: string[]) => keys.map((key) => names.get(key)?.name ?? key).join('; ');
    const header = ['Page', 'Page id', 'Depth', 'Section', 'Who can view (set here)', 'Who can edit (set here)', 'View restricted through', 'Findings'];
    const rows = report.rows.map((row) => [row.title, row.pageId, row.depth, row.section, words(row.view), words(row.edit), row.inheritedFrom, row.flags.map((flag) => REPORT_FLAG_WORDS[flag]).join('; ')]);
    const safeName = report.spaceName.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '') || 'space';
    return { csv: toCsv(header, rows), rows: rows.length, fileName: `restricted-pages-${safeName}.csv` };
  }

  private record(jobId: string, connectionId: string): ReportRecord {
    const record = this.reports.get(jobId);
    if (record.connectionId !== connectionId) throw new AppError('VALIDATION', 'This report was made for another connection. Run it again here.');
    return record;
  }
}


function tally<K>(counts: Map<K, { direct: number; inherited: number }>, key: K, direct: boolean, inherited: boolean): void {
  const entry = counts.get(key) ?? { direct: 0, inherited: 0 };
  if (direct) entry.direct += 1;
  else if (inherited) entry.inherited += 1;
  counts.set(key, entry);
}

async function build(record: ReportRecord, session: ApiSession, signal: AbortSignal): Promise<Omit<RestrictedPagesReport, 'state'>> {
  const { directory, count: lookups } = countedDirectory(session, signal);
  const pages = [...record.pages.values()];
  const byId = record.pages;
  // Who is named anywhere, and whether they still count: one look-up per person or group, not per page.
  const named = new Map<string, Promise<Principal>>();
  for (const page of pages) {
    for (const list of [page.read, page.update]) {
      for (const user of list.users) if (user.accountId !== null && !named.has(refKey({ type: 'user', id: user.accountId }))) named.set(refKey({ type: 'user', id: user.accountId }), directory.user(user));
      for (const group of list.groups) if (!named.has(refKey({ type: 'group', id: group.id ?? group.name }))) named.set(refKey({ type: 'group', id: group.id ?? group.name }), directory.group(group));
    }
  }
  const principals = await Promise.all(named.values());
  const status = new Map(principals.map((principal) => [refKey(principal), principal.status]));

  const rows: ReportRow[] = [];
  const depthCounts = new Map<number, { direct: number; inherited: number }>();
  const sectionCounts = new Map<string, { direct: number; inherited: number }>();
  for (const page of pages) {
    const view = keysOf(page.read);
    const edit = keysOf(page.update);
    const restrictedAbove = [...page.ancestors].reverse().find((ancestor) => {
      const known = byId.get(ancestor.id);
      return known !== undefined && isRestricted(known.read);
    });
    const flags: ReportFlag[] = [];
    if (view.length > 0) flags.push('view');
    if (edit.length > 0) flags.push('edit');
    if (restrictedAbove !== undefined) flags.push('inherited');
    const all = [...view, ...edit];
    if (all.some((key) => status.get(key) === 'deactivated')) flags.push('deactivated');
    if (all.some((key) => status.get(key) === 'deleted')) flags.push('deleted-group');
    const liveEditors = edit.filter((key) => status.get(key) !== 'deactivated' && status.get(key) !== 'deleted');
    if (edit.length > 0 && liveEditors.length === 1 && liveEditors[0]?.startsWith('user:') === true) flags.push('one-editor');
    if (flags.length === 0) continue;
    const depth = page.ancestors.length;
    const section = page.ancestors[1]?.title ?? (depth === 1 ? page.title : (page.ancestors[0]?.title ?? page.title));
    rows.push({ pageId: page.id, title: page.title, depth, section, view, edit, inheritedFrom: restrictedAbove?.title ?? null, flags });
    const direct = view.length + edit.length > 0;
    tally(depthCounts, depth, direct, restrictedAbove !== undefined);
    tally(sectionCounts, section, direct, restrictedAbove !== undefined);
  }
  const home = record.homepageId === null ? undefined : byId.get(record.homepageId);
  return {
    spaceName: record.spaceName,
    pagesRead: pages.length,
    home: home === undefined ? null : { title: home.title, restricted: isRestricted(home.read) },
    rows: rows.sort((a, b) => a.depth - b.depth || a.title.localeCompare(b.title)),
    principals,
    byDepth: [...depthCounts.entries()].sort((a, b) => a[0] - b[0]).map(([depth, counts]) => ({ depth, ...counts })),
    bySection: [...sectionCounts.entries()].sort((a, b) => b[1].direct + b[1].inherited - (a[1].direct + a[1].inherited)).map(([section, counts]) => ({ section, ...counts })),
    requests: record.requests + lookups(),
  };
}
