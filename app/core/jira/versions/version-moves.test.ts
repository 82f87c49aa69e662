import { describe, expect, it } from 'vitest';
import { orderDifferences } from './version-moves';

const order = (...names: string[]) => names.map((name) => ({ id: `id-${name}`, name }));

describe('how the order of versions changed since a move, in words', () => {
  it('says nothing when the order is as the move left it', () => {
    expect(orderDifferences(order('1.0', '2.0', '3.0'), order('1.0', '2.0', '3.0'))).toEqual([]);
  });

  it('names the one version moved, where it is now and where the move left it, however far the rest shifted', () => {
    expect(orderDifferences(order('1.0', '2.0', '3.0', '4.0'), order('4.0', '1.0', '2.0', '3.0'))).toEqual(['“4.0” was moved: it is now first; your move left it after “3.0”.']);
  });

  it('names versions added and removed, and counts the moved ones past three', () => {
    expect(orderDifferences(order('a', 'b', 'c'), order('a', 'b', 'c', 'd'))).toEqual(['“d” was added.']);
    expect(orderDifferences(order('a', 'b', 'c'), order('a', 'c'))).toEqual(['“b” was removed.']);
    const said = orderDifferences(order('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), order('h', 'g', 'f', 'e', 'a', 'b', 'c', 'd'));
    expect(said).toHaveLength(4);
    expect(said.at(-1)).toBe('1 more version was moved.');
  });
});
