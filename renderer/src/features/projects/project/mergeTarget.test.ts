import { describe, expect, it } from 'vitest';
import type { JiraVersionView } from '../../../../../app/contract/jira/models';
import { mergeTargetFor, versionChoiceLabel } from './mergeTarget';

const version = (id: string, state: { archived?: boolean; released?: boolean; overdue?: boolean } = {}): JiraVersionView => ({
  id,
  projectId: '1',
  name: `v${id}`,
  description: null,
  archived: state.archived ?? false,
  released: state.released ?? false,
  startDate: null,
  releaseDate: null,
  overdue: state.overdue ?? false,
  driverAccountId: null,
});

// The demo's shape: two archived, released ones, the overdue current one, then future ones.
const history = [
  version('1', { archived: true, released: true }),
  version('2', { archived: true, released: true }),
  version('3', { released: true }),
  version('4', { released: true }),
  version('5', { overdue: true }),
  version('6'),
  version('7'),
];

describe('where a merge starts', () => {
  it('never starts on an archived version while an unarchived one exists', () => {
    expect(mergeTargetFor(history, '2')).toBe('5');
    expect(mergeTargetFor(history, '1')).toBe('5');
    expect(mergeTargetFor([version('1', { archived: true }), version('2', { released: true })], '2')).toBe('1');
  });

  it('takes the nearest unreleased version, the later one of two equally near', () => {
    expect(mergeTargetFor(history, '6')).toBe('7');
    expect(mergeTargetFor(history, '7')).toBe('6');
    expect(mergeTargetFor(history, '4')).toBe('5');
  });

  it('falls back to the nearest released version, and to nothing when alone', () => {
    expect(mergeTargetFor([version('1', { released: true }), version('2', { released: true }), version('3', { released: true })], '2')).toBe('3');
    expect(mergeTargetFor([version('1')], '1')).toBeNull();
  });

  it('says the status of a version that is not plainly unreleased', () => {
    expect(history.map(versionChoiceLabel)).toEqual(['v1 (archived)', 'v2 (archived)', 'v3 (released)', 'v4 (released)', 'v5 (overdue)', 'v6', 'v7']);
  });
});
