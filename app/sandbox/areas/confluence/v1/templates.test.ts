import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-harness';

let harness: Harness;
beforeEach(() => {
  harness = createHarness();
});

const storage = (value: string) => ({ storage: { value, representation: 'storage' } });

describe('content templates (v1)', () => {
  it('creates a space template and reads it back with its body', async () => {
    const created = await harness.call('POST', '/wiki/rest/api/template', {
      name: 'Runbook',
      templateType: 'page',
      body: storage('<p>Steps</p>'),
      description: 'How to run things',
      labels: [{ prefix: 'global', name: 'runbook' }],
      space: { key: 'ENG' },
    });
    expect(created.status).toBe(200);
    const id = String(created.json.templateId);
    const read = await harness.call('GET', `/wiki/rest/api/template/${id}?expand=body`);
    expect(read.json).toMatchObject({ name: 'Runbook', space: { key: 'ENG' }, body: { storage: { value: '<p>Steps</p>' } } });
    expect((read.json.labels as Array<{ name: string }>)[0]?.name).toBe('runbook');
    const listed = await harness.call('GET', '/wiki/rest/api/template/page?spaceKey=ENG');
    expect((listed.json.results as Array<{ templateId: string }>).map((template) => template.templateId)).toContain(id);
  });

  it('refuses an empty name, a long description, two bodies and an unknown space with 400', async () => {
    const good = { name: 'X', templateType: 'page', body: storage('x') };
    for (const body of [
      { ...good, name: ' ' },
      { ...good, description: 'd'.repeat(256) },
      { ...good, body: { ...storage('x'), wiki: { value: 'x', representation: 'wiki' } } },
      { ...good, space: { key: 'NOPE' } },
    ]) {
      expect((await harness.call('POST', '/wiki/rest/api/template', body)).status).toBe(400);
    }
  });

  it('updates a template by the id in the body, and refuses blueprints', async () => {
    const page = Object.values(harness.state.templates).find((template) => template.blueprint === null)!;
    const updated = await harness.call('PUT', '/wiki/rest/api/template', { templateId: page.templateId, name: 'Renamed', templateType: 'page', body: storage('<p>new</p>') });
    expect(updated.status).toBe(200);
    expect(page.name).toBe('Renamed');
    const blueprint = Object.values(harness.state.templates).find((template) => template.blueprint !== null)!;
    const refused = await harness.call('PUT', '/wiki/rest/api/template', { templateId: blueprint.templateId, name: 'Mine', templateType: 'page', body: storage('x') });
    expect(refused.status).toBe(400);
    expect((await harness.call('PUT', '/wiki/rest/api/template', { name: 'x', templateType: 'page', body: storage('x') })).status).toBe(400);
    expect((await harness.call('PUT', '/wiki/rest/api/template', { templateId: '1', name: 'x', templateType: 'page', body: storage('x') })).status).toBe(404);
    expect((await harness.call('PUT', '/wiki/rest/api/template', { templateId: page.templateId, name: 'x', templateType: 'page', body: storage('x'), description: 'd'.repeat(101) })).status).toBe(400);
  });

  it('lists global page and blueprint templates separately, with paging', async () => {
    const pages = await harness.call('GET', '/wiki/rest/api/template/page');
    const blueprints = await harness.call('GET', '/wiki/rest/api/template/blueprint?limit=2');
    expect((pages.json.results as unknown[]).length).toBe(3);
    expect(blueprints.json).toMatchObject({ limit: 2, size: 2 });
    expect((blueprints.json.results as Array<{ referencingBlueprint?: string }>)[0]?.referencingBlueprint).toBeTruthy();
    expect((blueprints.json._links as Record<string, string>).next).toContain('start=2');
  });

  it('answers 403 for an unknown template, and deletes page templates (204)', async () => {
    expect((await harness.call('GET', '/wiki/rest/api/template/12')).status).toBe(403);
    const page = Object.values(harness.state.templates).find((template) => template.blueprint === null)!;
    expect((await harness.call('DELETE', `/wiki/rest/api/template/${page.templateId}`)).status).toBe(204);
    expect((await harness.call('GET', `/wiki/rest/api/template/${page.templateId}`)).status).toBe(403);
    expect((await harness.call('DELETE', '/wiki/rest/api/template/12')).status).toBe(403);
  });
});

describe('template names', () => {
  it('refuses a second template of the same name in one space, but allows it in another space', async () => {
    const [first, second] = Object.values(harness.state.spaces);
    const create = (name: string, key: string | undefined) =>
      harness.call('POST', '/wiki/rest/api/template', { name, templateType: 'page', body: { storage: { value: '<p>x</p>', representation: 'storage' } }, ...(key ? { space: { key } } : {}) });
    expect((await create('Weekly report', first!.key)).status).toBe(200);
    const clash = await create('weekly REPORT', first!.key);
    expect(clash.status).toBe(400);
    expect(clash.json.message).toContain('already exists');
    expect((await create('Weekly report', second!.key)).status).toBe(200);
    expect((await create('Weekly report', undefined)).status).toBe(200);
  });
});
