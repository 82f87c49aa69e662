import { describe, expect, it } from 'vitest';
import { dayMs } from '../../data/time';
import { createWorld } from '../../data/world';
import { adminArea } from '.';
import type { AdminState, ApiToken } from './state';

const now = '2026-11-22T10:00:00.000Z';
const nowMs = Date.parse(now);
const tokensOf = (seed: string, scale: 'demo' | 'large' = 'demo'): ApiToken[] => {
  const world = createWorld({ seed, scale, now }, [adminArea]);
  return Object.values((world.areas.admin as AdminState).tokensByAccount).flat();
};

describe('generated API tokens', () => {
  const tokens = tokensOf('tokens');

  it('has 150+ tokens covering every usage pattern an admin looks for', () => {
    expect(tokens.length).toBeGreaterThanOrEqual(150);
    const expiry = (token: ApiToken) => Date.parse(token.expiry ?? '');
    const lastAccess = (token: ApiToken) => (token.lastAccess ? Date.parse(token.lastAccess) : undefined);
    expect(tokens.some((token) => token.lastAccess === undefined)).toBe(true);
    expect(tokens.some((token) => (lastAccess(token) ?? 0) > nowMs - dayMs)).toBe(true);
    expect(tokens.some((token) => (lastAccess(token) ?? nowMs) < nowMs - 90 * dayMs && expiry(token) > nowMs)).toBe(true);
    expect(tokens.some((token) => expiry(token) > nowMs && expiry(token) < nowMs + 31 * dayMs)).toBe(true);
    expect(tokens.some((token) => expiry(token) < nowMs)).toBe(true);
  });

  it('follows the real expiry cliff: old tokens expire 14 Mar - 12 May 2026, newer ones within a year', () => {
    const cutoff = Date.parse('2024-12-15T00:00:00Z');
    const old = tokens.filter((token) => Date.parse(token.createdAt) < cutoff);
    expect(old.length).toBeGreaterThan(0);
    for (const token of old) {
      expect(token.expiry! >= '2026-03-14' && token.expiry! <= '2026-05-13').toBe(true);
    }
    for (const token of tokens.filter((candidate) => Date.parse(candidate.createdAt) >= cutoff)) {
      expect(Date.parse(token.expiry!) - Date.parse(token.createdAt)).toBeLessThanOrEqual(365 * dayMs);
    }
  });

  it('never has a token used before it was created, after it expired, or created in the future', () => {
    for (const token of tokens) {
      expect(Date.parse(token.createdAt)).toBeLessThanOrEqual(nowMs);
      if (token.lastAccess) {
        expect(token.lastAccess >= token.createdAt).toBe(true);
        expect(token.lastAccess <= token.expiry!).toBe(true);
      }
    }
  });

  it('is deterministic per seed and differs between seeds', () => {
    expect(tokensOf('tokens')).toEqual(tokens);
    expect(tokensOf('other')).not.toEqual(tokens);
  });

  it('builds the large benchmark world quickly', () => {
    const started = performance.now();
    const world = createWorld({ seed: 'bench', scale: 'large', now }, [adminArea]);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(world.people.length).toBeGreaterThanOrEqual(10_000);
    expect(Object.values((world.areas.admin as AdminState).tokensByAccount).flat().length).toBeGreaterThanOrEqual(30_000);
  });
});

describe('generated people', () => {
  it('contains every manageability case with privacy variety', () => {
    const { people, adminAccountId } = createWorld({ seed: 'people', scale: 'demo', now }, []);
    expect(people.length).toBeGreaterThanOrEqual(55);
    expect(people.some((p) => p.accountId === adminAccountId)).toBe(true);
    expect(people.some((p) => p.status === 'inactive')).toBe(true);
    expect(people.some((p) => p.directory === 'scim')).toBe(true);
    expect(people.some((p) => p.directory === 'google')).toBe(true);
    expect(people.some((p) => p.samlPolicy)).toBe(true);
    expect(people.some((p) => p.exportControlBlocked)).toBe(true);
    expect(people.some((p) => !p.domainVerified)).toBe(true);
    expect(people.some((p) => !p.emailVisible)).toBe(true);
    expect(people.some((p) => p.jobTitle === null)).toBe(true);
    expect(new Set(people.map((p) => p.accountId)).size).toBe(people.length);
    expect(new Set(people.map((p) => p.email)).size).toBe(people.length);
  });
});
