import type { ApiTokenView } from '../../contract/users/accounts.channels';
import type { PersonSort, PersonTotal, ReviewToken, ScanOverview, TokenRef, TokenSort } from '../../contract/users/token-review.channels';
import { HIDDEN_NAME, isFiltering, type TokenFilter } from '../../contract/users/token-filter';
import { DAY_MS, tokenState, toMs, type TokenState } from '../../contract/users/token-state';
import { countByUsage } from '../../contract/users/usage-buckets';
import { expiryCounts } from '../../contract/users/expiry-counts';
import { pageBounds } from '../../contract/page-of';
import { sortOrder, textRanks } from '../../contract/sort-order';

/** The owner of a scan's tokens, as the scan knows them. */
export interface TableOwner {
  accountId: string;
  name: string | null;
  email: string | null;
}

/** One account's tokens, in the order the scan lists accounts. */
export interface OwnedTokens {
  owner: TableOwner;
  tokens: readonly ApiTokenView[];
}

/** States in their sort order: the most urgent first, as the state column sorts ascending. */
const STATES: readonly TokenState[] = ['expired', 'expiring-soon', 'never-used', 'active'];
/** Filtered orders kept for paging back and forth, per filter and sort. */
const ORDERS_KEPT = 4;

const dateOrNull = (ms: number): number | null => (Number.isNaN(ms) ? null : ms);
const dateOrNaN = (iso: string | null): number => toMs(iso) ?? Number.NaN;

/** Row positions ordered by `keyOf` (see `sortOrder`). */
function orderBy(size: number, keyOf: (row: number) => number, direction: 'asc' | 'desc'): Int32Array {
  return sortOrder(Float64Array.from({ length: size }, (_value, row) => keyOf(row)), direction);
}

/** What a column of the people's table sorts by. */
function personKey(people: readonly PersonTotal[], field: PersonSort['field']): (index: number) => number {
  if (field === 'owner' || field === 'ownerEmail') {
    const texts = textRanks(people.map((person) => (field === 'owner' ? (person.ownerName ?? HIDDEN_NAME) : (person.ownerEmail ?? ''))));
    return (index) => texts[index] ?? 0;
  }
  return (index) => people[index]?.[field] ?? 0;
}

/** One page of an ordered list of row positions, turned into rows. */
function pageRows<T>(order: Int32Array, page: number, pageSize: number, row: (position: number) => T): { rows: T[]; page: number } {
  const { start, end, page: shown } = pageBounds(order.length, page, pageSize);
  return { rows: Array.from(order.subarray(start, end), row), page: shown };
}

/**
 * A scan's tokens in columns (dates as numbers, states as codes, owners by position) for the review's
 * paged table, its filters and sorts, its people and its charts, all worked out here so the window only
 * ever holds a page. Built from the scan when first asked and again after the scan changes; orders and
 * filtered lists are kept for the pages that follow. "Now" is the scan's time, as on screen.
 */
export class TokenTable {
  readonly size: number;
  private readonly tokens: ApiTokenView[] = [];
  private readonly owners: TableOwner[] = [];
  private readonly ownerOf: Int32Array;
  private readonly created: Float64Array;
  private readonly lastUsed: Float64Array;
  private readonly expires: Float64Array;
  private readonly state: Uint8Array;
  private readonly orders = new Map<string, Int32Array>();
  private readonly found = new Map<string, Int32Array>();
  private search: { labels: string[]; owners: string[] } | null = null;
  private ownerRanks: Float64Array | null = null;
  private people: PersonTotal[] | null = null;

  constructor(
    accounts: readonly OwnedTokens[],
    private readonly nowMs: number,
  ) {
    this.size = accounts.reduce((sum, account) => sum + account.tokens.length, 0);
    this.ownerOf = new Int32Array(this.size);
    this.created = new Float64Array(this.size);
    this.lastUsed = new Float64Array(this.size);
    this.expires = new Float64Array(this.size);
    this.state = new Uint8Array(this.size);
    for (const { owner, tokens } of accounts) {
      if (tokens.length === 0) continue;
      const ownerIndex = this.owners.push(owner) - 1;
      for (const token of tokens) {
        const row = this.tokens.push(token) - 1;
        this.ownerOf[row] = ownerIndex;
        this.created[row] = dateOrNaN(token.createdAt);
        this.lastUsed[row] = dateOrNaN(token.lastUsedAt);
        this.expires[row] = dateOrNaN(token.expiresAt);
        this.state[row] = STATES.indexOf(tokenState(dateOrNull(this.lastUsed[row] ?? Number.NaN), dateOrNull(this.expires[row] ?? Number.NaN), nowMs));
      }
    }
  }

