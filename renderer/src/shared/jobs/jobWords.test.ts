import { describe, expect, it } from 'vitest';
import { percentDone, rateWords, timeLeftWords } from './jobWords';

describe('job progress words', () => {
  it('counts failed and skipped items as finished work', () => {
    expect(percentDone({ done: 40, failed: 5, skipped: 5, total: 100 })).toBe(50);
    expect(percentDone({ done: 0, failed: 0, skipped: 0, total: 0 })).toBe(0);
  });

  it('says the rate and the time left in words', () => {
    expect(rateWords(42.4, 'accounts')).toBe('42 accounts a second');
    expect(rateWords(2.345, 'accounts')).toBe('2.3 accounts a second');
    expect(rateWords(0, 'accounts')).toBe('');
    expect(timeLeftWords(null)).toBe('');
    expect(timeLeftWords(3)).toBe('almost done');
    expect(timeLeftWords(42)).toBe('about 45 seconds left');
    expect(timeLeftWords(150)).toBe('about 3 minutes left');
  });
});
