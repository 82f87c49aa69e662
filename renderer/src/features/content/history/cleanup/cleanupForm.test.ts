import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '../localTime';
import { ruleFrom } from './cleanupForm';

describe('the clean-up form', () => {
  it('keeps at least the current version', () => {
    expect(ruleFrom({ rule: 'keepLatest', keep: '3', before: '' })).toEqual({ rule: { kind: 'keepLatest', count: 3 } });
    expect(ruleFrom({ rule: 'keepLatest', keep: '0', before: '' })).toEqual({ problem: 'Keep at least 1 version: the current one is always kept.' });
    expect(ruleFrom({ rule: 'keepLatest', keep: '2.5', before: '' })).toHaveProperty('problem');
  });

  it('turns the local date the admin picked into a moment the core understands', () => {
    const picked = toLocalInput('2026-02-01T09:30:00.000Z');
    const result = ruleFrom({ rule: 'olderThan', keep: '', before: picked });
    expect(result).toEqual({ rule: { kind: 'olderThan', before: '2026-02-01T09:30:00.000Z' } });
    expect(ruleFrom({ rule: 'olderThan', keep: '', before: '' })).toHaveProperty('problem');
    expect(fromLocalInput('yesterday')).toBeNull();
  });
});
