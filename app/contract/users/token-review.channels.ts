import { z } from 'zod';
import { ApiTokenId, ApiTokenView } from './accounts.channels';
import { AccountId, OnConnection } from '../channels/common';
import { plannedRunChannels } from '../channels/planned-run';
import { confirmationPhrase } from '../bulk';
import { SEARCH_QUERY_MAX, SearchSourceState } from './people.channels';
import { TokenFilter } from './token-filter';
import { ExpiryCounts } from './expiry-counts';
import { UsageCounts } from './usage-buckets';

/** The organization's token review: who to scan, the scan as a job, its table and CSV, and revoking many tokens after a dry run. */

/** The most accounts one token scan takes; a longer list is split by the admin. */
export const SCAN_ACCOUNT_LIMIT = 50_000;

/** Pasted or imported account ids to scan (duplicates removed), checked by the one account-id rule. */
const ScanAccountIds = z
  .array(AccountId)
  .min(1, 'Paste at least one account ID.')
  .max(SCAN_ACCOUNT_LIMIT, `Scan at most ${SCAN_ACCOUNT_LIMIT.toLocaleString('en-US')} accounts at once.`);

/** Who a token review covers. */
export const ScanScope = z.discriminatedUnion('kind', [
  /** Everyone a people search returns. */
  z.object({ kind: z.literal('search'), query: z.string().trim().min(1, 'Type a name or e-mail to search for.').max(SEARCH_QUERY_MAX, `A search is at most ${SEARCH_QUERY_MAX} characters.`) }),
  /** Everyone the user searches can list (the whole directory visible to this site). */
  z.object({ kind: z.literal('directory') }),
  /** Pasted or imported account ids. */
  z.object({ kind: z.literal('accounts'), accountIds: ScanAccountIds }),
]);
export type ScanScope = z.infer<typeof ScanScope>;

