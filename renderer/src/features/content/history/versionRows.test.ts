import { describe, expect, it } from 'vitest';
import { comparePair, currentNumber, deleteRefusal, restoreRefusal } from './versionRows';

const version = (number: number, createdAt: string | null = '2026-01-01T00:00:00Z') => ({ number, createdAt });

describe('version rows', () => {
  it('takes the highest number as the current version', () => {
    expect(currentNumber([version(3), version(12), version(7)])).toBe(12);
    expect(currentNumber([])).toBeNull();
  });

  it('never offers to delete or restore the current version, and says why', () => {
    expect(deleteRefusal(version(5), 5)).toMatch(/current version can’t be deleted/);
    expect(deleteRefusal(version(4), 5)).toBeNull();
    expect(restoreRefusal(version(5), 5)).toBe('This is the current version already.');
    expect(deleteRefusal(version(4, null), 5)).toMatch(/did not say when/);
  });

  it('compares exactly two versions, older on the left', () => {
    expect(comparePair([9, 2])).toEqual([2, 9]);
    expect(comparePair([9])).toBeNull();
    expect(comparePair([1, 2, 3])).toBeNull();
  });
});
