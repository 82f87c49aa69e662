import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewerOf } from '../../../sandbox/areas/confluence/access';
import { failureOf } from '../../testing/sandbox-session';
import { startConfluenceSandbox, type ConfluenceSandbox } from '../testing/confluence-sandbox';
import { createPage, deletePage, getPage, listPages, listPagesInSpace, listPagesWithLabel, updatePage } from './pages';

let cf: ConfluenceSandbox;
beforeAll(async () => {
  cf = await startConfluenceSandbox();
});
afterAll(() => cf.close());

const spaces = () => Object.values(cf.state().spaces).filter((s) => s.status === 'current');
/** Current pages the connection's account may see (restrictions hide the rest, as in Confluence). */
const livePages = () => {
  const seen = viewerOf(cf.state(), cf.sandbox.world, cf.sandbox.world.adminAccountId);
  return Object.values(cf.state().contents).filter((c) => c.type === 'page' && c.status === 'current' && seen(c));
};
const lastQuery = (path: string) => new URL(cf.calls.filter((call) => new URL(call.url).pathname === path).at(-1)!.url).searchParams;

describe('v2 pages', () => {
  it('asks for the largest page (250) and follows the cursor across pages', async () => {
    const first = await listPages(cf.session, {});
    expect(lastQuery('/wiki/api/v2/pages').get('limit')).toBe('250');
    expect(first.items.length).toBeGreaterThan(0);

    const space = spaces()[0]!;
    const ids: string[] = [];
    let cursor: string | undefined;
    let rounds = 0;
    do {
      const page = await listPages(cf.session, { spaceIds: [space.id], status: ['current'] }, { cursor, pageSize: 7 });
      ids.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor ?? undefined;
      rounds += 1;
    } while (cursor);
    expect(rounds).toBeGreaterThan(1);
    expect(ids.sort()).toEqual(livePages().filter((p) => p.spaceId === space.id).map((p) => p.id).sort());
  });

  it('filters by title and sends list filters comma-separated', async () => {
    const target = livePages()[5]!;
    const title = target.versions.at(-1)!.title;
    const found = await listPages(cf.session, { title, spaceIds: [target.spaceId, spaces()[1]!.id], bodyFormat: 'storage' });
    expect(found.items.map((p) => p.id)).toEqual([target.id]);
    expect(found.items[0]?.body?.representation).toBe('storage');
    expect(lastQuery('/wiki/api/v2/pages').get('space-id')).toContain(',');
  });

  it('lists pages with a label and the pages of a space', async () => {
    const labelled = livePages().find((p) => p.labelIds.length > 0)!;
    const byLabel = await listPagesWithLabel(cf.session, { labelId: labelled.labelIds[0]! });
    expect(byLabel.items.map((p) => p.id)).toContain(labelled.id);

    const space = spaces()[2]!;
    const roots = await listPagesInSpace(cf.session, { spaceId: space.id, depth: 'root' });
    expect(roots.items.every((p) => p.spaceId === space.id)).toBe(true);
    expect(roots.items.map((p) => p.id)).toContain(space.homepageId);

    expect((await failureOf(listPagesInSpace(cf.session, { spaceId: '999999999' }))).code).toBe('NOT_FOUND');
  });

  it('reads one page with its labels and versions, and reports a missing one', async () => {
    const page = livePages().find((p) => p.labelIds.length > 0 && p.versions.length > 1)!;
    const read = await getPage(cf.session, page.id, { includeLabels: true, includeVersions: true, bodyFormat: 'storage' });
    expect(read).toMatchObject({ id: page.id, title: page.versions.at(-1)!.title, spaceId: page.spaceId });
    expect(read.version?.number).toBe(page.versions.at(-1)!.number);
    expect(read.labels?.map((l) => l.id).sort()).toEqual([...page.labelIds].sort());
    expect(read.versions?.length).toBe(page.versions.length);
    expect((await failureOf(getPage(cf.session, '999999999'))).code).toBe('NOT_FOUND');
  });

  it('creates an untitled draft, and a published page that Confluence then refuses to duplicate', async () => {
    const space = spaces()[3]!;
    const draft = await createPage(cf.session, { spaceId: space.id, status: 'draft' });
    expect(draft.status).toBe('draft');
    expect(draft.title).toBe('');

    const page = await createPage(cf.session, { spaceId: space.id, status: 'current', title: 'Access policy 2030' });
    expect(page).toMatchObject({ status: 'current', title: 'Access policy 2030', parentId: space.homepageId });
    const duplicate = await failureOf(createPage(cf.session, { spaceId: space.id, status: 'current', title: 'Access policy 2030' }));
    expect(duplicate.code).toBe('VALIDATION');
    expect(duplicate.message).toContain('already exists');
  });

  it('saves a new version, and reports a stale one as a conflict', async () => {
    const page = livePages()[10]!;
    const current = page.versions.at(-1)!.number;
    const edit = { pageId: page.id, status: 'current' as const, title: 'Renamed by Orgdesk', body: { representation: 'storage' as const, value: '<p>new</p>' } };
    const saved = await updatePage(cf.session, { ...edit, basedOnVersion: current, versionMessage: 'Tidy up' });
    expect(saved.version).toMatchObject({ number: current + 1, message: 'Tidy up' });

    const stale = await failureOf(updatePage(cf.session, { ...edit, basedOnVersion: current }));
    expect(stale.code).toBe('CONFLICT');
    expect(stale.status).toBe(409);
  });

  it('moves a page to the trash, then purges it', async () => {
    const page = livePages().find((p) => !Object.values(cf.state().contents).some((c) => c.parentId === p.id))!;
    await deletePage(cf.session, page.id);
    expect(cf.state().contents[page.id]?.status).toBe('trashed');
    await deletePage(cf.session, page.id, { purge: true });
    expect(cf.state().contents[page.id]).toBeUndefined();
  });
});
