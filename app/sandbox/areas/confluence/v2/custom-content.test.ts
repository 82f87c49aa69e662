import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-harness';

let harness: Harness;
let type: string;
let spaceId: string;

beforeEach(() => {
  harness = createHarness();
  type = harness.state.customContentTypes[0]!.key;
  spaceId = Object.keys(harness.state.spaces)[0]!;
});

const raw = (value: string) => ({ representation: 'raw', value });

describe('custom content (v2)', () => {
  it('lists items of a type; unknown types are 404 and the type is required', async () => {
    const reply = await harness.call('GET', `/wiki/api/v2/custom-content?type=${encodeURIComponent(type)}&body-format=raw`);
    const items = reply.json.results as Array<{ type: string; body: { raw: { value: string } } }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.type === type && item.body.raw.value.length > 0)).toBe(true);
    expect((await harness.call('GET', '/wiki/api/v2/custom-content?type=ac:unknown')).status).toBe(404);
    expect((await harness.call('GET', '/wiki/api/v2/custom-content')).status).toBe(400);
  });

  it('creates (201), reads, updates with version+1 and refuses stale versions (409)', async () => {
    const created = await harness.call('POST', '/wiki/api/v2/custom-content', { type, title: 'Use Postgres', spaceId, body: raw('{"a":1}') });
    expect(created.status).toBe(201);
    const id = String(created.json.id);
    expect((await harness.call('GET', `/wiki/api/v2/custom-content/${id}`)).json).toMatchObject({ title: 'Use Postgres', spaceId, version: { number: 1 } });
    const update = (number: number) => ({ id, type, status: 'current', title: 'Use MySQL', body: raw('{}'), version: { number } });
    expect((await harness.call('PUT', `/wiki/api/v2/custom-content/${id}`, update(3))).status).toBe(409);
    const updated = await harness.call('PUT', `/wiki/api/v2/custom-content/${id}`, update(2));
    expect(updated.json).toMatchObject({ title: 'Use MySQL', version: { number: 2 } });
    expect((await harness.call('GET', `/wiki/api/v2/custom-content/${id}?version=1`)).json).toMatchObject({ version: { number: 1 } });
  });

  it('needs exactly one existing container and a known type', async () => {
    const body = { type, title: 't', body: raw('x') };
    expect((await harness.call('POST', '/wiki/api/v2/custom-content', body)).status).toBe(400);
    const page = Object.values(harness.state.contents).find((content) => content.type === 'page')!;
    expect((await harness.call('POST', '/wiki/api/v2/custom-content', { ...body, spaceId, pageId: page.id })).status).toBe(400);
    expect((await harness.call('POST', '/wiki/api/v2/custom-content', { ...body, pageId: '1' })).status).toBe(404);
    expect((await harness.call('POST', '/wiki/api/v2/custom-content', { ...body, type: 'ac:nope', spaceId })).status).toBe(404);
    const onPage = await harness.call('POST', '/wiki/api/v2/custom-content', { ...body, pageId: page.id });
    expect(onPage.json).toMatchObject({ pageId: page.id, spaceId: page.spaceId });
  });

  it('trashes then purges a trash-capable type; types without trash purge at once', async () => {
    const item = Object.values(harness.state.customContent).find((candidate) => candidate.type === type)!;
    expect((await harness.call('DELETE', `/wiki/api/v2/custom-content/${item.id}`)).status).toBe(204);
    expect(item.status).toBe('trashed');
    expect((await harness.call('DELETE', `/wiki/api/v2/custom-content/${item.id}?purge=true`)).status).toBe(204);
    expect((await harness.call('GET', `/wiki/api/v2/custom-content/${item.id}`)).status).toBe(404);
    const other = Object.values(harness.state.customContent).find((candidate) => candidate.type !== type)!;
    expect((await harness.call('DELETE', `/wiki/api/v2/custom-content/${other.id}`)).status).toBe(204);
    expect(harness.state.customContent[other.id]).toBeUndefined();
  });
});

describe('custom content of a page or a space (v2)', () => {
  it('lists only the items on that page, or in that space, of the asked type', async () => {
    const onPage = Object.values(harness.state.customContent).find((item) => item.pageId !== null)!;
    const reply = await harness.call('GET', `/wiki/api/v2/pages/${onPage.pageId}/custom-content?type=${encodeURIComponent(onPage.type)}`);
    const items = reply.json.results as Array<{ id: string; pageId: string }>;
    expect(items.map((item) => item.id)).toContain(onPage.id);
    expect(items.every((item) => item.pageId === onPage.pageId)).toBe(true);

    const inSpace = await harness.call('GET', `/wiki/api/v2/spaces/${onPage.spaceId}/custom-content?type=${encodeURIComponent(onPage.type)}&limit=250`);
    const expected = Object.values(harness.state.customContent).filter((item) => item.spaceId === onPage.spaceId && item.type === onPage.type && item.status === 'current');
    expect((inSpace.json.results as unknown[]).length).toBe(expected.length);
    expect((await harness.call('GET', `/wiki/api/v2/pages/1/custom-content?type=${encodeURIComponent(onPage.type)}`)).status).toBe(404);
    expect((await harness.call('GET', `/wiki/api/v2/spaces/${onPage.spaceId}/custom-content`)).status).toBe(400);
  });
});
