import { randomUUID } from 'node:crypto';
import type { ApiSession } from '../../api/http/session';
import type { RevokePlanItem, ScanScope, SearchSourceState, TokenRef } from '../../contract/channels/users';
import { AppError } from '../../contract/errors';
import type { JobRegistry } from '../../jobs/job-registry';
import { BoundedStore } from '../../jobs/bounded-store';
import { planRevocation, type KnownTokens } from './revoke-plan';
import { revokeTokenWork, tokenItem, tokenTarget } from './revoke-token-work';
import { tokensCsv } from './token-csv';
import { resolveScope, startScanJob } from './token-scan';
import { TokenScanRecord, type ScanSummary } from './token-scan-record';
import { previewWords } from '../words';
import { plural } from '../../contract/words';

/** Scans kept for the review screens; each may hold 30,000 tokens. */
const SCANS_KEPT = 4;
const PLANS_KEPT = 10;
/** A dry run older than this is stale: tokens may have changed hands, been used or been revoked since. */
const PLAN_LIFETIME_MS = 30 * 60 * 1000;

interface RevokePlan {
  connectionId: string;
  createdAt: number;
  items: RevokePlanItem[];
}

export const confirmationPhrase = (count: number) => `REVOKE ${count}`;

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

function confirmationError(message: string): AppError {
  return new AppError('VALIDATION', message, { fields: [{ path: 'confirmation', message }] });
}

/**
 * The organization-wide token review: scans (kept here per job id, since they can be far larger than
 * a message should carry), their CSV export, and bulk revocation as dry run, then confirmed job.
 */
export class TokenReview {
  private readonly scans = new BoundedStore<TokenScanRecord>(SCANS_KEPT, 'This scan is no longer available. Run the scan again.');
  private readonly plans = new BoundedStore<RevokePlan>(PLANS_KEPT, 'This preview is no longer available. Run the preview again.');

  constructor(
    private readonly jobs: JobRegistry,
    private readonly now: () => number = Date.now,
  ) {}

  async startScan(
    session: ApiSession,
    connectionId: string,
    scope: ScanScope,
    signal: AbortSignal,
  ): Promise<{ jobId: string; accounts: number; sources: SearchSourceState[] }> {
    const { owners, sources } = await resolveScope(session, scope, signal);
    const scan = new TokenScanRecord(connectionId, owners);
    const jobId = startScanJob(this.jobs, session, scan, owners);
    this.scans.set(jobId, scan);
    return { jobId, accounts: owners.length, sources };
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

  exportCsv(jobId: string, connectionId: string, refs?: readonly TokenRef[]): { csv: string; rows: number; fileName: string } {
    const scan = this.scanOn(jobId, connectionId);
    const rows = scan.rows(refs);
    const scannedAt = new Date(scan.scannedAt);
    // The day of the scan on this computer's calendar, as the admin would name the file.
    const day = [scannedAt.getFullYear(), scannedAt.getMonth() + 1, scannedAt.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
    return { csv: tokensCsv(rows, scannedAt.getTime()), rows: rows.length, fileName: `orgdesk-api-tokens-${day}.csv` };
  }

  async plan(session: ApiSession, connectionId: string, refs: readonly TokenRef[], signal: AbortSignal) {
    const items = await planRevocation(session, refs, this.knownTokens(connectionId), signal);
    const planId = randomUUID();
    this.plans.set(planId, { connectionId, createdAt: this.now(), items });
    const revokeCount = items.filter((item) => item.action === 'revoke').length;
    return { planId, items, revokeCount, confirmationPhrase: confirmationPhrase(revokeCount) };
  }

  /** Describes a plan for the Activity log before it runs. */
  describePlan(planId: string): string {
    return revokeSummary(this.plans.get(planId).items);
  }

  /**
   * Runs a dry run's plan, once. Every planned token becomes a job item: the ones to revoke go through
   * `ctx.write` (so each lands in Activity), the ones the plan skips are reported as skipped, same reason.
   */
  startRevoke(session: ApiSession, connectionId: string, planId: string, confirmation: string): string {
    const plan = this.plans.get(planId);
    if (plan.connectionId !== connectionId) throw new AppError('VALIDATION', 'This preview was made for another connection. Run it again here.');
    if (this.now() - plan.createdAt > PLAN_LIFETIME_MS) {
      throw new AppError('CONFLICT', 'This preview is more than 30 minutes old. Run it again to see what would happen now.');
    }
    const count = plan.items.filter((item) => item.action === 'revoke').length;
    if (count === 0) throw confirmationError('The preview found nothing to revoke.');
    const phrase = confirmationPhrase(count);
    if (confirmation.trim() !== phrase) throw confirmationError(`Type ${phrase} to confirm.`);
    this.plans.delete(planId);
    const { jobId } = this.jobs.start({
      kind: 'tokens.revoke',
      title: `Revoke ${plural(count, 'API token')}`,
      items: plan.items.map((item) =>
        tokenItem({ accountId: item.accountId, tokenId: item.tokenId, skip: item.action === 'skip' ? (item.reason ?? 'Skipped by the preview.') : null }, item.label, { name: item.ownerName, email: item.ownerEmail }),
      ),
      work: revokeTokenWork(session, (ref) => this.forget(connectionId, ref)),
      connectionId,
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
