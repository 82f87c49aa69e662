import { describe, expect, it } from 'vitest';
import { exactTime, laterTime, relativeTime } from './relativeTime';

const now = new Date('2026-03-10T12:00:00Z');

describe('relative time', () => {
  it('says "just now" for the last few seconds', () => {
    expect(relativeTime('2026-03-10T11:59:30Z', now, 'en')).toBe('just now');
  });

  it('uses the largest unit that fits', () => {
    expect(relativeTime('2026-03-10T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-03-10T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(relativeTime('2026-03-09T12:00:00Z', now, 'en')).toBe('yesterday');
  });
});

describe('a later time', () => {
  it('leaves out the day when both times fall on it, and says it in full when they do not', () => {
    expect(laterTime('2026-03-10T12:00:00Z', '2026-03-10T12:00:02Z', 'en')).toMatch(/^at \d{1,2}:00:02\s?[AP]M$/);
    expect(laterTime('2026-03-10T12:00:00Z', '2026-03-12T12:00:00Z', 'en')).toBe(exactTime('2026-03-12T12:00:00Z', 'en'));
  });
});
