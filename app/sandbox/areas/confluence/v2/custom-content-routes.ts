import { z } from 'zod';
import type { RouteDef, SandboxRequest } from '../../../kit';
import { parseBody } from '../body';
import { sandboxClock } from '../content';
import { v2Error } from '../errors';
import { readEnum, readOptionalInt } from '../query';
import { allocateId, type ConfluenceState, type CustomContentRecord } from '../state';
import { idListParam, numericParam } from './ids';
import { cursorPage, readV2Limit, standardOrder } from './paging';
import { v2Version } from './version-view';

const CUSTOM_SORTS = ['id', '-id', 'created-date', '-created-date', 'modified-date', '-modified-date', 'title', '-title'] as const;
const REPRESENTATIONS = ['raw', 'storage', 'atlas_doc_format'] as const;
const SINGLE_FORMATS = ['raw', 'storage', 'atlas_doc_format', 'view', 'export_view', 'anonymous_export_view'] as const;

const idText = z.union([z.string().regex(/^\d+$/), z.number().int()]).transform(String);
const bodyWrite = z.looseObject({ representation: z.enum(REPRESENTATIONS), value: z.string() });
const nestedBody = z.looseObject({ raw: bodyWrite.optional(), storage: bodyWrite.optional(), atlas_doc_format: bodyWrite.optional() });
const customBody = z.union([bodyWrite, nestedBody]);
const containers = {
  spaceId: idText.optional(),
  pageId: idText.optional(),
  blogPostId: idText.optional(),
  customContentId: idText.optional(),
};
const createBody = z.looseObject({ type: z.string().min(1), title: z.string().trim().min(1), body: customBody, status: z.enum(['current', 'draft']).optional(), ...containers });
const updateBody = z.looseObject({
  id: idText,
  type: z.string().min(1),
  status: z.literal('current'),
  title: z.string().trim().min(1),
  body: customBody,
  version: z.looseObject({ number: z.number().int(), message: z.string().optional() }),
  ...containers,
});

function storedBody(body: z.infer<typeof customBody>): CustomContentRecord['body'] {
  const direct = bodyWrite.safeParse(body);
  const nested = nestedBody.safeParse(body);
  const write = direct.success ? direct.data : nested.success ? (nested.data.raw ?? nested.data.storage ?? nested.data.atlas_doc_format) : undefined;
  if (write === undefined) throw v2Error(400, 'The body needs a raw, storage or atlas_doc_format value.');
  return { representation: write.representation, value: write.value };
}

type ContainerInput = { spaceId?: string | undefined; pageId?: string | undefined; blogPostId?: string | undefined; customContentId?: string | undefined };

/** Exactly one container: the item lives in a space, or on a page, blog post or other custom content. */
function resolveContainer(state: ConfluenceState, input: ContainerInput): Pick<CustomContentRecord, 'spaceId' | 'pageId' | 'blogPostId' | 'customContentId'> {
  const given = (['spaceId', 'pageId', 'blogPostId', 'customContentId'] as const).filter((field) => input[field] !== undefined);
  if (given.length !== 1) throw v2Error(400, 'Give exactly one of spaceId, pageId, blogPostId or customContentId.');
  const none = { pageId: null, blogPostId: null, customContentId: null };
  if (input.spaceId !== undefined) {
    if (state.spaces[input.spaceId] === undefined) throw v2Error(404, `No space with id ${input.spaceId}.`);
    return { spaceId: input.spaceId, ...none };
  }
  if (input.customContentId !== undefined) {
    const parent = state.customContent[input.customContentId];
    if (parent === undefined) throw v2Error(404, `No custom content with id ${input.customContentId}.`);
    return { ...none, spaceId: parent.spaceId, customContentId: parent.id };
  }
  const contentId = input.pageId ?? input.blogPostId ?? '';
  const content = state.contents[contentId];
  const type = input.pageId !== undefined ? 'page' : 'blogpost';
  if (content === undefined || content.type !== type) throw v2Error(404, `No ${type} with id ${contentId}.`);
  return { ...none, spaceId: content.spaceId, pageId: type === 'page' ? content.id : null, blogPostId: type === 'blogpost' ? content.id : null };
}

function requireType(state: ConfluenceState, type: string): void {
  if (!state.customContentTypes.some((known) => known.key === type)) throw v2Error(404, `The custom content type '${type}' is not known.`);
}

function requireItem(req: SandboxRequest, state: ConfluenceState): CustomContentRecord {
  const id = numericParam(req, 'id');
  const item = state.customContent[id];
  if (item === undefined) throw v2Error(404, `No custom content with id ${id}.`);
  return item;
}

function latest(item: CustomContentRecord) {
  const version = item.versions[item.versions.length - 1];
  if (version === undefined) throw new Error(`custom content ${item.id} has no versions`);
  return version;
}

function renderItem(req: SandboxRequest, item: CustomContentRecord, bodyFormat: string | null, single: boolean): Record<string, unknown> {
  const containerFields = Object.fromEntries(
    (['pageId', 'blogPostId', 'customContentId'] as const).flatMap((field) => (item[field] === null ? [] : [[field, item[field]]])),
  );
  return {
    id: item.id,
    type: item.type,
    status: item.status,
    title: item.title,
    spaceId: item.spaceId,
    ...containerFields,
    authorId: item.authorId,
    createdAt: item.createdAt,
    version: v2Version(latest(item)),
    body: bodyFormat === null ? {} : { [bodyFormat]: { representation: bodyFormat, value: item.body.value } },
    _links: { webui: `/display/custom/${item.id}`, ...(single ? { base: `${req.baseUrl}/wiki` } : {}) },
  };
}

