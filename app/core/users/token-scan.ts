import { getProfile } from '../../api/admin/profile';
import { listApiTokens } from '../../api/admin/tokens';
import type { RequestLane } from '../../api/http/host-limiter';
import type { ApiSession } from '../../api/http/session';
import type { ScanScope } from '../../contract/users/token-review.channels';
import type { SearchSourceState } from '../../contract/users/people.channels';
import { AppError, isAppError } from '../../contract/errors';
import { plural } from '../../contract/words';
import type { JobRegistry } from '../../jobs/job-registry';
import type { ItemWork } from '../../jobs/job-types';
import { listDirectory } from './directory';
import { searchPeople } from './people-search';
import { everySourceFailed } from './sources';
import type { ScanOwner, TokenScanRecord } from './token-scan-record';
import type { ScanLog } from './token-scan-log';

/**
 * Accounts listed at once. The Admin API answers one account per request (plus a profile lookup for an
 * owner the search did not name) and allows about 100 requests a second per endpoint; at 100 ms an answer,
 * the host's usual six slots reach 40 accounts a second. So the scan has slots of its own (other screens
 * keep theirs), enough to go faster than the limit: once its budget is spent, a 429 pauses the host for
 * the time the server names while the budget refills, and the scan then spends what refilled at once,
 * so it keeps to the limit's rate (0.93 of it in the enterprise bench, with under 3 % of requests refused).
 * At 16 the scan could not catch up after each pause and kept to 0.84 of it.
 */
export const SCAN_CONCURRENCY = 24;
const SCAN_LANE: RequestLane = { name: 'token-scan', maxConcurrent: SCAN_CONCURRENCY };

/** The session whose every request goes in the scan's own slots. */
function inScanLane(session: ApiSession): ApiSession {
  return { ...session, request: (request) => session.request({ ...request, lane: SCAN_LANE }) };
}

const notManagedReasons: Record<string, string> = {
  app: 'This is an app account: apps have no API tokens to review.',
  customer: "This is a customer account (Jira Service Management): your organization doesn't manage it.",
};

interface ResolvedScope {
  owners: ScanOwner[];
  sources: SearchSourceState[];
}

function noOneListed(sources: readonly SearchSourceState[]): AppError {
  const failed = sources.find((source) => source.state === 'failed');
  if (!failed) return new AppError('NOT_CONFIGURED', 'Set up the site (Jira and Confluence) for this connection to find people to scan.');
  return new AppError('UPSTREAM', `Nobody could be listed: ${failed.message ?? 'the people search failed.'}`);
}

/** Turns "whom to scan" into accounts, each once, with whatever names and e-mails the searches showed. */
export async function resolveScope(session: ApiSession, scope: ScanScope, signal: AbortSignal): Promise<ResolvedScope> {
  if (scope.kind === 'accounts') {
    const ids = [...new Set(scope.accountIds)];
    return { owners: ids.map((accountId) => ({ accountId, name: null, email: null, accountType: null })), sources: [] };
  }
  const found = scope.kind === 'search' ? await searchPeople(session, scope.query, signal) : await listDirectory(session, signal);
  if (everySourceFailed(found.sources)) throw noOneListed(found.sources);
  if (found.people.length === 0) throw new AppError('NOT_FOUND', 'Nobody was found, so there is nothing to scan.');
  const owners = found.people.map((person) => ({
    accountId: person.accountId,
    name: person.displayName,
    email: person.email,
    accountType: person.accountType,
  }));
  return { owners, sources: found.sources };
}

/** Whom a scan covers, in words for the screen that offers to continue it. */
export function scopeWords(scope: ScanScope): string {
  if (scope.kind === 'directory') return 'whole directory';
  if (scope.kind === 'search') return `people found by “${scope.query}”`;
  return 'pasted account IDs';
}

/** Names and e-mails the searches hid come from the Admin profile, asked only for people who have tokens. */
async function completeOwner(session: ApiSession, scan: TokenScanRecord, accountId: string, signal: AbortSignal): Promise<void> {
  const owner = scan.owner(accountId);
  if (owner.name !== null && owner.email !== null) return;
  try {
    const profile = await getProfile(session, accountId, signal);
    scan.learnOwner(accountId, { name: profile.displayName, email: profile.email });
  } catch (error) {
    if (signal.aborted || !isAppError(error)) throw error;
  }
}

/** One account of a scan: its tokens, or why they could not be listed; each outcome also goes to the scan's log. */
function scanAccount(session: ApiSession, scan: TokenScanRecord, log: ScanLog): ItemWork<string> {
  const skip = (accountId: string, reason: string) => {
    scan.recordSkipped(accountId, reason);
    log.record({ t: 'skipped', accountId, reason });
    return { skipped: reason };
  };
  return async ({ input: accountId }, ctx) => {
    const notManaged = notManagedReasons[scan.owner(accountId).accountType ?? ''];
    if (notManaged !== undefined) return skip(accountId, notManaged);
    try {
      const tokens = await listApiTokens(session, accountId, ctx.signal);
      if (tokens.length > 0) await completeOwner(session, scan, accountId, ctx.signal);
      scan.recordTokens(accountId, tokens);
      const { name, email } = scan.owner(accountId);
      log.record({ t: 'tokens', accountId, tokens, ...(tokens.length > 0 ? { owner: { name, email } } : {}) });
      return undefined;
    } catch (error) {
      // A cancelled account is left unscanned rather than reported as a failure of the account.
      if (ctx.signal.aborted || !isAppError(error)) throw error;
      if (error.info.reason === 'forbidden.targetUnverified') return skip(accountId, error.info.message);
      scan.recordFailure(accountId, error.info.message);
      log.record({ t: 'failed', accountId, message: error.info.message });
      throw error;
    }
  };
}

/**
 * Starts the scan job: one item per account of `owners`, a bounded number at once, every outcome kept in
 * `scan` and written to `log`.
 */
export function startScanJob(jobs: JobRegistry, session: ApiSession, scan: TokenScanRecord, owners: readonly ScanOwner[], log: ScanLog, title = `Scan the API tokens of ${plural(owners.length, 'person', 'people')}`) {
  return jobs.start({
    kind: 'tokens.scan',
    title,
    readOnly: true,
    items: owners.map((owner) => ({ key: owner.accountId, target: `API tokens of ${owner.name ?? owner.accountId}`, input: owner.accountId })),
    work: scanAccount(inScanLane(session), scan, log),
    concurrency: SCAN_CONCURRENCY,
    connectionId: scan.connectionId,
  });
}
