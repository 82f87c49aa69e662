import { describe, expect, it } from 'vitest';
import { actionLabel, hasActionLabel } from './action-labels';
import { channels, isMutating, type Channel } from './channels';

describe('activity action labels', () => {
  it('has plain words for every channel that writes', () => {
    const missing = (Object.keys(channels) as Channel[]).filter((c) => isMutating(c) && !hasActionLabel(c));
    expect(missing).toEqual([]);
  });

  it('passes job steps, which are worded already, through unchanged', () => {
    expect(actionLabel('connections.add')).toBe('Added connection');
    expect(actionLabel('Revoke API token')).toBe('Revoke API token');
  });
});
