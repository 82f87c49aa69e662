import { describe, expect, it } from 'vitest';
import { actionLabel } from './action-labels';

describe('activity action labels', () => {
  it('words a channel write, and passes job steps, which are worded already, through unchanged', () => {
    expect(actionLabel('app.connections.add')).toBe('Added connection');
    expect(actionLabel('Revoke API token')).toBe('Revoke API token');
  });
});
