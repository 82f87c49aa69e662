import type { ApiTokenView } from '../../../../app/contract/users/accounts.channels';
import { tokenRefKey, type ReviewToken, type TokenRef } from '../../../../app/contract/users/token-review.channels';
import { nameOrHidden } from '../../shared/people/privacy';
import { tokenState, toMs, type TokenState } from '../../../../app/contract/users/token-state';

/** Dates parsed once, so sorting, filtering and charting 30,000 tokens never re-reads a string. */
export interface TokenTimes {
  createdMs: number | null;
  lastUsedMs: number | null;
  expiresMs: number | null;
  state: TokenState;
}

export function tokenTimes(token: ApiTokenView, nowMs: number): TokenTimes {
  const lastUsedMs = toMs(token.lastUsedAt);
  const expiresMs = toMs(token.expiresAt);
  return { createdMs: toMs(token.createdAt), lastUsedMs, expiresMs, state: tokenState(lastUsedMs, expiresMs, nowMs) };
}

export interface AccountTokenRow extends ApiTokenView, TokenTimes {}

export function toAccountTokenRows(tokens: readonly ApiTokenView[], nowMs: number): AccountTokenRow[] {
  return tokens.map((token) => ({ ...token, ...tokenTimes(token, nowMs) }));
}

export interface ReviewRow extends TokenTimes {
  /** Unique across owners: token ids are only promised unique per account. */
  rowId: string;
  accountId: string;
  tokenId: string;
  label: string;
  owner: string;
  ownerEmail: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}


export function toReviewRows(tokens: readonly ReviewToken[], nowMs: number): ReviewRow[] {
  return tokens.map((token) => ({
    rowId: tokenRefKey({ accountId: token.accountId, tokenId: token.id }),
    accountId: token.accountId,
    tokenId: token.id,
    label: token.label,
    owner: nameOrHidden(token.ownerName),
    ownerEmail: token.ownerEmail,
    createdAt: token.createdAt,
    lastUsedAt: token.lastUsedAt,
    expiresAt: token.expiresAt,
    ...tokenTimes(token, nowMs),
  }));
}

export function refOf(row: ReviewRow): TokenRef {
  return { accountId: row.accountId, tokenId: row.tokenId };
}
