import { describe, expect, it } from 'vitest';
import { pageSearchCql } from './pageSearch';

describe('pageSearchCql', () => {
  it('lists the latest pages when nothing is typed', () => {
    expect(pageSearchCql('   ')).toBe('type = page');
  });

  it('searches titles for the words typed', () => {
    expect(pageSearchCql(' release checklist ')).toBe('type = page and title ~ "release checklist"');
  });

  it('keeps quotes and backslashes inside the search text', () => {
    expect(pageSearchCql('say "hi" \\ bye')).toBe('type = page and title ~ "say \\"hi\\" \\\\ bye"');
  });
});
