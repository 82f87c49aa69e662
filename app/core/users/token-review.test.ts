import { describe, expect, it } from 'vitest';
import type { RevokePlanItem } from '../../contract/users/token-review.channels';
import { previewTarget } from './token-review';

const item = (index: number, owner: number, action: RevokePlanItem['action']): RevokePlanItem => ({
  accountId: `account-${owner}`,
  tokenId: `token-${index}`,
  label: `Token ${index}`,
  ownerName: `Person ${owner}`,
  ownerEmail: `person${owner}@acme.example`,
  lastUsedAt: null,
  expiresAt: null,
  action,
  reason: action === 'skip' ? 'Already revoked' : null,
});

describe('a bulk-revoke preview in words', () => {
  it('counts an organization-sized plan the way the screen does, with thousands separated', () => {
    const items = [
      ...Array.from({ length: 1200 }, (_, index) => item(index, index % 1001, 'revoke')),
      ...Array.from({ length: 3 }, (_, index) => item(5000 + index, 7, 'skip')),
    ];
    const words = previewTarget(items);
    expect(words.startsWith('Would revoke 1,200 API tokens of 1,001 people, and leave 3 selected ones alone: ')).toBe(true);
    expect(words).toContain('API token “Token 0” of Person 0 (person0@acme.example)');
  });

  it('says one token of one person in the singular', () => {
    expect(previewTarget([item(1, 1, 'revoke')])).toBe('Would revoke 1 API token of 1 person: API token “Token 1” of Person 1 (person1@acme.example)');
  });
});
