import { describe, expect, it } from 'vitest';
import { pageOf } from './page-of';

const items = Array.from({ length: 120 }, (_, index) => index);

describe('a page of a long list', () => {
  it('gives the page asked for', () => {
    expect(pageOf(items, 1, 50)).toEqual({ rows: items.slice(50, 100), page: 1 });
  });

  it('shows the last page when the one asked for is past the end, and the first of an empty list', () => {
    expect(pageOf(items, 9, 50)).toEqual({ rows: items.slice(100), page: 2 });
    expect(pageOf([], 3, 50)).toEqual({ rows: [], page: 0 });
  });
});
