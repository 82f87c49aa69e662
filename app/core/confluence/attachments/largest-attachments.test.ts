import { describe, expect, it } from 'vitest';
import { scanState } from './largest-attachments';

describe('how far a scan of attachments has got', () => {
  it('is ready once its job completed, stopped once it was cancelled, and running otherwise', () => {
    expect(scanState('completed')).toBe('ready');
    expect(scanState('cancelled')).toBe('stopped');
    expect(scanState('cancelling')).toBe('stopped');
    expect(scanState('running')).toBe('running');
    expect(scanState('paused')).toBe('running');
  });
});
