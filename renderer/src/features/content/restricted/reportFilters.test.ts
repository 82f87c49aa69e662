import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../../../../../app/contract/confluence/access.channels';
import { filterRows, flagCounts, sortRows } from './reportFilters';

const row = (title: string, flags: ReportRow['flags'], section = 'Home', depth = 1): ReportRow => ({ pageId: title, title, depth, section, view: [], edit: [], inheritedFrom: null, flags });

describe('restricted pages filters', () => {
  const rows = [row('Audit', ['view', 'edit']), row('Findings', ['inherited'], 'Audit'), row('Runbook', ['edit', 'one-editor'])];

  it('keeps rows with every chosen finding and the text in the title or section', () => {
    expect(filterRows(rows, new Set(['edit']), '').map((item) => item.title)).toEqual(['Audit', 'Runbook']);
    expect(filterRows(rows, new Set(['edit', 'one-editor']), '').map((item) => item.title)).toEqual(['Runbook']);
    expect(filterRows(rows, new Set(), 'audit').map((item) => item.title)).toEqual(['Audit', 'Findings']);
  });

  it('counts each finding', () => {
    expect(flagCounts(rows)).toMatchObject({ view: 1, edit: 2, inherited: 1, 'one-editor': 1, deactivated: 0 });
  });

  it('sorts by title, section or depth either way, ties by title, and keeps the report\'s order without a sort', () => {
    const mixed = [row('page c', [], 'Beta', 3), row('Page b', [], 'alpha', 1), row('page a', [], 'Beta', 2)];
    const titles = (sorted: readonly ReportRow[]) => sorted.map((item) => item.title);
    expect(titles(sortRows(mixed, { field: 'title', sort: 'asc' }))).toEqual(['page a', 'Page b', 'page c']);
    expect(titles(sortRows(mixed, { field: 'title', sort: 'desc' }))).toEqual(['page c', 'Page b', 'page a']);
    expect(titles(sortRows(mixed, { field: 'section', sort: 'asc' }))).toEqual(['Page b', 'page a', 'page c']);
    expect(titles(sortRows(mixed, { field: 'depth', sort: 'desc' }))).toEqual(['page c', 'page a', 'Page b']);
    expect(sortRows(mixed, undefined)).toBe(mixed);
    expect(sortRows(mixed, { field: 'depth', sort: null })).toBe(mixed);
  });
});
