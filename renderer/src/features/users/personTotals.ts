import type { TokenState } from '../../../../app/contract/users/token-state';

export interface PersonTotal {
  accountId: string;
  owner: string;
  ownerEmail: string | null;
  total: number;
  neverUsed: number;
  expired: number;
  expiringSoon: number;
}

interface Owned {
  accountId: string;
  owner: string;
  ownerEmail: string | null;
  lastUsedMs: number | null;
  state: TokenState;
}

/** Tokens per owner, the people with the most tokens first. */
export function totalsByPerson(tokens: readonly Owned[]): PersonTotal[] {
  const byAccount = new Map<string, PersonTotal>();
  for (const token of tokens) {
    let total = byAccount.get(token.accountId);
    if (!total) {
      total = { accountId: token.accountId, owner: token.owner, ownerEmail: token.ownerEmail, total: 0, neverUsed: 0, expired: 0, expiringSoon: 0 };
      byAccount.set(token.accountId, total);
    }
    total.total += 1;
    if (token.lastUsedMs === null) total.neverUsed += 1;
    if (token.state === 'expired') total.expired += 1;
    if (token.state === 'expiring-soon') total.expiringSoon += 1;
  }
  return [...byAccount.values()].sort((a, b) => b.total - a.total || a.owner.localeCompare(b.owner));
}
