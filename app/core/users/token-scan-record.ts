import type { ApiTokenView } from '../../contract/users/accounts.channels';
import type { ReviewToken, TokenRef } from '../../contract/users/token-review.channels';
import { HIDDEN_NAME, tokenMatcher, type TokenFilter } from '../../contract/users/token-filter';
import { tokenState, toMs } from '../../contract/users/token-state';

export interface ScanOwner {
  accountId: string;
  name: string | null;
  email: string | null;
  accountType: string | null;
}

export interface ScanSummary {
  scannedAt: string;
  accounts: number;
  tokens: ReviewToken[];
  failures: { accountId: string; ownerName: string | null; message: string }[];
  skipped: { accountId: string; ownerName: string | null; reason: string }[];
}

/**
 * What one token scan found, account by account, kept in the core (30,000 tokens stay off the wire
 * until asked for). Each account holds at most one outcome: a later retry replaces an earlier failure.
 */
export class TokenScanRecord {
  readonly scannedAt = new Date().toISOString();
  private readonly owners: Map<string, ScanOwner>;
  private readonly tokens = new Map<string, ApiTokenView[]>();
  private readonly failures = new Map<string, string>();
  private readonly skipped = new Map<string, string>();

  constructor(
    readonly connectionId: string | null,
    owners: readonly ScanOwner[],
  ) {
    this.owners = new Map(owners.map((owner) => [owner.accountId, owner]));
  }

  owner(accountId: string): ScanOwner {
    return this.owners.get(accountId) ?? { accountId, name: null, email: null, accountType: null };
  }

  /** Fills in what the search could not see (hidden names and e-mails), never overwriting what it saw. */
  learnOwner(accountId: string, details: { name: string | null; email: string | null }): void {
    const known = this.owner(accountId);
    this.owners.set(accountId, { ...known, name: known.name ?? details.name, email: known.email ?? details.email });
  }

  recordTokens(accountId: string, tokens: ApiTokenView[]): void {
    this.settle(accountId);
    this.tokens.set(accountId, tokens);
  }

  recordFailure(accountId: string, message: string): void {
    this.settle(accountId);
    this.failures.set(accountId, message);
  }

  recordSkipped(accountId: string, reason: string): void {
    this.settle(accountId);
    this.skipped.set(accountId, reason);
  }

  /** A token that no longer exists (revoked since the scan) leaves the review; its account keeps the rest. */
  forget(ref: TokenRef): void {
    const tokens = this.tokens.get(ref.accountId);
    if (tokens) this.tokens.set(ref.accountId, tokens.filter((token) => token.id !== ref.tokenId));
  }

  findToken(ref: TokenRef): ApiTokenView | undefined {
    return this.tokens.get(ref.accountId)?.find((token) => token.id === ref.tokenId);
  }

  /** The review rows, in scope order; only `refs` when given (in their order, unknown ones left out). */
  rows(refs?: readonly TokenRef[]): ReviewToken[] {
    if (refs === undefined) return [...this.owners.keys()].flatMap((accountId) => this.rowsOf(accountId));
    return refs.flatMap((ref) => {
      const token = this.findToken(ref);
      return token ? [this.row(ref.accountId, token)] : [];
    });
  }

  /** The review rows the table's `filter` lets through, judged at the time of the scan as the table judges them. */
  matching(filter: TokenFilter): ReviewToken[] {
    const nowMs = Date.parse(this.scannedAt);
    const matches = tokenMatcher(filter, nowMs);
    return this.rows().filter((row) => {
      const lastUsedMs = toMs(row.lastUsedAt);
      const expiresMs = toMs(row.expiresAt);
      const state = tokenState(lastUsedMs, expiresMs, nowMs);
      return matches({ label: row.label, owner: row.ownerName ?? HIDDEN_NAME, ownerEmail: row.ownerEmail, createdMs: toMs(row.createdAt), lastUsedMs, expiresMs, state });
    });
  }

  summary(): ScanSummary {
    const nameOf = (accountId: string) => this.owner(accountId).name;
    return {
      scannedAt: this.scannedAt,
      accounts: this.owners.size,
      tokens: this.rows(),
      failures: [...this.failures].map(([accountId, message]) => ({ accountId, ownerName: nameOf(accountId), message })),
      skipped: [...this.skipped].map(([accountId, reason]) => ({ accountId, ownerName: nameOf(accountId), reason })),
    };
  }

  private rowsOf(accountId: string): ReviewToken[] {
    return (this.tokens.get(accountId) ?? []).map((token) => this.row(accountId, token));
  }

  private row(accountId: string, token: ApiTokenView): ReviewToken {
    const owner = this.owner(accountId);
    return { ...token, accountId, ownerName: owner.name, ownerEmail: owner.email };
  }

  private settle(accountId: string): void {
    this.tokens.delete(accountId);
    this.failures.delete(accountId);
    this.skipped.delete(accountId);
  }
}
