import { describe, expect, it } from 'vitest';
import { VERSIONS_PER_PAGE, versionsShown } from './versionList';

const versions = Array.from({ length: 5_000 }, (_, index) => ({ name: index === 4_321 ? 'Catch-all' : `${index + 1}.0` }));

describe('a project’s versions, a page at a time', () => {
  it('shows fifty in the project’s order, each with its place in the whole list (what moving up and down needs)', () => {
    const second = versionsShown(versions, '', 1);
    expect(second.matching).toBe(5_000);
    expect(second.rows).toHaveLength(VERSIONS_PER_PAGE);
    expect(second.rows[0]).toEqual({ version: { name: '51.0' }, index: 50 });
  });

  it('filters by name, keeps the place in the project’s order, and a page past the end shows the last one', () => {
    const found = versionsShown(versions, ' catch-ALL ', 7);
    expect(found).toEqual({ rows: [{ version: { name: 'Catch-all' }, index: 4_321 }], matching: 1, page: 0 });
    expect(versionsShown(versions, '', 1_000).page).toBe(99);
    expect(versionsShown(versions, 'nightly', 0)).toEqual({ rows: [], matching: 0, page: 0 });
  });
});
