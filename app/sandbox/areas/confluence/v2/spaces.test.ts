import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-harness';

let harness: Harness;
beforeEach(() => {
  harness = createHarness();
});

type Space = { id: string; key: string; type: string; status: string; description?: Record<string, { value: string }> };
const spaces = (json: Record<string, unknown>) => json.results as Space[];

describe('spaces (v2)', () => {
  it('lists spaces by id ascending, filtered by keys, type and status', async () => {
    const all = await harness.call('GET', '/wiki/api/v2/spaces');
    const ids = spaces(all.json).map((space) => Number(space.id));
    expect(ids).toHaveLength(7);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const byKeys = await harness.call('GET', '/wiki/api/v2/spaces?keys=ENG,HR');
    expect(spaces(byKeys.json).map((space) => space.key)).toEqual(['ENG', 'HR']);
    const archived = await harness.call('GET', '/wiki/api/v2/spaces?status=archived');
    expect(spaces(archived.json).every((space) => space.status === 'archived')).toBe(true);
    const collaboration = await harness.call('GET', '/wiki/api/v2/spaces?type=collaboration');
    expect(spaces(collaboration.json).map((space) => space.type)).toEqual(['collaboration']);
    expect((await harness.call('GET', '/wiki/api/v2/spaces?type=team')).status).toBe(400);
  });

  it('sorts by name, pages with a cursor, and shows descriptions only when asked', async () => {
    const first = await harness.call('GET', '/wiki/api/v2/spaces?sort=-name&limit=4&description-format=plain');
    const second = await harness.call('GET', (first.json._links as { next: string }).next);
    const names = [...spaces(first.json), ...spaces(second.json)].map((space) => space.key);
    expect(names).toHaveLength(7);
    expect(spaces(first.json)[0]?.description?.plain?.value).toBeTruthy();
    expect((second.json._links as { next?: string }).next).toBeUndefined();
    expect(second.headers?.Link).toBeUndefined();
    for (const space of spaces((await harness.call('GET', '/wiki/api/v2/spaces')).json)) expect(space).not.toHaveProperty('description');
  });

  it('leaves description and icon out of the JSON, not null, unless asked for', async () => {
    const space = Object.values(harness.state.spaces)[0]!;
    for (const path of ['/wiki/api/v2/spaces', '/wiki/api/v2/spaces?include-icon=false', `/wiki/api/v2/spaces?ids=${space.id}`]) {
      for (const listed of spaces((await harness.call('GET', path)).json)) {
        expect(listed, path).not.toHaveProperty('description');
        expect(listed, path).not.toHaveProperty('icon');
      }
    }
    const single = await harness.call('GET', `/wiki/api/v2/spaces/${space.id}?include-labels=true`);
    expect(single.json).not.toHaveProperty('description');
    expect(single.json).not.toHaveProperty('icon');

    const asked = await harness.call('GET', `/wiki/api/v2/spaces/${space.id}?description-format=plain&include-icon=true`);
    expect(asked.json.description).toEqual({ plain: { representation: 'plain', value: space.description } });
    expect(asked.json.icon).toEqual({ path: `/wiki/aa-avatar/${space.key}`, apiDownloadLink: `/wiki/download/spaceicon/${space.key}` });
    const iconOnly = await harness.call('GET', `/wiki/api/v2/spaces?ids=${space.id}&include-icon=true`);
    expect(spaces(iconOnly.json)[0]).toHaveProperty('icon');
    expect(spaces(iconOnly.json)[0]).not.toHaveProperty('description');
    const descriptionOnly = await harness.call('GET', `/wiki/api/v2/spaces?ids=${space.id}&description-format=view`);
    expect(spaces(descriptionOnly.json)[0]?.description?.view?.value).toBe(`<p>${space.description}</p>`);
    expect(spaces(descriptionOnly.json)[0]).not.toHaveProperty('icon');
  });

  it('filters by space labels and ids', async () => {
    const labelled = Object.values(harness.state.spaces).find((space) => space.labelIds.length > 0)!;
    const label = harness.state.labels[labelled.labelIds[0]!]!.name;
    const reply = await harness.call('GET', `/wiki/api/v2/spaces?labels=${label}&ids=${labelled.id}`);
    expect(spaces(reply.json).map((space) => space.id)).toEqual([labelled.id]);
  });

  it('gets one space with permissions, and lists its permission assignments', async () => {
    const space = Object.values(harness.state.spaces)[0]!;
    const one = await harness.call('GET', `/wiki/api/v2/spaces/${space.id}?include-permissions=true&description-format=view`);
    expect(one.json).toMatchObject({ id: space.id, key: space.key, homepageId: space.homepageId });
    expect((one.json.description as Record<string, unknown>).view).toBeDefined();
    const permissions = await harness.call('GET', `/wiki/api/v2/spaces/${space.id}/permissions?limit=3`);
    expect(permissions.json.results).toHaveLength(3);
    expect((permissions.json.results as Array<{ principal: { type: string }; operation: { key: string } }>)[0]).toMatchObject({ principal: { type: 'group' }, operation: { key: 'read' } });
    expect((await harness.call('GET', '/wiki/api/v2/spaces/1')).status).toBe(404);
    expect((await harness.call('GET', '/wiki/api/v2/spaces/1/permissions')).status).toBe(404);
  });
});

