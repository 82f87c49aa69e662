import { describe, expect, it } from 'vitest';
import type { RevokePlanItem } from '../../../../app/contract/users/token-review.channels';
import { plannedVersusDone, refOfKey, summarizeOutcomes, summarizePlan } from './revokeOutcomes';

const item = (tokenId: string, action: 'revoke' | 'skip', reason: string | null = null): RevokePlanItem => ({
  accountId: '557058:abc',
  tokenId,
  label: tokenId,
  ownerName: 'Ada',
  ownerEmail: 'ada@acme.com',
  lastUsedAt: null,
  expiresAt: null,
  action,
  reason,
});

describe('bulk revoke plan and result', () => {
  it('splits the preview into what is revoked and what is skipped, grouped by reason', () => {
    const plan = summarizePlan([
      item('t1', 'revoke'),
      item('t2', 'skip', 'Already gone.'),
      item('t3', 'skip', 'Not allowed.'),
      item('t4', 'skip', 'Already gone.'),
    ]);
    expect(plan.revoke.map((i) => i.tokenId)).toEqual(['t1']);
    expect(plan.skipReasons).toEqual([
      { reason: 'Already gone.', count: 2 },
      { reason: 'Not allowed.', count: 1 },
    ]);
  });

  it('reads the revoked tokens back from the job outcomes', () => {
    expect(refOfKey('557058:abc/tok/1')).toEqual({ accountId: '557058:abc', tokenId: 'tok/1' });
    expect(refOfKey('no-slash')).toBeNull();
    const result = summarizeOutcomes([
      { key: 'a/t1', target: 'API token “t1”', writes: ['Revoke API token'], at: '2026-11-26T10:00:00Z', status: 'done' },
      { key: 'a/t2', target: 'API token “t2”', writes: [], at: '2026-11-26T10:00:01Z', status: 'failed', error: { code: 'FORBIDDEN', message: 'No.' } },
      { key: 'a/t3', target: 'API token “t3”', writes: [], at: '2026-11-26T10:00:02Z', status: 'skipped', reason: 'Already gone.' },
    ]);
    expect(result.revoked).toEqual([{ accountId: 'a', tokenId: 't1' }]);
    expect(result.failed.map((o) => o.error.message)).toEqual(['No.']);
    expect(result.skipped.map((o) => o.reason)).toEqual(['Already gone.']);
  });

  it('compares the result with the preview, and says when a stop left tokens untried', () => {
    expect(plannedVersusDone(4, 4, false)).toBe('Every one of the 4 tokens the preview planned to revoke is accounted for.');
    expect(plannedVersusDone(4, 3, false)).toBe('The preview planned 4 revocations; 1 was skipped when the job reached them (see below).');
    expect(plannedVersusDone(10, 4, true)).toBe(
      'The preview planned 10 revocations; 6 were not attempted because the job was stopped (see below).',
    );
  });
});