  /** The tiles' and charts' figures, of every token. */
  overview(): ScanOverview {
    const count = (state: TokenState) => this.state.reduce((sum, code) => sum + (STATES[code] === state ? 1 : 0), 0);
    const lastUses = Array.from(this.lastUsed, dateOrNull);
    return {
      tokens: this.size,
      people: this.owners.length,
      neverUsed: lastUses.reduce<number>((sum, ms) => sum + (ms === null ? 1 : 0), 0),
      expiringSoon: count('expiring-soon'),
      expired: count('expired'),
      usage: countByUsage(lastUses, this.nowMs),
      expiry: expiryCounts(Array.from(this.expires, dateOrNull), this.nowMs),
    };
  }

  /** A page of the rows `filter` lets through, in `sort`'s order (least recently used first without one). */
  page(filter: TokenFilter, sort: TokenSort | null, page: number, pageSize: number): { rows: ReviewToken[]; page: number; matching: number; total: number } {
    const matches = this.matching(filter, sort ?? { field: 'lastUsed', direction: 'asc' });
    return { ...pageRows(matches, page, pageSize, (row) => this.row(row)), matching: matches.length, total: this.size };
  }

  /** The rows `filter` lets through, in the scan's order (every row without criteria). */
  rows(filter: TokenFilter | null): ReviewToken[] {
    return Array.from(this.matching(filter, null), (row) => this.row(row));
  }

  /** The references of the rows `filter` lets through, in the scan's order. */
  refs(filter: TokenFilter): TokenRef[] {
    return Array.from(this.matching(filter, null), (row) => this.ref(row));
  }

  /** A page of the people with tokens, the most tokens first unless sorted otherwise. */
  peoplePage(sort: PersonSort | null, page: number, pageSize: number): { rows: PersonTotal[]; page: number; total: number } {
    const people = this.totals();
    const order = sort === null ? Int32Array.from(people.keys()) : this.kept(`people ${sort.field} ${sort.direction}`, () => orderBy(people.length, personKey(people, sort.field), sort.direction));
    return { ...pageRows(order, page, pageSize, (index) => people[index] as PersonTotal), total: people.length };
  }

  private totals(): PersonTotal[] {
    if (this.people) return this.people;
    const people = this.owners.map((owner) => ({ accountId: owner.accountId, ownerName: owner.name, ownerEmail: owner.email, total: 0, neverUsed: 0, expiringSoon: 0, expired: 0 }));
    for (let row = 0; row < this.size; row += 1) {
      const person = people[this.ownerOf[row] ?? 0];
      if (!person) continue;
      person.total += 1;
      if (Number.isNaN(this.lastUsed[row])) person.neverUsed += 1;
      const state = STATES[this.state[row] ?? 0];
      if (state === 'expired') person.expired += 1;
      if (state === 'expiring-soon') person.expiringSoon += 1;
    }
    const owners = this.ownerRanksOf();
    const order = Array.from(people.keys()).sort((a, b) => (people[b]?.total ?? 0) - (people[a]?.total ?? 0) || (owners[a] ?? 0) - (owners[b] ?? 0));
    this.people = order.map((index) => people[index] as PersonTotal);
    return this.people;
  }

  /** Each owner's place in name order (a hidden name reads as it does on screen). */
  private ownerRanksOf(): Float64Array {
    this.ownerRanks ??= textRanks(this.owners.map((owner) => owner.name ?? HIDDEN_NAME));
    return this.ownerRanks;
  }

  /** An order worked out once and kept while the table lives. */
  private kept(key: string, make: () => Int32Array): Int32Array {
    let order = this.orders.get(key);
    if (!order) {
      order = make();
      this.orders.set(key, order);
    }
    return order;
  }

  /** Row positions in `sort`'s order, or null for the scan's order. */
  private ordered(sort: TokenSort | null): Int32Array | null {
    return sort === null ? null : this.kept(`${sort.field} ${sort.direction}`, () => orderBy(this.size, this.sortKey(sort.field), sort.direction));
  }

