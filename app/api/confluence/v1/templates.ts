import type { ContentTemplate } from '../../../contract/confluence/templates.channels';
import { AppError } from '../../../contract/errors';
import type { ApiSession } from '../../http/session';
import type { components } from '../../generated/confluence-v1';
import { fetchOffsetPage, type OffsetPage } from '../shared/paging';
import { segment, V1 } from '../shared/paths';
import { readBody } from '../../validate';
import { v1Template } from './template-schema';

export interface TemplateFields {
  name: string;
  body: { value: string; representation: string };
  description?: string;
  labels?: string[];
  /** Omit for a global template. */
  spaceKey?: string;
}

/**
 * The spec's Label requires `id` and `label` as well as `prefix` and `name`. A label being added has
 * no id yet: it goes blank, and Confluence matches labels by name.
 */
function labelFor(name: string): components['schemas']['Label'] {
  return { prefix: 'global', name, label: name, id: '' };
}

function templateBody(fields: TemplateFields) {
  return {
    name: fields.name,
    templateType: 'page',
    body: { [fields.body.representation]: { value: fields.body.value, representation: fields.body.representation } },
    ...(fields.description === undefined ? {} : { description: fields.description }),
    ...(fields.labels === undefined ? {} : { labels: fields.labels.map(labelFor) }),
    ...(fields.spaceKey === undefined ? {} : { space: { key: fields.spaceKey } }),
  };
}

const BODY_EXPAND = 'body.storage';

export interface TemplateListRequest {
  kind: 'page' | 'blueprint';
  spaceKey?: string;
  includeBody?: boolean;
  start?: number;
  limit?: number;
}

/** Page or blueprint templates of one space, or the global ones when no space is given. */
export function listTemplates(session: ApiSession, request: TemplateListRequest, signal?: AbortSignal): Promise<OffsetPage<ContentTemplate>> {
  return fetchOffsetPage(
    session,
    {
      path: `${V1}/template/${request.kind}`,
      query: { spaceKey: request.spaceKey, expand: request.includeBody ? BODY_EXPAND : undefined },
      start: request.start,
      limit: request.limit,
      signal,
    },
    v1Template,
  );
}

/** Confluence answers 403 for a template that does not exist as well as for one you may not see. */
export async function getTemplate(session: ApiSession, templateId: string, includeBody = true, signal?: AbortSignal): Promise<ContentTemplate> {
  const response = await session.request({
    area: 'confluence',
    path: `${V1}/template/${segment(templateId)}`,
    query: { expand: includeBody ? BODY_EXPAND : undefined },
    signal,
  });
  return readBody('confluence', v1Template, response.body);
}

export async function createTemplate(session: ApiSession, fields: TemplateFields, signal?: AbortSignal): Promise<ContentTemplate> {
  const response = await session.request({ area: 'confluence', method: 'POST', path: `${V1}/template`, body: templateBody(fields), signal });
  return readBody('confluence', v1Template, response.body);
}

export function blueprintRefusal(name: string): AppError {
  return new AppError(
    'VALIDATION',
    `“${name}” is a blueprint template. Blueprint templates come with Confluence or an app and can't be changed here; create a page template from it instead.`,
    { reason: 'blueprintTemplate' },
  );
}

/** Looks the template up first: blueprint templates are refused before anything is sent. */
export async function updateTemplate(session: ApiSession, templateId: string, fields: TemplateFields, signal?: AbortSignal): Promise<ContentTemplate> {
  const existing = await getTemplate(session, templateId, false, signal);
  if (existing.isBlueprint) throw blueprintRefusal(existing.name);
  const response = await session.request({
    area: 'confluence',
    method: 'PUT',
    path: `${V1}/template`,
    body: { templateId, ...templateBody(fields) },
    signal,
  });
  return readBody('confluence', v1Template, response.body);
}

/** Deleting a blueprint template only reverts its customisation; page templates are removed. */
export async function deleteTemplate(session: ApiSession, templateId: string, signal?: AbortSignal): Promise<void> {
  await session.request({ area: 'confluence', method: 'DELETE', path: `${V1}/template/${segment(templateId)}`, signal });
}
