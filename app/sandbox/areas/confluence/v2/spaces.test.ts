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
    expect(ids).toHaveLength(6);
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
    expect(names).toHaveLength(6);
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
