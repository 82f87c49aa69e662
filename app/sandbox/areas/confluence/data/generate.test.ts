import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../data/world';
import type { AreaModule } from '../../../kit';
import { confluenceArea } from '../index';
import type { ConfluenceState } from '../state';
import { TEST_NOW } from '../test-harness';

function generate(seed: string, scale: 'demo' | 'large'): ConfluenceState {
  return createWorld({ seed, scale, now: TEST_NOW }, [confluenceArea as AreaModule<unknown>]).areas.confluence as ConfluenceState;
}

describe('Confluence world generator', () => {
  const demo = generate('gen', 'demo');
  const pages = Object.values(demo.contents).filter((content) => content.type === 'page');

  it('is deterministic for a seed and differs between seeds', () => {
    expect(JSON.stringify(generate('gen', 'demo'))).toBe(JSON.stringify(demo));
    expect(JSON.stringify(generate('other', 'demo'))).not.toBe(JSON.stringify(demo));
  });

  it('gives the demo seven spaces (Sales is the leaver’s) and 150+ pages with real histories', () => {
    expect(Object.keys(demo.spaces)).toHaveLength(7);
    expect(pages.length).toBeGreaterThanOrEqual(150);
    const rich = pages.filter((page) => page.versions.length >= 3 && new Set(page.versions.map((version) => version.authorId)).size > 1);
    expect(rich.length).toBeGreaterThan(40);
    expect(pages.some((page) => page.versions.some((version) => version.message !== ''))).toBe(true);
    for (const page of pages) {
      const times = page.versions.map((version) => version.createdAt);
      expect([...times].sort()).toEqual(times);
      expect(Date.parse(times[times.length - 1]!)).toBeLessThan(Date.parse(TEST_NOW));
    }
  });

  it('restricts some pages for users and groups, on read and on update', () => {
    expect(pages.some((page) => page.restrictions.read.userIds.length > 0)).toBe(true);
    expect(pages.some((page) => page.restrictions.update.groupIds.length > 0)).toBe(true);
    expect(pages.filter((page) => page.restrictions.read.userIds.length + page.restrictions.update.userIds.length === 0).length).toBeGreaterThan(100);
  });

  it('has attachments with versions, labels, templates with blueprints and two custom content types', () => {
    expect(Object.values(demo.attachments).some((attachment) => attachment.versions.length > 1)).toBe(true);
    expect(pages.some((page) => page.labelIds.length > 0)).toBe(true);
    expect(Object.values(demo.templates).some((template) => template.blueprint !== null)).toBe(true);
    expect(new Set(Object.values(demo.customContent).map((item) => item.type)).size).toBe(2);
  });

  it('builds 20,000 pages at the large scale', () => {
    const large = generate('gen', 'large');
    expect(Object.values(large.contents).filter((content) => content.type === 'page').length).toBeGreaterThanOrEqual(20_000);
  });
});
