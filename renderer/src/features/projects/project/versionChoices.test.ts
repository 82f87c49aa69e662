import { describe, expect, it } from 'vitest';
import { firstMatches, OPTIONS_SHOWN } from './versionChoices';

const versions = Array.from({ length: 5_000 }, (_, index) => ({ id: String(index + 1), label: `Release ${index + 1}.0` }));

describe('choosing among a project’s versions', () => {
  it('offers the first fifty in the project’s order until something is typed', () => {
    const shown = firstMatches(versions, '');
    expect(shown).toHaveLength(OPTIONS_SHOWN);
    expect(shown[0]?.label).toBe('Release 1.0');
  });

  it('finds a version far down the list by part of its name, whatever the case', () => {
    expect(firstMatches(versions, ' release 4999. ').map((option) => option.id)).toEqual(['4999']);
    expect(firstMatches(versions, '2500.0')).toEqual([{ id: '2500', label: 'Release 2500.0' }]);
    expect(firstMatches(versions, 'nightly')).toEqual([]);
  });
});
