import { afterEach, describe, expect, it } from 'vitest';
import { timeCells, timeHeaders, toCsv } from './csv';

describe('CSV for spreadsheets', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('starts with a byte order mark, so Excel reads accented names as UTF-8', () => {
    const csv = toCsv(['Name'], [['Zoë Ångström']]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Name\r\nZoë Ångström\r\n');
  });

  it('keeps formula-looking cells as text and quotes what needs quoting', () => {
    expect(toCsv(['A', 'B'], [['=SUM(A1)', 'a "b", c'], [-1, null]]).slice(1)).toBe(`A,B\r\n'=SUM(A1),"a ""b"", c"\r\n-1,\r\n`);
  });

  it('gives a time in UTC and in the local time of this machine', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(timeHeaders('Finished')).toEqual(['Finished (UTC)', 'Finished (local time)']);
    expect(timeCells('2026-11-26T20:45:09.000Z')).toEqual(['2026-11-26T20:45:09.000Z', '2026-11-27 02:15:09']);
    process.env.TZ = 'America/New_York';
    expect(timeCells('2026-07-01T03:00:00Z')).toEqual(['2026-07-01T03:00:00Z', '2026-06-30 23:00:00']);
  });

  it('fills both cells with the fallback when there is no time', () => {
    expect(timeCells(null, 'Never')).toEqual(['Never', 'Never']);
    expect(timeCells(null)).toEqual([null, null]);
  });
});
