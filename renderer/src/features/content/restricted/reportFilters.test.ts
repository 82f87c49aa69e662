import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../../../../../app/contract/confluence/access.channels';
import { filterRows, flagCounts } from './reportFilters';

const row = (title: string, flags: ReportRow['flags'], section = 'Home'): ReportRow => ({ pageId: title, title, depth: 1, section, view: [], edit: [], inheritedFrom: null, flags });

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
});
