import { describe, expect, it } from 'vitest';
import { WildcardWord } from './wildcard';

const matches = (word: string, text: string): boolean => new WildcardWord(word).test(text);

describe('WildcardWord', () => {
  it('finds a plain word anywhere, inside longer words too', () => {
    expect(matches('road', 'the roadmap for 2026')).toBe(true);
    expect(matches('roads', 'the roadmap for 2026')).toBe(false);
  });

  it('lets a star stand for any run of characters inside one word, the empty one too', () => {
    expect(matches('road*', 'the roadmap')).toBe(true);
    expect(matches('*map', 'the roadmap')).toBe(true);
    expect(matches('r*d*p', 'the roadmap')).toBe(true);
    expect(matches('ro*admap', 'the roadmap')).toBe(true);
    expect(matches('*', '')).toBe(true);
    expect(matches('**', 'anything')).toBe(true);
  });

  it('never lets a star span two words', () => {
    expect(matches('the*map', 'the roadmap')).toBe(false);
    expect(matches('road*for', 'the roadmap for 2026')).toBe(false);
    expect(matches('a*b', 'aaa\nb')).toBe(false);
  });

  it('tries later starts when an early one leads nowhere (pieces that overlap themselves)', () => {
    expect(matches('aab*c', 'aaab-c')).toBe(true);
    expect(matches('abab*x', 'abaababx')).toBe(true);
    expect(matches('x*abab', 'x ababab')).toBe(false);
    expect(matches('x*abab', 'xabaabab')).toBe(true);
  });

  it('compares at most twice as many characters as the text has, on the input that made the old pattern backtrack for minutes', () => {
    const word = new WildcardWord('a*a*a*b');
    const text = `${'a'.repeat(200_000)} ${'a'.repeat(50_000)}`;
    expect(word.test(text)).toBe(false);
    expect(word.comparisons).toBeLessThanOrEqual(2 * text.length);
    const selfOverlapping = new WildcardWord('aaaaaaaab*aaaaaaaab');
    const almost = 'aaaaaaaa'.repeat(30_000);
    expect(selfOverlapping.test(almost)).toBe(false);
    expect(selfOverlapping.comparisons).toBeLessThanOrEqual(2 * almost.length);
  });
});
