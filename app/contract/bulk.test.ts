import { describe, expect, it } from 'vitest';
import { confirmationPhrase, phraseBegun, phraseMatches } from './bulk';

describe('the confirmation phrase of a bulk change', () => {
  it('is the verb and the counted noun in capitals, the count without separators', () => {
    expect(confirmationPhrase('delete', 311, 'version')).toBe('DELETE 311 VERSIONS');
    expect(confirmationPhrase('Roll back', 1, 'page')).toBe('ROLL BACK 1 PAGE');
    expect(confirmationPhrase('delete', 1204, 'scheme')).toBe('DELETE 1204 SCHEMES');
    expect(confirmationPhrase('change', 2, 'person', 'people')).toBe('CHANGE 2 PEOPLE');
  });

  it('matches what was typed whatever its case and spacing, and nothing else', () => {
    expect(phraseMatches('  delete   311 versions ', 'DELETE 311 VERSIONS')).toBe(true);
    expect(phraseMatches('DELETE 31 VERSIONS', 'DELETE 311 VERSIONS')).toBe(false);
    expect(phraseMatches('', 'DELETE 311 VERSIONS')).toBe(false);
  });

  it('tells a phrase on its way from a wrong one', () => {
    expect(phraseBegun('', 'DELETE 3 PAGES')).toBe(true);
    expect(phraseBegun('delete 3', 'DELETE 3 PAGES')).toBe(true);
    expect(phraseBegun('delete 4', 'DELETE 3 PAGES')).toBe(false);
  });
});
