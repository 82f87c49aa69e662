import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../../../app/contract/offboarding/leavers.channels';
import { reuseRows, type FindingRow } from './findingRows';

const finding = (key: string): Finding => ({ kind: 'projectLead', key, target: key, link: null, projectId: '1', projectKey: key, name: key });
const row = (f: Finding, action: FindingRow['action'], warnings: string[] = []): FindingRow => ({ finding: f, action, successor: null, outcome: null, warnings });

describe('table rows across choices', () => {
  it('keeps the rows nothing changed about, and gives a new one where the choice or a warning changed', () => {
    const a = finding('A');
    const b = finding('B');
    const first = reuseRows({ rows: [], byKey: new Map() }, [row(a, 'replace'), row(b, 'replace')]);
    const second = reuseRows(first, [row(a, 'replace'), row(b, 'keep')]);
    expect(second.rows[0]).toBe(first.rows[0]);
    expect(second.rows[1]).not.toBe(first.rows[1]);
    const third = reuseRows(second, [row(a, 'replace', ['Priya cannot view it.']), row(b, 'keep')]);
    expect(third.rows[0]).not.toBe(second.rows[0]);
    expect(third.rows[1]).toBe(second.rows[1]);
  });

  it('hands back the same array when nothing changed, so the table has nothing to do', () => {
    const a = finding('A');
    const first = reuseRows({ rows: [], byKey: new Map() }, [row(a, 'replace')]);
    expect(reuseRows(first, [row(a, 'replace')]).rows).toBe(first.rows);
  });
});
