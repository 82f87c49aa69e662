import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../testing/sandbox-session';
import { startConfluenceSandbox, type ConfluenceSandbox } from '../testing/confluence-sandbox';
import { v2Space, v2SpaceDetail } from './space-schema';
import { getSpace, listSpacePermissions, listSpaces } from './spaces';

let cf: ConfluenceSandbox;
beforeAll(async () => {
  cf = await startConfluenceSandbox();
});
afterAll(() => cf.close());

const spaces = () => Object.values(cf.state().spaces);
const keysOf = (items: { key: string }[]) => items.map((s) => s.key);

describe('v2 spaces', () => {
  it('lists every space by id, page by page', async () => {
    const keys: string[] = [];
    let cursor: string | undefined;
    let rounds = 0;
    do {
      const page = await listSpaces(cf.session, {}, { cursor, pageSize: 2 });
      keys.push(...keysOf(page.items));
      cursor = page.nextCursor ?? undefined;
      rounds += 1;
    } while (cursor);
    expect(rounds).toBeGreaterThan(1);
    expect(keys).toEqual([...spaces()].sort((a, b) => Number(a.id) - Number(b.id)).map((s) => s.key));
  });

  it('applies each filter', async () => {
    const [first, second] = spaces();
    expect(keysOf((await listSpaces(cf.session, { keys: [first!.key, second!.key] })).items).sort()).toEqual([first!.key, second!.key].sort());
    expect((await listSpaces(cf.session, { ids: [second!.id] })).items.map((s) => s.id)).toEqual([second!.id]);
    expect(keysOf((await listSpaces(cf.session, { status: 'archived' })).items)).toEqual(keysOf(spaces().filter((s) => s.status === 'archived')));
    expect((await listSpaces(cf.session, { type: 'collaboration' })).items.every((s) => s.type === 'collaboration')).toBe(true);

    const labelled = spaces().find((s) => s.labelIds.length > 0)!;
    const labelName = cf.state().labels[labelled.labelIds[0]!]!.name;
    expect(keysOf((await listSpaces(cf.session, { labels: [labelName] })).items)).toContain(labelled.key);

    const byName = await listSpaces(cf.session, { sort: '-name' });
    expect(byName.items.map((s) => s.name)).toEqual([...byName.items.map((s) => s.name)].sort().reverse());

    const described = await listSpaces(cf.session, { descriptionFormat: 'plain', serializeIds: true, ids: [first!.id] });
    expect(described.items[0]?.description).toBe(first!.description);
    const query = new URL(cf.calls.at(-1)!.url).searchParams;
    expect(query.get('description-format')).toBe('plain');
    expect(query.get('serialize-ids-as-strings')).toBe('true');
    expect(query.get('limit')).toBe('250');
  });

  it('reads one space with its description and labels, and reports a missing one', async () => {
    const space = spaces().find((s) => s.labelIds.length > 0)!;
    const read = await getSpace(cf.session, space.id, { descriptionFormat: 'plain', includeLabels: true });
    expect(read).toMatchObject({ id: space.id, key: space.key, name: space.name, description: space.description, homepageId: space.homepageId });
    expect(read.labels?.map((l) => l.id).sort()).toEqual([...space.labelIds].sort());
    const plain = await getSpace(cf.session, space.id);
    expect(plain).toMatchObject({ description: null, iconPath: null });
    expect((await getSpace(cf.session, space.id, { includeIcon: true })).iconPath).toBe(`/wiki/aa-avatar/${space.key}`);
    expect((await failureOf(getSpace(cf.session, '999999999'))).code).toBe('NOT_FOUND');
  });

  it('reads a space whose description and icon Confluence left out (not asked for) as null', () => {
    const bare = { id: 98_307, key: 'ENG', name: 'Engineering', type: 'global', status: 'current', _links: { webui: '/spaces/ENG' } };
    expect(v2Space.parse(bare)).toMatchObject({ id: '98307', description: null, iconPath: null, authorId: null, homepageId: null });
    expect(v2SpaceDetail.parse(bare)).toMatchObject({ description: null, iconPath: null, labels: null });
    expect(v2Space.parse({ ...bare, description: { view: { representation: 'view', value: '<p>Docs</p>' } }, icon: { path: '/wiki/aa-avatar/ENG' } })).toMatchObject({
      description: '<p>Docs</p>',
      iconPath: '/wiki/aa-avatar/ENG',
    });
  });

  it('lists who may do what in a space', async () => {
    const space = spaces()[0]!;
    const page = await listSpacePermissions(cf.session, space.id);
    expect(page.items).toHaveLength(space.permissions.length);
    expect(page.items).toContainEqual({ id: space.permissions[0]!.id, principal: space.permissions[0]!.principal, operation: space.permissions[0]!.operation });
  });
});
