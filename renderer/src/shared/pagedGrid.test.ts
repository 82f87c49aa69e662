import { describe, expect, it } from 'vitest';
import { sortRows } from './pagedGrid';

interface Row {
  name: string;
  lastUsed: number | null;
}

const rows: Row[] = [
  { name: 'zoë', lastUsed: 30 },
  { name: 'Anna', lastUsed: null },
  { name: 'émile', lastUsed: 10 },
  { name: 'Bob', lastUsed: 20 },
  { name: 'anna', lastUsed: 10 },
];
const names = (list: Row[]) => list.map((row) => row.name);

describe('sorting a big table before the grid sees it', () => {
  it('puts tokens never used first, then the oldest use, and the reverse when descending', () => {
    expect(names(sortRows(rows, { number: (row) => row.lastUsed }, 'asc'))).toEqual(['Anna', 'émile', 'anna', 'Bob', 'zoë']);
    expect(names(sortRows(rows, { number: (row) => row.lastUsed }, 'desc'))).toEqual(['zoë', 'Bob', 'émile', 'anna', 'Anna']);
  });

  it('orders names as a reader would: case and accents aside, equal names keep their order', () => {
    expect(names(sortRows(rows, { text: (row) => row.name }, 'asc'))).toEqual(['Anna', 'anna', 'Bob', 'émile', 'zoë']);
  });

  it('leaves the list it was given as it was', () => {
    const before = names(rows);
    sortRows(rows, { text: (row) => row.name }, 'desc');
    expect(names(rows)).toEqual(before);
  });
});
