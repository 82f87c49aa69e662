import type { ApiTokenView } from '../../contract/users/accounts.channels';
import type { ScanOverview, TokenRef } from '../../contract/users/token-review.channels';
import { TokenTable } from './token-table';

export interface ScanOwner {
  accountId: string;
  name: string | null;
  email: string | null;
  accountType: string | null;
}

export interface ScanSummary {
  scannedAt: string;
  accounts: number;
  overview: ScanOverview;
  failures: { accountId: string; ownerName: string | null; message: string }[];
  skipped: { accountId: string; ownerName: string | null; reason: string }[];
}

/**
 * What one token scan found, account by account, kept in the core: the window asks for totals and a page
 * at a time (`table`). Each account holds at most one outcome: a later retry replaces an earlier failure.
 */
export class TokenScanRecord {
  readonly scannedAt = new Date().toISOString();
  private readonly owners: Map<string, ScanOwner>;
  private readonly tokens = new Map<string, ApiTokenView[]>();
  private readonly failures = new Map<string, string>();
  private readonly skipped = new Map<string, string>();
  /** The table of the tokens as they stand; dropped when an outcome or a token changes. */
  private built: TokenTable | null = null;

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
    this.built = null;
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
    if (!tokens) return;
    this.tokens.set(ref.accountId, tokens.filter((token) => token.id !== ref.tokenId));
    this.built = null;
  }

  findToken(ref: TokenRef): ApiTokenView | undefined {
    return this.tokens.get(ref.accountId)?.find((token) => token.id === ref.tokenId);
  }

  /** The tokens as the review's tables and charts read them, in scope order. */
  table(): TokenTable {
    this.built ??= new TokenTable(
      [...this.owners.keys()].flatMap((accountId) => {
        const tokens = this.tokens.get(accountId);
        return tokens ? [{ owner: this.owner(accountId), tokens }] : [];
      }),
      Date.parse(this.scannedAt),
    );
    return this.built;
  }

  summary(): ScanSummary {
    const nameOf = (accountId: string) => this.owner(accountId).name;
    return {
      scannedAt: this.scannedAt,
      accounts: this.owners.size,
      overview: this.table().overview(),
      failures: [...this.failures].map(([accountId, message]) => ({ accountId, ownerName: nameOf(accountId), message })),
      skipped: [...this.skipped].map(([accountId, reason]) => ({ accountId, ownerName: nameOf(accountId), reason })),
    };
  }

  private settle(accountId: string): void {
    this.tokens.delete(accountId);
    this.failures.delete(accountId);
    this.skipped.delete(accountId);
    this.built = null;
  }
}
