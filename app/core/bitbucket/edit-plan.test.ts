import { describe, expect, it } from 'vitest';
import { describeChanges, planEdit, type EditableHook } from './edit-plan';

const base: EditableHook = { description: 'CI', url: 'https://ci.example.com/a?token=x', active: true, events: ['repo:push'] };

describe('planning an edit', () => {
  it('sends only the fields the admin changed', () => {
    expect(planEdit(base, { ...base, active: false }, base)).toEqual({ changes: { active: false }, conflicts: [] });
  });

  it('leaves fields someone else changed alone, and reports a clash on a field both changed', () => {
    const current = { ...base, description: 'Theirs', events: ['repo:fork'] };
    expect(planEdit(base, { ...base, events: ['repo:push', 'issue:created'] }, current)).toEqual({ changes: {}, conflicts: ['events'] });
    expect(planEdit(base, { ...base, url: 'https://ci.example.com/b' }, current)).toEqual({ changes: { url: 'https://ci.example.com/b' }, conflicts: [] });
    expect(planEdit(base, { ...base, description: 'Theirs' }, current)).toEqual({ changes: {}, conflicts: [] });
  });

  it('treats events in another order as the same events', () => {
    const two = { ...base, events: ['repo:push', 'repo:fork'] };
    expect(planEdit(two, { ...two, events: ['repo:fork', 'repo:push'] }, two).changes).toEqual({});
  });

  it('words each change for the log, naming addresses by host only', () => {
    expect(describeChanges(base, { url: 'https://relay.example.com/secret-path', active: false, events: ['repo:fork'] })).toEqual([
      'address ci.example.com → relay.example.com',
      'paused (was active)',
      'events added: repo:fork',
      'events removed: repo:push',
    ]);
  });
});
