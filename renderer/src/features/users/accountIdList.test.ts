import { describe, expect, it } from 'vitest';
import { looksLikeAccountId, parseAccountIds } from './accountIdList';

const modern = '557058:f58131cb-b67d-43c7-b30d-6b58d40bd077';
const newer = '712020:0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';
const customer = 'qm:a713c8ea-1075-4e30-9d96-891a7d181739:5ad6d69abfa3980ce712caae';
const legacy = '5b10ac8d82e05b22cc7d4ef5';

describe('account ids', () => {
  it('accepts the shapes Atlassian issues', () => {
    for (const id of [modern, newer, customer, 'qm:a713c8ea-1075-4e30-9d96-891a7d181739', legacy]) expect(looksLikeAccountId(id)).toBe(true);
  });

  it('refuses dates, times, links, words and near misses', () => {
    for (const text of [
      '2024-01-01T10:00:00Z',
      'mailto:x',
      '10:30',
      'https://example.com',
      'name',
      'Account ID',
      'ada@example.com',
      // Atlassian's documentation example: a `g` is not a hex digit.
      '5b10a2844c20165700ede21g',
      '5b10ac8d82e05b22cc7d4ef',
      '557058:f58131cb-b67d-43c7-b30d',
      ` ${modern}`,
      modern.toUpperCase(),
    ]) {
      expect(looksLikeAccountId(text)).toBe(false);
    }
  });
});

describe('account id lists', () => {
  it('reads one id per line, ignoring blank lines and repeats', () => {
    const parsed = parseAccountIds(`${modern}\n\n  ${legacy}  \r\n${modern}\n`);
    expect(parsed.accountIds).toEqual([modern, legacy]);
    expect(parsed.duplicates).toBe(1);
    expect(parsed.invalid).toEqual([]);
  });

  it('takes the ids from the column a header names, and skips the header', () => {
    const csv = `Name,Account ID,E-mail\n"Ada Lovelace","${modern}",ada@example.com\nGrace Hopper;${legacy};grace@example.com`;
    expect(parseAccountIds(csv)).toEqual({ accountIds: [modern, legacy], duplicates: 0, invalid: [] });
  });

  it('does not take a time, a date or a link in another column for the id', () => {
    const csv = [
      'Last seen,Contact,Account ID,Shift',
      `2024-01-01T10:00:00Z,mailto:x,${modern},10:30`,
      `2024-02-01T09:00:00Z,mailto:y,${legacy},08:15`,
    ].join('\n');
    expect(parseAccountIds(csv)).toEqual({ accountIds: [modern, legacy], duplicates: 0, invalid: [] });

    // Without a header the id is found in whichever column it is.
    const noHeader = `2024-01-01T10:00:00Z,mailto:x,10:30,${modern}\n10:30;${newer}`;
    expect(parseAccountIds(noHeader)).toEqual({ accountIds: [modern, newer], duplicates: 0, invalid: [] });
  });

  it('uses only the account id column, even when another column holds ids too', () => {
    const csv = `Manager account ID,Account ID,Name\n${legacy},${modern},"Lovelace, Ada"\n${legacy},${customer},Grace`;
    expect(parseAccountIds(csv)).toEqual({ accountIds: [modern, customer], duplicates: 0, invalid: [] });
  });

  it('keeps quoted cells with commas together, so the column still lines up', () => {
    const csv = `Name,accountId\n"Lovelace, Ada",${modern}\n"Hopper, ""Amazing"" Grace",${legacy}`;
    expect(parseAccountIds(csv)).toEqual({ accountIds: [modern, legacy], duplicates: 0, invalid: [] });
  });

  it('reports a line whose account id column has no id, naming the column', () => {
    const csv = `Name,Account ID\nAda,${modern}\nGrace,\nAlan,10:30`;
    expect(parseAccountIds(csv)).toEqual({
      accountIds: [modern],
      duplicates: 0,
      invalid: [
        { line: 3, text: 'Grace,', reason: 'The “Account ID” column is empty.' },
        { line: 4, text: 'Alan,10:30', reason: 'The “Account ID” column holds no account ID.' },
      ],
    });
  });

  it('takes every id of a comma-separated list on one line', () => {
    expect(parseAccountIds(`${modern}, ${legacy},${newer}`).accountIds).toEqual([modern, legacy, newer]);
  });

  it('reports the lines it cannot read, with their line numbers and why', () => {
    const parsed = parseAccountIds(`${modern}\nada@example.com\nnot an id at all\n2024-01-01T10:00:00Z\n${legacy}`);
    expect(parsed.accountIds).toEqual([modern, legacy]);
    expect(parsed.invalid).toEqual([
      { line: 2, text: 'ada@example.com', reason: 'No account ID on this line.' },
      { line: 3, text: 'not an id at all', reason: 'No account ID on this line.' },
      { line: 4, text: '2024-01-01T10:00:00Z', reason: 'No account ID on this line.' },
    ]);
  });

  it('does not take an ordinary first line for a header', () => {
    expect(parseAccountIds(`hello\n${modern}`).invalid).toEqual([{ line: 1, text: 'hello', reason: 'No account ID on this line.' }]);
  });
});
