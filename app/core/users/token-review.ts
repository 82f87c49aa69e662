import type { ApiSession } from '../../api/http/session';
import {
  REVOKE_LIMIT,
  revokePhrase,
  tokenRefKey,
  type MatchingTokens,
  type PersonSort,
  type RevokePlanItem,
  type ScanScope,
  type TokenRef,
  type TokenSort,
} from '../../contract/users/token-review.channels';
import type { SearchSourceState } from '../../contract/users/people.channels';
import type { TokenFilter } from '../../contract/users/token-filter';
import { AppError } from '../../contract/errors';
import type { JobRegistry } from '../../jobs/job-registry';
import { BoundedStore } from '../../jobs/bounded-store';
import { PlannedRuns } from '../../jobs/planned-runs';
import { planRevocation, tokensRevokedSince, type KnownTokens } from './revoke-plan';
import { revokeTokenWork, tokenItem, tokenTarget } from './revoke-token-work';
import { tokensCsv } from './token-csv';
import { resolveScope, scopeWords, startScanJob } from './token-scan';
import type { ScanLogs } from './scan-logs';
import { logHeader, noScanLog, replayOutcomes, settledOutcomes, type ScanLog, type ScanLogHeader, type ScanOutcome } from './token-scan-log';
import { TokenScanRecord, type ScanOwner, type ScanSummary } from './token-scan-record';
import { previewWords } from '../words';
import { plural } from '../../contract/words';

const COPY_FAILED =
  'The scan could not be continued: what it read before the stop could not be saved in Orgdesk’s data folder (the disk may be full or read-only). The stopped scan is kept: free some space, then continue it again.';

/** Scans kept for the review screens; each may hold 300,000 tokens. */
const SCANS_KEPT = 4;
const PLANS_KEPT = 10;

/** How Activity names the dry run of a bulk revoke; its outcome says "Preview only". */
export const REVOKE_PREVIEW_ACTION = 'Preview of bulk token revocation';

/** "12 API tokens of 9 people", or "no API tokens". */
function revokeSummary(items: readonly RevokePlanItem[]): string {
  const revoking = items.filter((item) => item.action === 'revoke');
  if (revoking.length === 0) return 'no API tokens';
  const owners = new Set(revoking.map((item) => item.accountId)).size;
  return `${plural(revoking.length, 'API token')} of ${plural(owners, 'person', 'people')}`;
}

/**
 * A dry run in words for Activity: "Would revoke 12 API tokens of 9 people, and leave 2 selected ones
 * alone: API token “CI” of Ada Lovelace (ada@acme.com); … and 7 more", each token named as the revoke
 * job's own entries name it.
 */
export function previewTarget(items: readonly RevokePlanItem[]): string {
  const named = items.flatMap((item) => (item.action === 'revoke' ? tokenTarget(item.label, { name: item.ownerName, email: item.ownerEmail }, item.accountId) : []));
  return previewWords(`Would revoke ${revokeSummary(items)}`, named, { count: items.length - named.length, one: 'selected one' });
}

/**
 * The organization-wide token review: scans (kept here per job id, since they can be far larger than
 * a message should carry), their CSV export, and bulk revocation as dry run, then confirmed job.
 */
export class TokenReview {
  private readonly scans = new BoundedStore<TokenScanRecord>(SCANS_KEPT, 'This scan is no longer available. Run the scan again.');
  private readonly plans: PlannedRuns<RevokePlanItem[]>;

  constructor(
    private readonly jobs: JobRegistry,
    now: () => number = Date.now,
    /** Where each scan writes what it found, to be continued after a stop; none in tests that need no log. */
    private readonly logs: ScanLogs | null = null,
  ) {
    this.plans = new PlannedRuns(jobs, PLANS_KEPT, now);
  }

  async startScan(
    session: ApiSession,
    connectionId: string,
    scope: ScanScope,
    signal: AbortSignal,
  ): Promise<{ jobId: string; accounts: number; sources: SearchSourceState[] }> {
    const { owners, sources } = await resolveScope(session, scope, signal);
    const scan = new TokenScanRecord(connectionId, owners);
    const { jobId } = this.runScan(session, scan, owners, logHeader(connectionId, scopeWords(scope), owners));
    return { jobId, accounts: owners.length, sources };
  }

