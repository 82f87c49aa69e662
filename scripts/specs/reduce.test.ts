import { describe, expect, it } from 'vitest';
import type { JsonObject } from './json';
import { extractOperations, mergeLegacy } from './reduce';

/**
 * A small invented spec with the shapes the real ones have (path-level parameters, shared components,
 * prose everywhere, a property called `description`), so the reduction's rules are checked on every
 * clone; `scripts/reduce-specs.test.ts` checks the real files where `../shared/specs` is present.
 */
const widgets: JsonObject = {
  openapi: '3.0.1',
  security: [{ basicAuth: [] }],
  paths: {
    '/widgets/{id}': {
      description: 'Words about widgets.',
      parameters: [{ $ref: '#/components/parameters/WidgetId' }, { name: 'expand', in: 'query', schema: { type: 'string' } }],
      get: {
        summary: 'Read a widget',
        tags: ['Widgets'],
        parameters: [{ name: 'expand', in: 'query', schema: { type: 'string', enum: ['parts'] } }],
        responses: {
          '200': { description: 'The widget', content: { 'application/json': { schema: { $ref: '#/components/schemas/Widget' } } } },
          '404': { description: 'Not there', content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } } },
        },
      },
      delete: { responses: { '204': { description: 'Gone' } } },
    },
    '/gadgets': { get: { responses: { '200': { description: 'Gadgets', content: { 'application/json': { schema: { $ref: '#/components/schemas/Gadget' } } } } } } },
  },
  components: {
    parameters: { WidgetId: { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } } },
    schemas: {
      Widget: {
        type: 'object',
        description: 'A widget.',
        example: { id: '1' },
        properties: { id: { type: 'string' }, description: { type: 'string', description: 'Its own words.' }, part: { $ref: '#/components/schemas/Part' } },
      },
      Part: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
      Problem: { type: 'object', properties: { message: { type: 'string' } } },
      Gadget: { type: 'object', properties: { size: { type: 'integer' } } },
    },
  },
};

describe('extractOperations', () => {
  const extract = extractOperations(widgets, [{ method: 'get', path: '/widgets/{id}' }], 'widgets');

  it('keeps only the chosen operation, with the path-level parameters it inherits and its own winning', () => {
    expect(Object.keys(extract.paths)).toEqual(['/widgets/{id}']);
    expect(Object.keys(extract.paths['/widgets/{id}'] ?? {})).toEqual(['get']);
    expect(extract.paths['/widgets/{id}']?.get).toMatchObject({
      parameters: [{ $ref: '#/components/parameters/WidgetId' }, { name: 'expand', in: 'query', schema: { type: 'string', enum: ['parts'] } }],
    });
  });

  it('brings every component the operation reaches, through references of references, and nothing else', () => {
    expect(Object.keys(extract.components.schemas ?? {}).sort()).toEqual(['Part', 'Problem', 'Widget']);
    expect(Object.keys(extract.components.parameters ?? {})).toEqual(['WidgetId']);
    expect(extract.securitySchemeNames).toEqual(new Set(['basicAuth']));
  });

  it('drops prose and samples but keeps a property that happens to be called description', () => {
    const text = JSON.stringify(extract);
    for (const prose of ['Read a widget', 'A widget.', 'Its own words.', 'The widget', 'Widgets', '"Name"']) expect(text).not.toContain(prose);
    expect(extract.components.schemas?.Widget).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, description: { type: 'string' }, part: { $ref: '#/components/schemas/Part' } },
    });
  });

  it('refuses an operation the source does not have, naming it', () => {
    expect(() => extractOperations(widgets, [{ method: 'post', path: '/widgets/{id}' }], 'widgets')).toThrow('widgets has no POST /widgets/{id}');
  });
});

describe('mergeLegacy', () => {
  const current = extractOperations(widgets, [{ method: 'get', path: '/widgets/{id}' }], 'current');
  const older: JsonObject = {
    ...widgets,
    paths: { '/widgets/{id}/history': { get: { responses: { '200': { description: 'h', content: { 'application/json': { schema: { $ref: '#/components/schemas/Widget' } } } } } } } },
    components: {
      schemas: {
        ...(widgets.components as { schemas: JsonObject }).schemas,
        // The older file's Part had a different shape: it must not overwrite the current one.
        Part: { type: 'object', properties: { label: { type: 'string' } } },
      },
    },
  };
  const legacy = extractOperations(older, [{ method: 'get', path: '/widgets/{id}/history' }], 'older');
  const merged = mergeLegacy(current, legacy);

  it('adds the legacy operation next to the current ones', () => {
    expect(Object.keys(merged.paths).sort()).toEqual(['/widgets/{id}', '/widgets/{id}/history']);
  });

  it('keeps a legacy component that differs under its own name, and whatever leads to it follows', () => {
    const schemas = merged.components.schemas ?? {};
    expect(schemas.Part).toEqual(current.components.schemas?.Part);
    expect(schemas['Legacy.Part']).toEqual({ type: 'object', properties: { label: { type: 'string' } } });
    expect(schemas['Legacy.Widget']).toMatchObject({ properties: { part: { $ref: '#/components/schemas/Legacy.Part' } } });
    expect(JSON.stringify(merged.paths['/widgets/{id}/history'])).toContain('#/components/schemas/Legacy.Widget');
    expect(schemas.Problem).toEqual(current.components.schemas?.Problem);
    expect(schemas).not.toHaveProperty('Legacy.Problem');
  });

  it('refuses to let a legacy operation replace a current one', () => {
    expect(() => mergeLegacy(current, current)).toThrow('would replace the current operation');
  });
});
