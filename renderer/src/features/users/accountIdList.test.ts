import { describe, expect, it } from 'vitest';
import { parseAccountIds } from './accountIdList';

const modern = '557058:f58131cb-b67d-43c7-b30d-6b58d40bd077';
const legacy = '5b10a2844c20165700ede21g';

describe('account id lists', () => {
  it('reads one id per line, ignoring blank lines and repeats', () => {
    const parsed = parseAccountIds(`${modern}\n\n  ${legacy}  \r\n${modern}\n`);
    expect(parsed.accountIds).toEqual([modern, legacy]);
    expect(parsed.duplicates).toBe(1);
    expect(parsed.invalid).toEqual([]);
  });

  it('finds the id in any column of a CSV export and skips its header', () => {
    const csv = `Name,Account ID,E-mail\n"Ada Lovelace","${modern}",ada@example.com\nGrace Hopper;${legacy};grace@example.com`;
    expect(parseAccountIds(csv)).toEqual({ accountIds: [modern, legacy], duplicates: 0, invalid: [] });
  });

  it('reports the lines it cannot read, with their line numbers', () => {
    const parsed = parseAccountIds(`${modern}\nada@example.com\nnot an id at all\n${legacy}`);
    expect(parsed.accountIds).toEqual([modern, legacy]);
    expect(parsed.invalid).toEqual([
      { line: 2, text: 'ada@example.com' },
      { line: 3, text: 'not an id at all' },
    ]);
  });

  it('does not take an ordinary first line for a header', () => {
    expect(parseAccountIds(`hello\n${modern}`).invalid).toEqual([{ line: 1, text: 'hello' }]);
  });
});