  /**
   * Continues a scan Orgdesk stopped in the middle of: a new scan whose results begin with what the stopped
   * one read, and which reads only the accounts it had not. The stopped scan's log goes once the new one has
   * written all of it into its own.
   */
  async resumeScan(session: ApiSession, connectionId: string, stoppedJobId: string): Promise<{ jobId: string; accounts: number }> {
    if (!this.logs) throw new AppError('NOT_FOUND', 'Stopped scans are not kept here.');
    return this.logs.continueScan(stoppedJobId, async (stopped) => {
      if (stopped.header.connectionId !== connectionId) throw new AppError('CONFLICT', 'This scan belongs to another connection.');
      const scan = new TokenScanRecord(connectionId, stopped.header.owners);
      // Accounts that failed before the stop are read again, so only the settled ones carry over.
      const earlier = settledOutcomes(stopped, stopped.settled);
      replayOutcomes(scan, earlier);
      const left = stopped.header.owners.filter((owner) => !stopped.settled.has(owner.accountId));
      const title = `Finish the scan of the API tokens of ${plural(stopped.header.owners.length, 'person', 'people')}`;
      const { jobId, written } = this.runScan(session, scan, left, stopped.header, earlier, title);
      await written.catch(() => {
        // Without the copy, the old log must stay (another stop would lose everything), so the new scan stops.
        this.jobs.cancel(jobId);
        throw new AppError('INTERNAL', COPY_FAILED);
      });
      return { jobId, accounts: stopped.header.owners.length };
    });
  }

  /** Starts a scan's job over `owners`, logged when logs are kept, and keeps its record for the review. */
  private runScan(session: ApiSession, scan: TokenScanRecord, owners: readonly ScanOwner[], header: ScanLogHeader, earlier: readonly ScanOutcome[] = [], title?: string) {
    const startJob = (log: ScanLog) => startScanJob(this.jobs, session, scan, owners, log, title);
    const started = this.logs ? this.logs.start(header, earlier, startJob) : { jobId: startJob(noScanLog).jobId, written: Promise.resolve() };
    this.scans.set(started.jobId, scan);
    return started;
  }

  /** Orgdesk is closing: running scans keep their logs (to continue them on the next start) and stop reading. */
  async keepRunningScans(): Promise<void> {
    for (const jobId of (await this.logs?.keepRunning()) ?? []) this.jobs.cancel(jobId);
  }

  /** A scan, for a call on `connectionId`: a scan of another connection's organization is refused. */
  private scanOn(jobId: string, connectionId: string): TokenScanRecord {
    const scan = this.scans.get(jobId);
    if (scan.connectionId !== connectionId) throw new AppError('CONFLICT', 'This scan belongs to another connection.');
    return scan;
  }

  scanResult(jobId: string, connectionId: string): ScanSummary {
    return this.scanOn(jobId, connectionId).summary();
  }

  /** A page of the table of every token, as the screen filters and sorts it. */
  tokenPage(jobId: string, connectionId: string, ask: { filter: TokenFilter; sort: TokenSort | null; page: number; pageSize: number }) {
    return this.scanOn(jobId, connectionId).table().page(ask.filter, ask.sort, ask.page, ask.pageSize);
  }

  /** A page of the people with tokens. */
  peoplePage(jobId: string, connectionId: string, ask: { sort: PersonSort | null; page: number; pageSize: number }) {
    return this.scanOn(jobId, connectionId).table().peoplePage(ask.sort, ask.page, ask.pageSize);
  }

