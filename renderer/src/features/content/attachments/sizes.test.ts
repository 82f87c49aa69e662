import { describe, expect, it } from 'vitest';
import { formatBytes, shortType } from './sizes';

describe('file sizes and types', () => {
  it('says sizes the way a file manager does', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(3 * 1024 * 1024 + 400_000)).toBe('3.4 MB');
    expect(formatBytes(null)).toBe('Unknown size');
  });

  it('names common types shortly', () => {
    expect(shortType('application/pdf')).toBe('PDF');
    expect(shortType('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('Excel');
  });
});
