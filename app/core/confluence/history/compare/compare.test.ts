import { describe, expect, it } from 'vitest';
import { SHOWCASE_VERSIONS } from '../../../../sandbox/areas/confluence/data/history-bodies';
import { compareVersions } from './version-tasks';

const version = (index: number) => ({ title: SHOWCASE_VERSIONS[index]!.title, storage: SHOWCASE_VERSIONS[index]!.body });

describe('comparing two versions', () => {
  it('summarises changes by kind and marks the changed words', () => {
    const result = compareVersions(
      { title: 'Plan', storage: '<p>Freeze on Monday morning.</p><p>Keep this.</p><p>Drop this sentence entirely please.</p>' },
      { title: 'Plan', storage: '<p>Freeze on Tuesday morning.</p><p>Keep this.</p><table><tbody><tr><td>New</td></tr></tbody></table>' },
    );
    expect(result.summary.text).toBe('1 paragraph changed, 1 table added, 1 paragraph removed');
    expect(result.titleChange).toBeNull();
    const changed = result.rows.find((row) => row.change === 'changed')!;
    expect(changed.left).toBe('<p>Freeze on <del>Monday</del> morning.</p>');
    expect(changed.right).toBe('<p>Freeze on <ins>Tuesday</ins> morning.</p>');
    expect(changed.inline).toContain('<del>Monday</del><ins>Tuesday</ins>');
    expect(result.rows.map((row) => row.change)).toEqual(['changed', 'same', 'removed', 'added']);
  });

  it('shows a rename and marks the rows of a changed table', () => {
    const result = compareVersions(version(0), version(1));
    expect(result.titleChange).toEqual({ before: 'Mobile release checklist (draft)', after: 'Mobile release checklist' });
    expect(result.summary.text).toMatch(/^Title changed; 1 paragraph changed, 1 heading added, 1 table added$/);

    const tables = compareVersions(version(1), version(2));
    const table = tables.rows.find((row) => row.kind === 'table' && row.change === 'changed')!;
    expect(table.left).toContain('<tr class="cf-del-row"><td>Apps</td><td>Mobile team</td><td>no</td></tr>');
    expect(table.right).toContain('<tr class="cf-ins-row"><td>Apps</td><td>Mobile team</td><td>yes</td></tr>');
    expect(tables.summary.text).toBe('1 list changed, 1 table changed, 1 panel added, 1 heading added, 1 code block added, 1 image added');
  });

  it('says when two versions are the same, and compares unsafe markup without carrying it', () => {
    expect(compareVersions(version(2), version(2)).summary.text).toBe('No differences in the content');
    const unsafe = compareVersions(version(2), version(3));
    const everything = JSON.stringify(unsafe.rows);
    expect(everything).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(unsafe.notes.some((note) => note.includes('scripts'))).toBe(true);
  });

  it('compares versions of a megabyte each without giving up', () => {
    const paragraphs = Array.from({ length: 6_000 }, (_, index) => `<p>Paragraph ${index} of the long handbook, with enough words to weigh a little more than a line.</p>`);
    const before = paragraphs.join('');
    const after = paragraphs.map((paragraph, index) => (index % 500 === 0 ? paragraph.replace('long', 'longer') : paragraph)).join('');
    const result = compareVersions({ title: 'Handbook', storage: before }, { title: 'Handbook', storage: after });
    expect(before.length).toBeGreaterThan(500_000);
    expect(result.summary.text).toBe('12 paragraphs changed');
  });
});
