import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../testing/sandbox-session';
import { startConfluenceSandbox, type ConfluenceSandbox } from '../testing/confluence-sandbox';
import { createCustomContent, deleteCustomContent, getCustomContent, listCustomContent, listCustomContentIn, updateCustomContent } from './custom-content';

let cf: ConfluenceSandbox;
beforeAll(async () => {
  cf = await startConfluenceSandbox();
});
afterAll(() => cf.close());

const items = () => Object.values(cf.state().customContent);
const types = () => cf.state().customContentTypes;
const body = (value: string) => ({ representation: 'storage' as const, value });

describe('v2 custom content', () => {
  it('lists the items of a type page by page, filtered by space', async () => {
    const type = types()[0]!.key;
    const ofType = items().filter((item) => item.type === type && item.status === 'current');
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listCustomContent(cf.session, { type }, { cursor, pageSize: 3 });
      ids.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(ids.sort()).toEqual(ofType.map((item) => item.id).sort());

    const spaceId = ofType[0]!.spaceId;
    const inSpace = await listCustomContent(cf.session, { type, spaceIds: [spaceId], bodyFormat: 'storage' });
    expect(inSpace.items.every((item) => item.spaceId === spaceId && item.body !== null)).toBe(true);
  });

  it('answers 404 for an unknown type, and an empty list for a known type with nothing in the space', async () => {
    expect((await failureOf(listCustomContent(cf.session, { type: 'ac:no-such-app:thing' }))).code).toBe('NOT_FOUND');
    const type = types()[0]!.key;
    const unused = Object.values(cf.state().spaces).find((space) => !items().some((item) => item.type === type && item.spaceId === space.id));
    if (unused) expect((await listCustomContent(cf.session, { type, spaceIds: [unused.id] })).items).toEqual([]);
  });

  it('reads one item with its body', async () => {
    const item = items()[0]!;
    const read = await getCustomContent(cf.session, item.id, { bodyFormat: 'storage' });
    expect(read).toMatchObject({ id: item.id, type: item.type, title: item.title, spaceId: item.spaceId });
    expect(read.body?.value).toBe(item.body.value);
    expect((await failureOf(getCustomContent(cf.session, '999999999'))).code).toBe('NOT_FOUND');
  });

  it('creates an item on a page, saves a new version, refuses a stale one and deletes it', async () => {
    const type = types()[0]!.key;
    const page = Object.values(cf.state().contents).find((c) => c.type === 'page' && c.status === 'current')!;
    const created = await createCustomContent(cf.session, { type, title: 'Checklist', body: body('<p>one</p>'), container: { kind: 'page', id: page.id } });
    expect(created).toMatchObject({ type, title: 'Checklist', pageId: page.id, spaceId: page.spaceId });

    const edit = { id: created.id, type, title: 'Checklist v2', body: body('<p>two</p>'), basedOnVersion: created.version!.number };
    const updated = await updateCustomContent(cf.session, edit);
    expect(updated.version?.number).toBe(created.version!.number + 1);
    expect((await failureOf(updateCustomContent(cf.session, edit))).code).toBe('CONFLICT');

    await deleteCustomContent(cf.session, created.id);
    const after = cf.state().customContent[created.id];
    expect(after === undefined || after.status === 'trashed').toBe(true);
  });
});

describe('custom content of a page or a space', () => {
  it('lists one type on a page, and in a whole space, page by page', async () => {
    const onPage = Object.values(cf.state().customContent).find((item) => item.pageId !== null && item.status === 'current')!;
    const page = await listCustomContentIn(cf.session, { type: onPage.type, container: { kind: 'page', id: onPage.pageId! } });
    expect(page.items.map((item) => item.id)).toContain(onPage.id);
    expect(page.items.every((item) => item.pageId === onPage.pageId)).toBe(true);
    const expected = Object.values(cf.state().customContent).filter((item) => item.spaceId === onPage.spaceId && item.type === onPage.type && item.status === 'current');
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const next = await listCustomContentIn(cf.session, { type: onPage.type, container: { kind: 'space', id: onPage.spaceId } }, { cursor, pageSize: 1 });
      seen.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.sort()).toEqual(expected.map((item) => item.id).sort());
  });
});