  /** The scan as CSV: the rows `filter` lets through, or every row. */
  exportCsv(jobId: string, connectionId: string, filter?: TokenFilter): { csv: string; rows: number; fileName: string } {
    const scan = this.scanOn(jobId, connectionId);
    const rows = scan.table().rows(filter ?? null);
    const scannedAt = new Date(scan.scannedAt);
    // The day of the scan on this computer's calendar, as the admin would name the file.
    const day = [scannedAt.getFullYear(), scannedAt.getMonth() + 1, scannedAt.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
    return { csv: tokensCsv(rows, scannedAt.getTime()), rows: rows.length, fileName: `orgdesk-api-tokens-${day}.csv` };
  }

  /**
   * The tokens a revoke is asked for: named ones, or every token of a scan its filters let through but
   * those the admin unticked. More than one revoke takes is refused before anything is read.
   */
  private chosen(connectionId: string, pick: { tokens?: readonly TokenRef[]; matching?: MatchingTokens }): readonly TokenRef[] {
    if (pick.matching === undefined) return pick.tokens ?? [];
    const { jobId, filter, except } = pick.matching;
    const left = new Set(except.map(tokenRefKey));
    const refs = this.scanOn(jobId, connectionId)
      .table()
      .refs(filter)
      .filter((ref) => !left.has(tokenRefKey(ref)));
    if (refs.length === 0) throw new AppError('VALIDATION', 'No token matches these filters any more: nothing to revoke.');
    if (refs.length > REVOKE_LIMIT) {
      throw new AppError('VALIDATION', `These filters match ${plural(refs.length, 'token')}; one revoke takes at most ${REVOKE_LIMIT.toLocaleString('en')}. Narrow the filters and revoke in rounds.`);
    }
    return refs;
  }

  async plan(session: ApiSession, connectionId: string, pick: { tokens?: readonly TokenRef[]; matching?: MatchingTokens }, signal: AbortSignal) {
    const items = await planRevocation(session, this.chosen(connectionId, pick), this.knownTokens(connectionId), signal);
    const planId = this.plans.keep(connectionId, items);
    const revokeCount = items.filter((item) => item.action === 'revoke').length;
    return { planId, items, revokeCount, confirmationPhrase: revokePhrase(revokeCount) };
  }

  /** Describes a plan for the Activity log before it runs. */
  describePlan(planId: string, connectionId: string): string {
    return revokeSummary(this.plans.get(planId, connectionId));
  }

  /**
   * Runs a dry run's plan, once, unless a token it would revoke is gone since. Every planned token becomes
   * a job item: the ones to revoke go through `ctx.write` (so each lands in Activity), the ones the plan
   * skips are reported as skipped, same reason.
   */
  async startRevoke(session: ApiSession, connectionId: string, planId: string, confirmation: string, signal: AbortSignal): Promise<string> {
    const { jobId } = await this.plans.start({ planId, connectionId, confirmation, signal }, (items) => {
      const revoking = items.filter((item) => item.action === 'revoke');
      return {
        verb: 'revoke',
        count: revoking.length,
        phrase: revokePhrase(revoking.length),
        staleness: (check) => tokensRevokedSince(session, revoking, check),
        job: {
          kind: 'tokens.revoke',
          title: `Revoke ${plural(revoking.length, 'API token')}`,
          items: items.map((item) =>
            tokenItem({ accountId: item.accountId, tokenId: item.tokenId, skip: item.action === 'skip' ? (item.reason ?? 'Skipped by the preview.') : null }, item.label, { name: item.ownerName, email: item.ownerEmail }),
          ),
          work: revokeTokenWork(session, (ref) => this.forget(connectionId, ref)),
        },
      };
    });
    return jobId;
  }

  /** A token that no longer exists leaves every scan of its connection, so no review lists it again. */
  forget(connectionId: string, ref: TokenRef): void {
    for (const scan of this.scans.values()) if (scan.connectionId === connectionId) scan.forget(ref);
  }

  /** What this connection's scans knew, newest first; another connection's scans are another organization. */
  private knownTokens(connectionId: string): KnownTokens {
    const scans = [...this.scans.values()].filter((scan) => scan.connectionId === connectionId).reverse();
    return {
      token: (ref) => scans.map((scan) => scan.findToken(ref)).find((token) => token !== undefined),
      owner: (accountId) => ({
        name: scans.map((scan) => scan.owner(accountId).name).find((name) => name !== null) ?? null,
        email: scans.map((scan) => scan.owner(accountId).email).find((email) => email !== null) ?? null,
      }),
    };
  }
}
