import { describe, expect, it } from 'vitest';
import { destinationsOf, everyFieldTo, fieldsToDecide, missingChoice, removalPlanLines } from './removalModel';

const counts = {
  versionId: '10',
  unresolved: 2,
  fields: [
    { field: 'fix', label: 'Fix version', issues: 5 },
    { field: 'affects', label: 'Affects version', issues: 3 },
    { field: '10100', label: 'Target release', issues: 1 },
    { field: '10101', label: 'Found in build', issues: 0 },
  ],
};

describe('the removal wizard', () => {
  it('asks only about the fields some issue uses', () => {
    expect(fieldsToDecide(counts).map((field) => field.field)).toEqual(['fix', 'affects', '10100']);
  });

  it('says which fields still need a choice, then turns the choices into the plan', () => {
    expect(missingChoice(counts, { fix: '11' })).toBe('Choose where the issues in “Affects version”, “Target release” go, or clear them.');
    const choices = { fix: '11', affects: 'clear', '10100': '12' };
    expect(missingChoice(counts, choices)).toBeNull();
    expect(destinationsOf(counts, choices)).toEqual([
      { field: 'fix', to: '11' },
      { field: 'affects', to: null },
      { field: '10100', to: '12' },
    ]);
  });

  it('sends every field to one version at once', () => {
    expect(everyFieldTo(counts, '11')).toEqual({ fix: '11', affects: '11', '10100': '11' });
  });

  it('lists the preview as what changes, field by field, then the fields left alone', () => {
    const lines = removalPlanLines({
      lines: [{ field: 'fix', label: 'Fix version', issues: 5, to: { id: '11', name: '2.1' }, sentence: '5 issues: Fix version moves to “2.1”.' }],
      untouched: ['Found in build'],
    });
    expect(lines).toEqual([
      { key: 'fix', name: '5 issues: Fix version moves to “2.1”.', changes: true },
      { key: 'untouched:Found in build', name: 'Found in build', changes: false, note: 'No issue names the version in this field.' },
    ]);
  });
});
