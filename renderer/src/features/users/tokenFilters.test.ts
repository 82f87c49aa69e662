import { describe, expect, it } from 'vitest';
import { defaultFilterControls, parseDays, toTokenFilter } from './tokenFilters';

describe('filter bar', () => {
  it('applies a day count only while its switch is on and the number is sensible', () => {
    const base = { ...defaultFilterControls, unusedDays: '120' };
    expect(toTokenFilter(base).unusedForDays).toBeNull();
    expect(toTokenFilter({ ...base, unusedOn: true }).unusedForDays).toBe(120);
    expect(toTokenFilter({ ...base, unusedOn: true, unusedDays: 'soon' }).unusedForDays).toBeNull();
    expect(parseDays('-3')).toBeNull();
    expect(parseDays('99999')).toBeNull();
  });
});
