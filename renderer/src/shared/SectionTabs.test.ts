import { describe, expect, it } from 'vitest';
import { sectionOf, type AreaSection } from './SectionTabs';

const sections: AreaSection[] = [
  { label: 'Projects', path: '/projects' },
  { label: 'Notification schemes', path: '/projects/schemes', alsoAt: ['/projects/compare'] },
  { label: 'People', path: '/projects/people' },
];

describe('the section a screen belongs to', () => {
  it('is the section whose address starts the screen’s the longest way', () => {
    expect(sectionOf(sections, '/projects')?.label).toBe('Projects');
    expect(sectionOf(sections, '/projects/project/PLAT/versions')?.label).toBe('Projects');
    expect(sectionOf(sections, '/projects/schemes/10002')?.label).toBe('Notification schemes');
    expect(sectionOf(sections, '/projects/compare')?.label).toBe('Notification schemes');
    expect(sectionOf(sections, '/projects/people')?.label).toBe('People');
  });

  it('is none outside the area, and not a section whose name merely begins the same', () => {
    expect(sectionOf(sections, '/projectsx')).toBeUndefined();
    expect(sectionOf(sections, '/activity')).toBeUndefined();
  });
});