/** One token in the organization-wide review table. */
export const ReviewToken = ApiTokenView.extend({
  accountId: z.string(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
});
export type ReviewToken = z.infer<typeof ReviewToken>;

export const TokenRef = z.object({ accountId: AccountId, tokenId: ApiTokenId });
export type TokenRef = z.infer<typeof TokenRef>;

/** One key per token of the organization: token ids are only unique per account, and account ids never hold a space. */
export function tokenRefKey(ref: TokenRef): string {
  return `${ref.accountId} ${ref.tokenId}`;
}

/** The most tokens one dry run (and so one bulk revoke) takes. */
export const REVOKE_LIMIT = 30_000;

/** The rows one call for a page of the review's tables carries at most (the grid's largest page). */
export const REVIEW_PAGE_MAX = 100;

const PageAsk = z.object({
  /** From 0; a page past the end answers the last one. */
  page: z.number().int().min(0).max(1_000_000),
  pageSize: z.number().int().min(1).max(REVIEW_PAGE_MAX),
});
const Direction = z.enum(['asc', 'desc']);

/** How the table of every token is ordered: by a column, dates missing (never used, no expiry) first when ascending. */
export const TokenSort = z.object({ field: z.enum(['owner', 'label', 'created', 'lastUsed', 'expires', 'state']), direction: Direction });
export type TokenSort = z.infer<typeof TokenSort>;

/** One person's tokens, counted. */
export const PersonTotal = z.object({
  accountId: z.string(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  total: z.number().int(),
  neverUsed: z.number().int(),
  expiringSoon: z.number().int(),
  expired: z.number().int(),
});
export type PersonTotal = z.infer<typeof PersonTotal>;

/** How the table of people is ordered; without one, the people with the most tokens come first. */
export const PersonSort = z.object({ field: z.enum(['owner', 'ownerEmail', 'total', 'neverUsed', 'expiringSoon', 'expired']), direction: Direction });
export type PersonSort = z.infer<typeof PersonSort>;

/** What the tiles and charts above the tables show: every token of the scan, counted where the tokens are. */
export const ScanOverview = z.object({
  tokens: z.number().int(),
  people: z.number().int(),
  neverUsed: z.number().int(),
  expiringSoon: z.number().int(),
  expired: z.number().int(),
  usage: UsageCounts,
  expiry: ExpiryCounts,
});
export type ScanOverview = z.infer<typeof ScanOverview>;

/** Every token of a scan the table's filters let through, less the ones the admin unticked. */
export const MatchingTokens = z.object({
  jobId: z.string().min(1),
  filter: TokenFilter,
  except: z.array(TokenRef).max(REVOKE_LIMIT),
});
export type MatchingTokens = z.infer<typeof MatchingTokens>;

/** What a dry run found for one selected token. */
export const RevokePlanItem = TokenRef.extend({
  label: z.string(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  action: z.enum(['revoke', 'skip']),
  /** Why a token is skipped, in plain words (already gone, not allowed ...). */
  reason: z.string().nullable(),
});
export type RevokePlanItem = z.infer<typeof RevokePlanItem>;

/** What the admin types to revoke tokens in bulk: `REVOKE 26 TOKENS`. */
export const revokePhrase = (count: number): string => confirmationPhrase('revoke', count, 'token');

export const tokenReviewChannels = {
  /**
   * Asked before a list of account ids is scanned: a long list (50 or more) is sampled, ten ids spread over
   * it are looked up, and `noneExist` is true when not one of them exists in this organization (the list
   * likely comes from another one). Shorter lists are not sampled (`sampled` is 0).
   */
  'users.accountIds.check': {
    input: OnConnection.extend({ accountIds: ScanAccountIds }),
    output: z.object({ sampled: z.number().int(), noneExist: z.boolean() }),
  },
  /** Starts an organization token scan as a job; follow it with `job.progress` and `app.jobs.*`. */
  'users.tokenScan.start': {
    input: OnConnection.extend({ scope: ScanScope }),
    /** `sources`: how each people search fared while resolving a `search` or `directory` scope (empty for pasted ids). */
    output: z.object({ jobId: z.string(), accounts: z.number().int(), sources: z.array(SearchSourceState) }),
  },
  /**
   * What a scan found so far (complete once the job completes): its totals and charts, with per-person
   * failures; the tokens themselves come a page at a time (`users.tokenScan.listTokens`). Tokens revoked since
   * (by a bulk revoke or "revoke all") are left out.
   */
  'users.tokenScan.get': {
    /** A scan made on another connection is refused (CONFLICT). */
    input: OnConnection.extend({ jobId: z.string().min(1) }),
    output: z.object({
      scannedAt: z.string(),
      /** Accounts in the scope; each ends up with tokens, with none, in `failures` or in `skipped`. */
      accounts: z.number().int(),
      overview: ScanOverview,
      failures: z.array(z.object({ accountId: z.string(), ownerName: z.string().nullable(), message: z.string() })),
      /** Accounts whose tokens cannot be listed at all (apps, accounts outside the verified domains). */
      skipped: z.array(z.object({ accountId: z.string(), ownerName: z.string().nullable(), reason: z.string() })),
    }),
  },
  /**
   * A page of the table of every token: the ones `filter` lets through (judged at the time of the scan),
   * in `sort`'s order (the least recently used first without one). `matching` counts the filter's rows,
   * `total` every token of the scan.
   */
  'users.tokenScan.listTokens': {
    input: OnConnection.extend({ jobId: z.string().min(1), filter: TokenFilter, sort: TokenSort.nullable() }).merge(PageAsk),
    output: z.object({ rows: z.array(ReviewToken), page: z.number().int(), matching: z.number().int(), total: z.number().int() }),
  },
  /** A page of the scan's people with tokens, each with their tokens counted. */
  'users.tokenScan.listPeople': {
    input: OnConnection.extend({ jobId: z.string().min(1), sort: PersonSort.nullable() }).merge(PageAsk),
    output: z.object({ rows: z.array(PersonTotal), page: z.number().int(), total: z.number().int() }),
  },
  /**
   * Bulk revoke: the dry run re-reads each selected token and says what would happen, writing nothing;
   * `start` runs it as a job once `confirmation` is its `confirmationPhrase` (`revokePhrase`).
   */
  ...plannedRunChannels('users.bulkRevoke', {
    plan: {
      /** The tokens by reference, or every token of a scan matching its filters (`matching`). */
      input: OnConnection.extend({
        tokens: z.array(TokenRef).min(1, 'Select at least one token.').max(REVOKE_LIMIT).optional(),
        matching: MatchingTokens.optional(),
      }).refine((input) => (input.tokens === undefined) !== (input.matching === undefined), 'Select the tokens either one by one or by the filters, not both.'),
      output: z.object({ planId: z.string(), items: z.array(RevokePlanItem), revokeCount: z.number().int(), confirmationPhrase: z.string() }),
    },
  }),
  /**
   * The review table as CSV: every token, or the rows matching `filter` (as the table filters them, at the
   * time of the scan). Tokens revoked since the scan are left out. A scan made on another connection is
   * refused (CONFLICT).
   */
  'users.tokenScan.exportCsv': {
    input: OnConnection.extend({ jobId: z.string().min(1), filter: TokenFilter.optional() }),
    output: z.object({ csv: z.string(), rows: z.number().int(), fileName: z.string() }),
  },
} as const;