  private sortKey(field: TokenSort['field']): (row: number) => number {
    switch (field) {
      case 'owner': {
        const owners = this.ownerRanksOf();
        return (row) => owners[this.ownerOf[row] ?? 0] ?? 0;
      }
      case 'label': {
        const labels = textRanks(this.tokens.map((token) => token.label));
        return (row) => labels[row] ?? 0;
      }
      case 'created':
        return (row) => this.created[row] ?? Number.NaN;
      case 'lastUsed':
        return (row) => this.lastUsed[row] ?? Number.NaN;
      case 'expires':
        return (row) => this.expires[row] ?? Number.NaN;
      case 'state':
        return (row) => this.state[row] ?? 0;
    }
  }

  /** The rows `filter` lets through, in `sort`'s order; the last few answers are kept for paging. */
  private matching(filter: TokenFilter | null, sort: TokenSort | null): Int32Array {
    const key = JSON.stringify([filter, sort]);
    const kept = this.found.get(key);
    if (kept) return kept;
    const order = this.ordered(sort);
    const test = filter !== null && isFiltering(filter) ? this.matcher(filter) : null;
    let rows: Int32Array;
    if (test === null) {
      rows = order ?? Int32Array.from({ length: this.size }, (_value, row) => row);
    } else {
      const picked: number[] = [];
      for (let position = 0; position < this.size; position += 1) {
        const row = order ? (order[position] ?? 0) : position;
        if (test(row)) picked.push(row);
      }
      rows = Int32Array.from(picked);
    }
    if (this.found.size >= ORDERS_KEPT) this.found.delete(this.found.keys().next().value ?? '');
    this.found.set(key, rows);
    return rows;
  }

  /**
   * What the filters mean, in one place for the table and the CSV: each criterion set must hold. "Unused
   * for N days" counts a never-used token from its creation; "expiring within" takes only tokens still
   * valid; the text is looked for in the label, the owner's name as shown and the e-mail, in any case.
   */
  private matcher(filter: TokenFilter): (row: number) => boolean {
    const needle = filter.text.trim().toLowerCase();
    const unusedSince = filter.unusedForDays === null ? null : this.nowMs - filter.unusedForDays * DAY_MS;
    const expiringBy = filter.expiringWithinDays === null ? null : this.nowMs + filter.expiringWithinDays * DAY_MS;
    const expired = STATES.indexOf('expired');
    const search = needle === '' ? null : this.searchText();
    return (row) => {
      const lastUsed = this.lastUsed[row] ?? Number.NaN;
      if (filter.neverUsed && !Number.isNaN(lastUsed)) return false;
      if (filter.expired && this.state[row] !== expired) return false;
      if (unusedSince !== null) {
        const lastSign = Number.isNaN(lastUsed) ? (this.created[row] ?? Number.NaN) : lastUsed;
        // A comparison with NaN (no date at all) is false, so such a token never counts as unused.
        if (!(lastSign < unusedSince)) return false;
      }
      if (expiringBy !== null) {
        const expires = this.expires[row] ?? Number.NaN;
        if (!(expires > this.nowMs && expires <= expiringBy)) return false;
      }
      if (search !== null && !(search.labels[row] ?? '').includes(needle) && !(search.owners[this.ownerOf[row] ?? 0] ?? '').includes(needle)) return false;
      return true;
    };
  }

  /** Labels and owners in lower case, made once for every search that follows. */
  private searchText(): { labels: string[]; owners: string[] } {
    this.search ??= {
      labels: this.tokens.map((token) => token.label.toLowerCase()),
      // The name and e-mail are joined by a character nobody types, so a search never matches across them.
      owners: this.owners.map((owner) => `${owner.name ?? HIDDEN_NAME}\u0000${owner.email ?? ''}`.toLowerCase()),
    };
    return this.search;
  }

  private ref(row: number): TokenRef {
    return { accountId: this.owners[this.ownerOf[row] ?? 0]?.accountId ?? '', tokenId: this.tokens[row]?.id ?? '' };
  }

  private row(row: number): ReviewToken {
    const owner = this.owners[this.ownerOf[row] ?? 0];
    const token = this.tokens[row] as ApiTokenView;
    return { ...token, accountId: owner?.accountId ?? '', ownerName: owner?.name ?? null, ownerEmail: owner?.email ?? null };
  }
}
