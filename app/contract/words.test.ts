import { describe, expect, it } from 'vitest';
import { plural } from './words';

describe('counting words', () => {
  it('counts with the noun, the thousands separated', () => {
    expect(plural(1, 'page')).toBe('1 page');
    expect(plural(1204, 'old version')).toBe('1,204 old versions');
    expect(plural(2, 'copy', 'copies')).toBe('2 copies');
  });
});
