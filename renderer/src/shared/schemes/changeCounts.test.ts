import { describe, expect, it } from 'vitest';
import { countWords } from './changeCounts';

describe('scheme change counts', () => {
  it('counts changes in words', () => {
    expect(countWords(1200, 2)).toBe('1,200 added, 2 removed');
    expect(countWords(0, 3)).toBe('3 removed');
    expect(countWords(0, 0)).toBe('No changes');
  });
});
