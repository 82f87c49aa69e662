import { describe, expect, it } from 'vitest';
import { changePosition, chunkOf, chunksBetween, nextChange, previousChange } from './changeNavigation';

describe('moving between changes', () => {
  it('steps forward and back through the changes, wrapping round', () => {
    const changes = [4, 90, 700];
    expect(nextChange(changes, -1)).toBe(0);
    expect(nextChange(changes, 2)).toBe(0);
    expect(previousChange(changes, 0)).toBe(2);
    expect(previousChange(changes, -1)).toBe(2);
    expect(nextChange([], -1)).toBe(-1);
  });

  it('says where the admin is', () => {
    expect(changePosition([4, 90], -1)).toBe('2 changes');
    expect(changePosition([4, 90], 1)).toBe('Change 2 of 2');
    expect(changePosition([], -1)).toBe('No changes');
    expect(changePosition(undefined, -1)).toBe('Comparing…');
  });

  it('knows which chunks of rows cover what is on screen', () => {
    expect(chunkOf(0)).toBe(0);
    expect(chunkOf(399)).toBe(0);
    expect(chunkOf(400)).toBe(1);
    expect(chunksBetween(390, 810)).toEqual([0, 1, 2]);
  });
});
