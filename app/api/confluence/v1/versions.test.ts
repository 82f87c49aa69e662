import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentRecord } from '../../../sandbox/areas/confluence/state';
import { failureOf } from '../../testing/sandbox-session';
import { startConfluenceSandbox, type ConfluenceSandbox } from '../testing/confluence-sandbox';
import { deleteVersionNumber, getVersion, listVersions, restoreVersion, type VersionPage } from './versions';

let cf: ConfluenceSandbox;
beforeAll(async () => {
  cf = await startConfluenceSandbox();
});
afterAll(() => cf.close());

const used = new Set<string>();
/** A current page or blog post with at least `versions` versions, not used by another test. */
function contentWith(type: ContentRecord['type'], versions: number): ContentRecord {
  const found = Object.values(cf.state().contents).find(
    (c) => c.type === type && c.status === 'current' && c.versions.length >= versions && !used.has(c.id),
  );
  if (!found) throw new Error(`no ${type} with ${versions} versions`);
  used.add(found.id);
  return found;
}

async function allNumbers(contentId: string, pageSize: number): Promise<{ numbers: number[]; pages: VersionPage[] }> {
  const pages: VersionPage[] = [];
  let cursor: string | undefined;
  do {
    const page = await listVersions(cf.session, contentId, { cursor, pageSize });
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { numbers: pages.flatMap((page) => page.items.map((item) => item.number)), pages };
}

describe('version history', () => {
  it('lists a page’s versions newest first through v2, page by page', async () => {
    const page = contentWith('page', 4);
    const { numbers, pages } = await allNumbers(page.id, 2);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.every((p) => p.source === 'v2')).toBe(true);
    expect(numbers).toEqual(page.versions.map((v) => v.number).reverse());
    expect(cf.calls.some((call) => call.url.includes(`/wiki/api/v2/pages/${page.id}/versions`))).toBe(true);
  });

  it('falls back to the classic list where v2 answers 404 (blog posts), still page by page', async () => {
    const post = contentWith('blogpost', 3);
    const { numbers, pages } = await allNumbers(post.id, 2);
    expect(pages[0]?.source).toBe('classic');
    expect(pages.length).toBeGreaterThan(1);
    expect(numbers).toEqual(post.versions.map((v) => v.number).reverse());
    const newest = pages[0]!.items[0]!;
    expect(newest.authorId).toBe(post.versions.at(-1)?.authorId);
  });

  it('reads one version with its neighbours, and a blog post version through the classic API', async () => {
    const page = contentWith('page', 3);
    const detail = await getVersion(cf.session, page.id, 2);
    expect(detail).toMatchObject({ number: 2, prevVersion: 1, nextVersion: 3, authorId: page.versions[1]?.authorId });

    const post = contentWith('blogpost', 2);
    const classic = await getVersion(cf.session, post.id, 1);
    expect(classic.number).toBe(1);
    expect(classic.collaborators.length).toBeGreaterThan(0);
  });

  it('restores an old version as a new current version, with the title when asked', async () => {
    const page = contentWith('page', 3);
    const before = page.versions.length;
    const oldTitle = page.versions[0]!.title;
    const restored = await restoreVersion(cf.session, { contentId: page.id, versionNumber: 1, message: 'Back to the first draft', restoreTitle: true });
    expect(restored.number).toBe(before + 1);
    expect(restored.message).toBe('Back to the first draft');
    const now = cf.state().contents[page.id]!;
    expect(now.versions).toHaveLength(before + 1);
    expect(now.versions.at(-1)?.title).toBe(oldTitle);
  });

  it('explains why Confluence refused a restore of a version that does not exist', async () => {
    const page = contentWith('page', 1);
    const failure = await failureOf(restoreVersion(cf.session, { contentId: page.id, versionNumber: 99, message: '', restoreTitle: false }));
    expect(failure.code).toBe('VALIDATION');
    expect(failure.message).toContain('99');
  });

  it('deletes a historical version for good, renumbering the later ones', async () => {
    const page = contentWith('page', 3);
    const before = page.versions.length;
    const third = page.versions[2]!.createdAt;
    await deleteVersionNumber(cf.session, page.id, 1);
    expect(cf.state().contents[page.id]?.versions).toHaveLength(before - 1);
    expect(cf.state().contents[page.id]?.versions[1]).toMatchObject({ number: 2, createdAt: third });
  });
});
