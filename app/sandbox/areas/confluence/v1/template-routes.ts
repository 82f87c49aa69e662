import { z } from 'zod';
import type { RouteDef, SandboxRequest } from '../../../kit';
import { parseBody } from '../body';
import { spaceByKey } from '../content';
import { v1Error } from '../errors';
import { readList } from '../query';
import { allocateId, type ConfluenceState, type TemplateRecord } from '../state';
import { offsetPage, readOffsetWindow } from './paging';

const BODY_KINDS = ['storage', 'view', 'export_view', 'styled_view', 'editor', 'editor2', 'wiki', 'atlas_doc_format', 'anonymous_export_view'] as const;

const bodyValue = z.looseObject({ value: z.string(), representation: z.string() });
const templateBody = z
  .looseObject(Object.fromEntries(BODY_KINDS.map((kind) => [kind, bodyValue.optional()])))
  .refine((body) => BODY_KINDS.filter((kind) => body[kind] !== undefined).length === 1, 'give exactly one body representation');
const labelInput = z.looseObject({ name: z.string().min(1) });
const spaceInput = z.looseObject({ key: z.string().min(1) }).nullable().optional();

const createBody = z.looseObject({
  name: z.string().trim().min(1, 'the template name must not be empty'),
  templateType: z.string().min(1),
  body: templateBody,
  description: z.string().max(255).optional(),
  labels: z.array(labelInput).optional(),
  space: spaceInput,
});
const updateBody = z.looseObject({
  templateId: z.string().min(1, 'templateId is required'),
  name: z.string().trim().min(1, 'the template name must not be empty'),
  templateType: z.literal('page'),
  body: templateBody,
  description: z.string().max(100).optional(),
  labels: z.array(labelInput).optional(),
  space: spaceInput,
});

function storageOf(body: Record<string, { value: string } | undefined>): string {
  return BODY_KINDS.map((kind) => body[kind]?.value).find((value) => value !== undefined) ?? '';
}

function checkedSpaceKey(state: ConfluenceState, space: { key: string } | null | undefined): string | null {
  if (space === undefined || space === null) return null;
  const found = spaceByKey(state, space.key);
  if (found === undefined) throw v1Error(400, `No space with key ${space.key}.`);
  return found.key;
}

/** Like Confluence's own editor, a space (or the global scope) holds one template of a name. */
function assertNameFree(state: ConfluenceState, name: string, spaceKey: string | null, exceptId: string | null): void {
  const clash = Object.values(state.templates).find(
    (template) => template.templateId !== exceptId && template.blueprint === null && template.spaceKey === spaceKey && template.name.toLowerCase() === name.toLowerCase(),
  );
  if (clash !== undefined) throw v1Error(400, `A template with the name '${name}' already exists ${spaceKey === null ? 'among the global templates' : `in the space ${spaceKey}`}.`);
}

function renderTemplate(req: SandboxRequest, state: ConfluenceState, template: TemplateRecord, withBody: boolean): Record<string, unknown> {
  const space = template.spaceKey === null ? undefined : spaceByKey(state, template.spaceKey);
  return {
    templateId: template.templateId,
    name: template.name,
    description: template.description,
    labels: template.labels.map((name, index) => ({ prefix: 'global', name, id: `${template.templateId}${index}`, label: name })),
    templateType: template.templateType,
    editorVersion: 'v2',
    ...(template.blueprint === null
      ? {}
      : {
          originalTemplate: { pluginKey: template.blueprint.pluginKey, moduleKey: template.blueprint.moduleKey },
          referencingBlueprint: `${template.blueprint.pluginKey}:${template.blueprint.moduleKey}`,
        }),
    ...(space === undefined ? {} : { space: { id: Number(space.id), key: space.key, name: space.name, type: space.type, status: space.status } }),
    ...(withBody ? { body: { storage: { value: template.body, representation: 'storage' } } } : {}),
    _expandable: withBody ? {} : { body: '' },
    _links: { self: `${req.baseUrl}/wiki/rest/api/template/${template.templateId}`, base: `${req.baseUrl}/wiki`, context: '/wiki' },
  };
}

function wantsBody(req: SandboxRequest): boolean {
  return readList(req.query, 'expand').some((value) => value === 'body' || value === 'body.storage');
}

/** GET and DELETE answer 403 for an unknown id: the spec declares no 404 for them. */
function templateFor(req: SandboxRequest, state: ConfluenceState): TemplateRecord {
  const template = state.templates[req.params.contentTemplateId ?? ''];
  if (template === undefined) throw v1Error(403, 'The template does not exist or you may not view it.');
  return template;
}

function listRoute(path: string, blueprints: boolean): RouteDef<ConfluenceState> {
  return {
    method: 'GET',
    path,
    handle: (req, state) => {
      const spaceKey = req.query.get('spaceKey');
      const space = spaceKey === null || spaceKey === '' ? null : checkedSpaceKey(state, { key: spaceKey });
      const matches = Object.values(state.templates).filter(
        (template) => (template.blueprint !== null) === blueprints && template.spaceKey === space,
      );
      const window = readOffsetWindow(req.query, 25, 1000);
      return { status: 200, body: offsetPage(req, matches, window, (template) => renderTemplate(req, state, template, wantsBody(req))) };
    },
  };
}

export const templateRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'POST',
    path: '/wiki/rest/api/template',
    idempotent: false,
    handle: (req, state) => {
      const input = parseBody(createBody, req.body, v1Error);
      const spaceKey = checkedSpaceKey(state, input.space);
      assertNameFree(state, input.name, spaceKey, null);
      const templateId = allocateId(state);
      const template: TemplateRecord = {
        templateId,
        name: input.name,
        description: input.description ?? '',
        templateType: 'page',
        body: storageOf(input.body),
        labels: (input.labels ?? []).map((label) => label.name),
        spaceKey,
        blueprint: null,
      };
      state.templates[templateId] = template;
      return { status: 200, body: renderTemplate(req, state, template, true) };
    },
  },
  {
    method: 'PUT',
    path: '/wiki/rest/api/template',
    idempotent: false,
    handle: (req, state) => {
      const input = parseBody(updateBody, req.body, v1Error);
      const template = state.templates[input.templateId];
      if (template === undefined) throw v1Error(404, `No template with id ${input.templateId}.`);
      if (template.blueprint !== null) throw v1Error(400, 'Blueprint templates cannot be updated through the REST API.');
      const spaceKey = input.space === undefined ? template.spaceKey : checkedSpaceKey(state, input.space);
      assertNameFree(state, input.name, spaceKey, template.templateId);
      template.name = input.name;
      template.body = storageOf(input.body);
      if (input.description !== undefined) template.description = input.description;
      if (input.labels !== undefined) template.labels = input.labels.map((label) => label.name);
      template.spaceKey = spaceKey;
      return { status: 200, body: renderTemplate(req, state, template, true) };
    },
  },
  listRoute('/wiki/rest/api/template/page', false),
  listRoute('/wiki/rest/api/template/blueprint', true),
  {
    method: 'GET',
    path: '/wiki/rest/api/template/{contentTemplateId}',
    handle: (req, state) => ({ status: 200, body: renderTemplate(req, state, templateFor(req, state), wantsBody(req)) }),
  },
  {
    method: 'DELETE',
    path: '/wiki/rest/api/template/{contentTemplateId}',
    idempotent: false,
    handle: (req, state) => {
      const template = templateFor(req, state);
      // A blueprint template is never removed: deleting it reverts any customisation.
      if (template.blueprint !== null) template.body = template.blueprint.originalBody;
      else delete state.templates[template.templateId];
      return { status: 204 };
    },
  },
];
