import type { Rng } from '../../kit';
import { dayMs } from '../../data/time';

/** The usage stories a generated token tells; every world contains each of them. */
export const tokenPatterns = ['neverUsed', 'usedToday', 'usedRecently', 'idleForMonths', 'expiringThisMonth', 'expired'] as const;
export type TokenPattern = (typeof tokenPatterns)[number];

/**
 * The real expiry cliff: tokens created before 15 Dec 2024 were all given an expiry between
 * 14 Mar and 12 May 2026; newer tokens expire within a year of creation.
 */
export const cliffCutoff = Date.parse('2024-12-15T00:00:00Z');
export const cliffStart = Date.parse('2026-03-14T00:00:00Z');
const cliffEnd = Date.parse('2026-05-12T23:59:59Z');

function between(rng: Rng, from: number, to: number): number {
  return to <= from ? from : from + Math.floor(rng.next() * (to - from));
}

function expiryForCreation(rng: Rng, created: number): number {
  return created < cliffCutoff ? between(rng, cliffStart, cliffEnd) : created + between(rng, 7 * dayMs, 365 * dayMs);
}

/** A creation time whose expiry (by the rule above) can be `expiry`, and never after `now`. */
function creationForExpiry(rng: Rng, expiry: number, now: number): number {
  const inCliff = expiry >= cliffStart && expiry <= cliffEnd;
  if (inCliff && rng.chance(0.5)) return cliffCutoff - between(rng, dayMs, 700 * dayMs);
  const earliest = Math.max(cliffCutoff, expiry - 365 * dayMs);
  return Math.min(now - dayMs, between(rng, earliest, expiry - 7 * dayMs));
}

export interface TokenDates {
  createdAt: number;
  lastAccess?: number;
  expiry: number;
}

function lastAccessFor(rng: Rng, pattern: TokenPattern, created: number, now: number, expiry: number): number | undefined {
  const ceiling = Math.min(now, expiry);
  switch (pattern) {
    case 'neverUsed':
      return undefined;
    case 'usedToday':
      return Math.max(created, now - between(rng, 0, 10 * 3_600_000));
    case 'usedRecently':
      return Math.max(created, ceiling - between(rng, 2 * dayMs, 30 * dayMs));
    case 'idleForMonths':
      return between(rng, created, Math.max(created, ceiling - 90 * dayMs));
    case 'expiringThisMonth':
    case 'expired':
      return rng.chance(0.2) ? undefined : between(rng, created, ceiling);
  }
}

export function tokenDates(rng: Rng, pattern: TokenPattern, nowIso: string): TokenDates {
  const now = Date.parse(nowIso);
  let created: number;
  let expiry: number;
  if (pattern === 'expired' && cliffEnd < now && rng.chance(0.5)) {
    // Once the cliff has passed, half the expired tokens are the ones it took out.
    expiry = between(rng, cliffStart, cliffEnd);
    created = cliffCutoff - between(rng, dayMs, 700 * dayMs);
  } else if (pattern === 'expiringThisMonth' || pattern === 'expired') {
    expiry = pattern === 'expired' ? now - between(rng, dayMs, 150 * dayMs) : now + between(rng, 3_600_000, 30 * dayMs);
    created = creationForExpiry(rng, expiry, now);
  } else {
    // Idle tokens are old; the others were created any time in the last three years but must still be valid.
    const oldest = pattern === 'idleForMonths' ? 1000 : 700;
    const newest = pattern === 'idleForMonths' ? 120 : 1;
    created = now - between(rng, newest * dayMs, oldest * dayMs);
    expiry = expiryForCreation(rng, created);
    if (expiry <= now + dayMs) {
      // Too old to be still valid: move it after the cliff, close enough to now to stay unexpired.
      created = now - between(rng, newest * dayMs, Math.min(oldest, 300) * dayMs);
      expiry = Math.max(created + 60 * dayMs, now + between(rng, 31 * dayMs, 60 * dayMs));
    }
  }
  const lastAccess = lastAccessFor(rng, pattern, created, now, expiry);
  return lastAccess === undefined ? { createdAt: created, expiry } : { createdAt: created, lastAccess, expiry };
}
