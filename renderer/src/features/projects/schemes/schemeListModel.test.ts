import { describe, expect, it } from 'vitest';
import { filterSchemes, usageWords } from './schemeListModel';

const scheme = (id: string, name: string, projects: { id: string; key: string; name: string }[], isDefault = false) => ({
  id,
  name,
  description: null,
  isDefault,
  projects,
});
const plat = { id: '1', key: 'PLAT', name: 'Platform' };
const mob = { id: '2', key: 'MOB', name: 'Mobile App' };
const schemes = [scheme('10000', 'Default Notification Scheme', [], true), scheme('10001', 'Platform Notifications', [plat, mob]), scheme('10003', 'Quiet', [])];

describe('the scheme list', () => {
  it('filters by scheme name or project, and to the unused ones (never the default)', () => {
    expect(filterSchemes(schemes, 'mob', false).map((s) => s.id)).toEqual(['10001']);
    expect(filterSchemes(schemes, ' QUIET ', false).map((s) => s.id)).toEqual(['10003']);
    expect(filterSchemes(schemes, '', true).map((s) => s.id)).toEqual(['10003']);
  });

  it('names a few projects and counts the rest', () => {
    expect(usageWords([plat, mob])).toBe('Platform (PLAT), Mobile App (MOB)');
    expect(usageWords([plat, mob, plat, mob], 2)).toBe('Platform (PLAT), Mobile App (MOB) and 2 more');
  });
});
