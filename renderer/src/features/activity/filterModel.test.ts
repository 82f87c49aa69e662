import { describe, expect, it } from 'vitest';
import { ActivityFilter } from '../../../../app/contract/app/activity.channels';
import { hasFilters, noFilters, toActivityFilter } from './filterModel';

describe('activity filters', () => {
  it('sends nothing when nothing is chosen', () => {
    expect(toActivityFilter(noFilters)).toEqual({});
    expect(hasFilters({ ...noFilters, text: '   ' })).toBe(false);
  });

  it('covers both whole days of a date range, in a form the contract accepts', () => {
    const filter = toActivityFilter({ ...noFilters, from: '2026-03-01', to: '2026-03-02' });
    expect(ActivityFilter.safeParse(filter).success).toBe(true);
    expect(new Date(filter.from ?? '')).toEqual(new Date(2026, 2, 1, 0, 0, 0, 0));
    expect(new Date(filter.to ?? '')).toEqual(new Date(2026, 2, 2, 23, 59, 59, 999));
  });

  it('passes text, outcome and connection through', () => {
    expect(toActivityFilter({ ...noFilters, text: ' Acme ', outcome: 'failure', connectionId: 'c1' })).toEqual({
      text: 'Acme',
      outcome: 'failure',
      connectionId: 'c1',
    });
  });
});
