import { beforeEach, describe, expect, it } from 'vitest';
import { currentVersion, titleOf } from '../content';
import type { ContentRecord, SpaceRecord } from '../state';
import { viewerOf } from '../access';
import { createHarness, type Harness } from '../test-harness';

let harness: Harness;
let space: SpaceRecord;
let page: ContentRecord;

beforeEach(() => {
  harness = createHarness();
  space = Object.values(harness.state.spaces).find((candidate) => candidate.key === 'ENG')!;
  page = Object.values(harness.state.contents).find((content) => content.type === 'page' && content.status === 'current' && content.spaceId === space.id && content.versions.length > 2)!;
});

type Page = { id: string; title: string; status: string; version: { number: number }; body: Record<string, { value: string }> };
const results = (json: Record<string, unknown>) => json.results as Page[];

async function collectAll(path: string): Promise<string[]> {
  const ids: string[] = [];
  let next: string | undefined = path;
  while (next !== undefined) {
    const reply = await harness.call('GET', next);
    ids.push(...results(reply.json).map((item) => item.id));
    next = (reply.json._links as { next?: string }).next;
    expect(reply.headers?.Link !== undefined).toBe(next !== undefined);
  }
  return ids;
}

describe('pages (v2)', () => {
  it('lists current and archived pages by default, walking the cursor to the end', async () => {
    const seen = viewerOf(harness.state, harness.world, harness.world.adminAccountId);
    const expected = Object.values(harness.state.contents).filter((content) => content.type === 'page' && (content.status === 'current' || content.status === 'archived') && seen(content));
    const hidden = Object.values(harness.state.contents).filter((content) => content.type === 'page' && !seen(content));
    expect(hidden.length).toBeGreaterThan(0);
    const ids = await collectAll('/wiki/api/v2/pages?limit=50');
    expect(ids).toEqual(expected.map((content) => content.id).sort((a, b) => Number(a) - Number(b)));
  });

  it('filters by space, title, status and sorts by title', async () => {
    const inSpace = await harness.call('GET', `/wiki/api/v2/spaces/${space.id}/pages?limit=250&sort=-title`);
    const titles = results(inSpace.json).map((item) => item.title.toLowerCase());
    expect(titles).toEqual([...titles].sort().reverse());
    const byTitle = await harness.call('GET', `/wiki/api/v2/pages?title=${encodeURIComponent(titleOf(page))}&space-id=${space.id}&body-format=storage`);
    expect(results(byTitle.json).map((item) => item.id)).toEqual([page.id]);
    expect(results(byTitle.json)[0]?.body.storage?.value).toContain('<p>');
    const roots = await harness.call('GET', `/wiki/api/v2/spaces/${space.id}/pages?depth=root`);
    expect(results(roots.json).map((item) => item.id)).toEqual([space.homepageId]);
  });

  it('walks a space by cursor newest title first, every page the caller may see once, restricted ones left out', async () => {
    const seen = viewerOf(harness.state, harness.world, harness.world.adminAccountId);
    const inSpace = Object.values(harness.state.contents).filter((content) => content.type === 'page' && content.spaceId === space.id && (content.status === 'current' || content.status === 'archived'));
    expect(inSpace.some((content) => !seen(content))).toBe(true);
    const expected = inSpace
      .filter(seen)
      .sort((a, b) => (titleOf(a).toLowerCase() === titleOf(b).toLowerCase() ? Number(a.id) - Number(b.id) : titleOf(a).toLowerCase() < titleOf(b).toLowerCase() ? -1 : 1))
      .reverse()
      .map((content) => content.id);
    expect(await collectAll(`/wiki/api/v2/spaces/${space.id}/pages?limit=3&sort=-title`)).toEqual(expected);
  });

  it('lists pages by label and refuses bad ids, limits and unknown containers', async () => {
    const labelled = Object.values(harness.state.contents).find((content) => content.type === 'page' && content.labelIds.length > 0 && content.status === 'current')!;
    const reply = await harness.call('GET', `/wiki/api/v2/labels/${labelled.labelIds[0]}/pages?limit=250`);
    expect(results(reply.json).map((item) => item.id)).toContain(labelled.id);
    expect((await harness.call('GET', '/wiki/api/v2/labels/1/pages')).status).toBe(404);
    expect((await harness.call('GET', '/wiki/api/v2/spaces/1/pages')).status).toBe(404);
    expect((await harness.call('GET', '/wiki/api/v2/pages?limit=251')).status).toBe(400);
    expect((await harness.call('GET', '/wiki/api/v2/pages?limit=0')).status).toBe(400);
    expect((await harness.call('GET', '/wiki/api/v2/pages?cursor=garbage')).status).toBe(400);
    const error = await harness.call('GET', '/wiki/api/v2/pages/abc');
    expect(error.status).toBe(400);
    expect(error.json).toMatchObject({ errors: [{ status: 400, code: 'INVALID_REQUEST_PARAMETER' }] });
  });

  it('gets a page now and as of an older version', async () => {
    const now = await harness.call('GET', `/wiki/api/v2/pages/${page.id}?body-format=storage&include-labels=true&include-versions=true`);
    expect(now.json).toMatchObject({ id: page.id, status: 'current', version: { number: currentVersion(page).number } });
    expect(now.json.labels).toBeDefined();
    expect((now.json._links as Record<string, string>).base).toBe('http://127.0.0.1:9/wiki');
    const old = await harness.call('GET', `/wiki/api/v2/pages/${page.id}?version=1`);
    expect(old.json).toMatchObject({ version: { number: 1 }, title: page.versions[0]!.title });
    expect((await harness.call('GET', `/wiki/api/v2/pages/${page.id}?version=999`)).status).toBe(404);
    expect((await harness.call('GET', '/wiki/api/v2/pages/1')).status).toBe(404);
  });

  it('creates published pages (title required, unique) and drafts (no title needed)', async () => {
    const created = await harness.call('POST', '/wiki/api/v2/pages', { spaceId: space.id, title: 'Brand new', body: { representation: 'storage', value: '<p>hi</p>' } });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ title: 'Brand new', status: 'current', parentId: space.homepageId, version: { number: 1 } });
    expect((await harness.call('POST', '/wiki/api/v2/pages', { spaceId: space.id, title: 'Brand new' })).status).toBe(400);
    expect((await harness.call('POST', '/wiki/api/v2/pages', { spaceId: space.id })).status).toBe(400);
    const draft = await harness.call('POST', '/wiki/api/v2/pages', { spaceId: space.id, status: 'draft' });
    expect(draft.json.status).toBe('draft');
    expect((await harness.call('POST', '/wiki/api/v2/pages', { spaceId: '1', title: 'x' })).status).toBe(404);
    expect((await harness.call('POST', `/wiki/api/v2/pages?root-level=true`, { spaceId: space.id, title: 'x', parentId: space.homepageId })).status).toBe(400);
  });

  it('updates with version current+1, and answers 409 otherwise', async () => {
    const next = currentVersion(page).number + 1;
    const update = (number: number) => ({ id: page.id, status: 'current', title: 'Edited', body: { storage: { representation: 'storage', value: '<p>edited</p>' } }, version: { number, message: 'edit' } });
    expect((await harness.call('PUT', `/wiki/api/v2/pages/${page.id}`, update(next + 1))).status).toBe(409);
    const reply = await harness.call('PUT', `/wiki/api/v2/pages/${page.id}`, update(next));
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ title: 'Edited', version: { number: next, message: 'edit' } });
    expect((await harness.call('PUT', `/wiki/api/v2/pages/${page.id}`, update(next))).status).toBe(409);
    expect((await harness.call('PUT', `/wiki/api/v2/pages/${page.id}`, { ...update(next + 1), id: '5' })).status).toBe(400);
    expect((await harness.call('PUT', `/wiki/api/v2/pages/${page.id}`, { ...update(next + 1), spaceId: '1' })).status).toBe(400);
  });

  it('publishes a draft with version 1', async () => {
    const draft = await harness.call('POST', '/wiki/api/v2/pages', { spaceId: space.id, status: 'draft', title: 'WIP' });
    const id = String(draft.json.id);
    expect((await harness.call('GET', `/wiki/api/v2/pages/${id}`)).status).toBe(404);
    const published = await harness.call('PUT', `/wiki/api/v2/pages/${id}`, { id, status: 'current', title: 'Done', body: { representation: 'storage', value: '<p>x</p>' }, version: { number: 1 } });
    expect(published.json).toMatchObject({ status: 'current', title: 'Done', version: { number: 1 } });
  });

  it('deletes to the trash, restores, then purges only from the trash', async () => {
    expect((await harness.call('DELETE', `/wiki/api/v2/pages/${page.id}?purge=true`)).status).toBe(400);
    expect((await harness.call('DELETE', `/wiki/api/v2/pages/${page.id}`)).status).toBe(204);
    expect(page.status).toBe('trashed');
    expect((await harness.call('DELETE', `/wiki/api/v2/pages/${page.id}`)).status).toBe(404);
    const restore = await harness.call('PUT', `/wiki/api/v2/pages/${page.id}`, { id: page.id, status: 'current', title: 'ignored', body: { representation: 'storage', value: '' }, version: { number: 1 } });
    expect(restore.json.status).toBe('current');
    await harness.call('DELETE', `/wiki/api/v2/pages/${page.id}`);
    expect((await harness.call('DELETE', `/wiki/api/v2/pages/${page.id}?purge=true`)).status).toBe(204);
    expect(harness.state.contents[page.id]).toBeUndefined();
  });

  it('lists page versions newest first and gets one as a detailed version', async () => {
    const list = await harness.call('GET', `/wiki/api/v2/pages/${page.id}/versions?limit=2`);
    const numbers = (list.json.results as Array<{ number: number; page: { id: string } }>).map((version) => version.number);
    const latest = currentVersion(page).number;
    expect(numbers).toEqual([latest, latest - 1]);
    expect(list.headers?.Link).toMatch(/^<\/wiki\/api\/v2\/pages\/\d+\/versions\?.*cursor=.*>; rel="next"$/);
    const ascending = await harness.call('GET', `/wiki/api/v2/pages/${page.id}/versions?sort=modified-date&limit=250`);
    expect((ascending.json.results as Array<{ number: number }>).map((version) => version.number)).toEqual(page.versions.map((version) => version.number));
    const one = await harness.call('GET', `/wiki/api/v2/pages/${page.id}/versions/2`);
    expect(one.json).toMatchObject({ number: 2, prevVersion: 1, nextVersion: 3 });
    expect((await harness.call('GET', `/wiki/api/v2/pages/${page.id}/versions/1`)).json).not.toHaveProperty('prevVersion');
    expect((await harness.call('GET', '/wiki/api/v2/pages/1/versions')).status).toBe(404);
  });
});
