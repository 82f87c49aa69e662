import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../testing/sandbox-session';
import { startConfluenceSandbox, type ConfluenceSandbox } from '../testing/confluence-sandbox';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from './templates';

let cf: ConfluenceSandbox;
beforeAll(async () => {
  cf = await startConfluenceSandbox();
});
afterAll(() => cf.close());

const storage = (value: string) => ({ value, representation: 'storage' });
const blueprint = () => Object.values(cf.state().templates).find((t) => t.blueprint !== null)!;

describe('content templates', () => {
  it('lists global page templates a page at a time with start and limit', async () => {
    const first = await listTemplates(cf.session, { kind: 'page', start: 0, limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.nextStart).toBe(2);
    const second = await listTemplates(cf.session, { kind: 'page', start: 2, limit: 2 });
    const globalNames = Object.values(cf.state().templates)
      .filter((t) => t.blueprint === null && t.spaceKey === null)
      .map((t) => t.name);
    expect([...first.items, ...second.items].map((t) => t.name).sort()).toEqual(globalNames.sort());
    expect(second.nextStart).toBeNull();
    expect(first.items.every((t) => t.spaceKey === null && !t.isBlueprint && t.body === null)).toBe(true);
  });

  it('lists a space’s templates, and blueprint templates, with bodies when asked', async () => {
    const space = Object.values(cf.state().spaces)[0]!;
    const inSpace = await listTemplates(cf.session, { kind: 'page', spaceKey: space.key, includeBody: true });
    expect(inSpace.items.length).toBeGreaterThan(0);
    expect(inSpace.items.every((t) => t.spaceKey === space.key && t.body !== null)).toBe(true);

    const blueprints = await listTemplates(cf.session, { kind: 'blueprint' });
    expect(blueprints.items.map((t) => t.name)).toContain(blueprint().name);
    expect(blueprints.items.every((t) => t.isBlueprint)).toBe(true);
  });

  it('creates, reads, updates and deletes a page template', async () => {
    const space = Object.values(cf.state().spaces)[1]!;
    const created = await createTemplate(cf.session, {
      name: 'Quarterly access review',
      body: storage('<p>Who has access, and why.</p>'),
      description: 'For the security team',
      labels: ['security'],
      spaceKey: space.key,
    });
    expect(created).toMatchObject({ name: 'Quarterly access review', spaceKey: space.key, labels: ['security'], isBlueprint: false });

    const read = await getTemplate(cf.session, created.templateId);
    expect(read.body).toBe('<p>Who has access, and why.</p>');

    const updated = await updateTemplate(cf.session, created.templateId, { name: 'Access review', body: storage('<p>v2</p>') });
    expect(updated.name).toBe('Access review');
    expect(cf.state().templates[created.templateId]?.body).toBe('<p>v2</p>');

    await deleteTemplate(cf.session, created.templateId);
    expect(cf.state().templates[created.templateId]).toBeUndefined();
  });

  it('refuses to update a blueprint template before sending anything', async () => {
    const puts = () => cf.calls.filter((call) => call.method === 'PUT' && call.url.endsWith('/wiki/rest/api/template')).length;
    const putsBefore = puts();
    const failure = await failureOf(updateTemplate(cf.session, blueprint().templateId, { name: 'Mine now', body: storage('<p>x</p>') }));
    expect(failure).toMatchObject({ code: 'VALIDATION', reason: 'blueprintTemplate' });
    expect(failure.message).toContain(`“${blueprint().name}” is a blueprint template`);
    expect(puts()).toBe(putsBefore);
  });

  it('shows Confluence’s reason for a refused create, and its 403 for an unknown template', async () => {
    const failure = await failureOf(createTemplate(cf.session, { name: 'x', body: storage('<p/>'), spaceKey: 'NOPE' }));
    expect(failure.code).toBe('VALIDATION');
    expect(failure.message).toContain('NOPE');
    expect((await failureOf(getTemplate(cf.session, '999999999'))).code).toBe('FORBIDDEN');
  });
});