describe('creating a space (v2)', () => {
  type Grant = { principal: { type: string; id: string }; operation: { key: string; targetType: string } };
  const create = (body: unknown) => harness.call('POST', '/wiki/api/v2/spaces', body);
  const grantsOf = async (id: string) => (await harness.call('GET', `/wiki/api/v2/spaces/${id}/permissions?limit=250`)).json.results as Grant[];

  it('makes a space with its home page, listed and read like any other, owned by the caller', async () => {
    const made = await create({ name: 'Customer Research', key: 'CR', description: { value: 'Interviews and findings', representation: 'plain' } });
    expect(made.status).toBe(201);
    const id = String(made.json.id);
    expect(made.json).toMatchObject({ key: 'CR', name: 'Customer Research', type: 'global', status: 'current', authorId: harness.world.adminAccountId, spaceOwnerId: harness.world.adminAccountId, currentActiveAlias: 'CR' });
    expect((made.json._links as Record<string, string>).base).toMatch(/\/wiki$/);
    const read = await harness.call('GET', `/wiki/api/v2/spaces/${id}?description-format=plain`);
    expect(read.json).toMatchObject({ id, key: 'CR', homepageId: made.json.homepageId, description: { plain: { value: 'Interviews and findings' } } });
    const home = await harness.call('GET', `/wiki/api/v2/pages/${String(made.json.homepageId)}`);
    expect(home.json).toMatchObject({ title: 'Customer Research Home', spaceId: id, status: 'current' });
    const listed = await harness.call('GET', '/wiki/api/v2/spaces?keys=CR');
    expect(spaces(listed.json).map((space) => space.id)).toEqual([id]);
    const grants = await grantsOf(id);
    expect(grants).toContainEqual(expect.objectContaining({ principal: { type: 'user', id: harness.world.adminAccountId }, operation: { key: 'administer', targetType: 'space' } }));
    expect(grants.some((grant) => grant.principal.type === 'group' && grant.operation.key === 'read')).toBe(true);
  });

  it('takes an alias instead of a key, a private space, or the access of another space', async () => {
    const aliased = await create({ name: 'Field notes', alias: 'fieldnotes' });
    expect(aliased.json).toMatchObject({ key: 'FIELDNOTES', currentActiveAlias: 'fieldnotes' });
    const own = await create({ name: 'My drafts', key: 'MINE', createPrivateSpace: true });
    const privateGrants = await grantsOf(String(own.json.id));
    expect(privateGrants.every((grant) => grant.principal.type === 'user' && grant.principal.id === harness.world.adminAccountId)).toBe(true);
    expect(privateGrants.map((grant) => grant.operation.key)).toContain('read');
    const source = Object.values(harness.state.spaces).find((space) => space.key === 'ENG')!;
    const copy = await create({ name: 'Engineering copy', key: 'ENGCOPY', copySpaceAccessConfiguration: Number(source.id) });
    const copied = await grantsOf(String(copy.json.id));
    expect(copied.map((grant) => [grant.principal, grant.operation])).toEqual(source.permissions.map((grant) => [grant.principal, grant.operation]));
  });

  it('refuses what Confluence refuses with a sentence, and makes nothing', async () => {
    const before = Object.keys(harness.state.spaces).length;
    const pages = Object.keys(harness.state.contents).length;
    const refusals: [unknown, RegExp][] = [
      [{ name: 'No key' }, /key or an alias/],
      [{ name: '   ', key: 'BLANK' }, /needs a name/],
      [{ name: 'x'.repeat(201), key: 'LONG' }, /at most 200/],
      [{ name: 'Taken', key: 'eng' }, /key 'eng' already exists/],
      [{ name: 'Taken alias', alias: 'Eng' }, /alias 'Eng' already exists/],
      [{ name: 'Odd key', key: 'A-B' }, /only letters and digits/],
      [{ name: 'Roles', key: 'ROLES', roleAssignments: [{ principal: { principalType: 'USER', principalId: 'x' }, roleId: 'admin' }] }, /Role assignments/],
      [{ name: 'Template', key: 'TPL', templateKey: 'kb' }, /template 'kb'/],
      [{ name: 'Rich', key: 'RICH', description: { value: '<p>x</p>', representation: 'view' } }, /'plain'/],
      [{ name: 'Copy', key: 'COPY', copySpaceAccessConfiguration: 1 }, /no space with id 1/],
    ];
    for (const [body, message] of refusals) {
      const reply = await create(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect((reply.json.errors as { detail: string }[])[0]?.detail).toMatch(message);
    }
    expect(Object.keys(harness.state.spaces)).toHaveLength(before);
    expect(Object.keys(harness.state.contents)).toHaveLength(pages);
  });
});