/** Current items of the required `type` that pass `include`, in the asked order, a cursor page at a time. */
export function listOfType(req: SandboxRequest, state: ConfluenceState, include: (item: CustomContentRecord) => boolean) {
  const type = req.query.get('type');
  if (type === null || type === '') throw v2Error(400, "The parameter 'type' is required.");
  requireType(state, type);
  const bodyFormat = req.query.has('body-format') ? readEnum(req.query, 'body-format', REPRESENTATIONS, 'raw', v2Error) : null;
  const sort = readEnum(req.query, 'sort', CUSTOM_SORTS, 'id', v2Error);
  const order = standardOrder<CustomContentRecord>(sort, { createdAt: (item) => item.createdAt, modifiedAt: (item) => latest(item).createdAt, title: (item) => item.title });
  const items = Object.values(state.customContent).filter((item) => item.type === type && item.status === 'current' && include(item));
  return cursorPage(req, items, order, readV2Limit(req.query, 25), (item) => renderItem(req, item, bodyFormat, false));
}

export const customContentRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'GET',
    path: '/wiki/api/v2/custom-content',
    handle: (req, state) => {
      const ids = idListParam(req.query, 'id', 250);
      const spaceIds = idListParam(req.query, 'space-id', 100);
      return listOfType(req, state, (item) => (ids === null || ids.has(item.id)) && (spaceIds === null || spaceIds.has(item.spaceId)));
    },
  },
  {
    method: 'POST',
    path: '/wiki/api/v2/custom-content',
    idempotent: false,
    handle: (req, state, world) => {
      const input = parseBody(createBody, req.body, v2Error);
      requireType(state, input.type);
      const now = sandboxClock(world);
      const item: CustomContentRecord = {
        id: allocateId(state),
        type: input.type,
        status: input.status ?? 'current',
        title: input.title,
        ...resolveContainer(state, input),
        authorId: req.caller.accountId,
        createdAt: now,
        versions: [{ number: 1, authorId: req.caller.accountId, createdAt: now, message: '', minorEdit: false }],
        body: storedBody(input.body),
      };
      state.customContent[item.id] = item;
      return { status: 201, body: renderItem(req, item, item.body.representation, true) };
    },
  },
  {
    method: 'GET',
    path: '/wiki/api/v2/custom-content/{id}',
    handle: (req, state) => {
      const item = requireItem(req, state);
      const bodyFormat = req.query.has('body-format') ? readEnum(req.query, 'body-format', SINGLE_FORMATS, 'raw', v2Error) : null;
      const number = readOptionalInt(req.query, 'version', v2Error);
      const rendered = renderItem(req, item, bodyFormat, true);
      if (number !== null) {
        const version = item.versions.find((candidate) => candidate.number === number);
        if (version === undefined) throw v2Error(404, `Custom content ${item.id} has no version ${number}.`);
        rendered.version = v2Version(version);
      }
      return { status: 200, body: rendered };
    },
  },
  {
    method: 'PUT',
    path: '/wiki/api/v2/custom-content/{id}',
    idempotent: false,
    handle: (req, state, world) => {
      const item = requireItem(req, state);
      const input = parseBody(updateBody, req.body, v2Error);
      if (input.id !== item.id) throw v2Error(400, `The body id ${input.id} does not match ${item.id} in the path.`);
      if (input.type !== item.type) throw v2Error(400, 'The type of custom content cannot change.');
      const current = latest(item).number;
      if (input.version.number !== current + 1) {
        throw v2Error(409, `Version must be incremented on update. Current version is: ${current}.`);
      }
      const given = (['spaceId', 'pageId', 'blogPostId', 'customContentId'] as const).filter((field) => input[field] !== undefined);
      if (given.length > 1) throw v2Error(400, 'Give at most one of spaceId, pageId, blogPostId or customContentId.');
      if (given.length === 1) {
        const container = resolveContainer(state, input);
        if (container.spaceId !== item.spaceId) throw v2Error(400, 'Custom content cannot move to another space.');
        Object.assign(item, container);
      }
      item.title = input.title;
      item.status = 'current';
      item.body = storedBody(input.body);
      item.versions.push({ number: current + 1, authorId: req.caller.accountId, createdAt: sandboxClock(world), message: input.version.message ?? '', minorEdit: false });
      return { status: 200, body: renderItem(req, item, item.body.representation, true) };
    },
  },
  {
    method: 'DELETE',
    path: '/wiki/api/v2/custom-content/{id}',
    idempotent: false,
    handle: (req, state) => {
      const item = requireItem(req, state);
      const supportsTrash = state.customContentTypes.find((type) => type.key === item.type)?.supportsTrash ?? true;
      const purge = req.query.get('purge') === 'true';
      if (purge && item.status !== 'trashed') throw v2Error(400, 'Only custom content in the trash can be purged; delete it first.');
      if (purge || !supportsTrash) delete state.customContent[item.id];
      else if (item.status === 'trashed') throw v2Error(404, `Custom content ${item.id} is already in the trash.`);
      else item.status = 'trashed';
      return { status: 204 };
    },
  },
];
