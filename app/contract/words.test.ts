import { describe, expect, it } from 'vitest';
import { agreeing, plural } from './words';

describe('counting words', () => {
  it('counts with the noun, the thousands separated', () => {
    expect(plural(1, 'page')).toBe('1 page');
    expect(plural(1204, 'old version')).toBe('1,204 old versions');
    expect(plural(2, 'copy', 'copies')).toBe('2 copies');
  });

  it('gives the word alone when the number is said elsewhere', () => {
    expect(agreeing(1, 'is', 'are')).toBe('is');
    expect(agreeing(0, 'is', 'are')).toBe('are');
    expect(agreeing(3, 'token')).toBe('tokens');
  });
});
