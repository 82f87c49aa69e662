import { z } from 'zod';
import type { RouteDef, SandboxRequest, World } from '../../../kit';
import { parseBody } from '../body';
import { currentVersion, findVersion, requireSpace, sandboxClock } from '../content';
import { v2Error } from '../errors';
import { readBool, readEnum, readOptionalInt } from '../query';
import type { ConfluenceState } from '../state';
import { appendVersion } from '../version-ops';
import { pageBodyInput, SINGLE_BODY_FORMATS, toStorage } from './bodies';
import { pageSingle } from './page-view';
import { requireVisiblePage } from './page-tree-routes';
import { addPage, assertKnownOwner, assertTitleFree, assertValidParent, reparentChildren } from './page-write';

const idText = z.union([z.string().regex(/^\d+$/), z.number().int()]).transform(String);

const createBody = z.looseObject({
  spaceId: idText,
  status: z.enum(['current', 'draft']).optional(),
  title: z.string().optional(),
  parentId: idText.nullable().optional(),
  body: pageBodyInput.optional(),
  subtype: z.literal('live').optional(),
});

const updateBody = z.looseObject({
  id: idText,
  status: z.enum(['current', 'draft']),
  title: z.string(),
  body: pageBodyInput,
  version: z.looseObject({ number: z.number().int(), message: z.string().optional() }),
  spaceId: idText.optional(),
  parentId: idText.optional(),
  ownerId: z.string().optional(),
});

function bodyFormatOf(req: SandboxRequest): string | null {
  return req.query.has('body-format') ? readEnum(req.query, 'body-format', SINGLE_BODY_FORMATS, 'storage', v2Error) : null;
}

function getPage(req: SandboxRequest, state: ConfluenceState, world: World) {
  const page = requireVisiblePage(req, state, world);
  const wantDraft = readBool(req.query, 'get-draft', false);
  if (page.status === 'draft' && !wantDraft && !req.query.getAll('status').join(',').includes('draft')) {
    throw v2Error(404, `Page ${page.id} is an unpublished draft; ask with get-draft=true.`);
  }
  if (page.status === 'trashed' && !req.query.getAll('status').join(',').includes('trashed')) {
    throw v2Error(404, `Page ${page.id} is in the trash; ask with status=trashed.`);
  }
  const number = readOptionalInt(req.query, 'version', v2Error);
  const version = number === null ? undefined : findVersion(page, number);
  if (number !== null && version === undefined) throw v2Error(404, `Page ${page.id} has no version ${number}.`);
  const single = pageSingle(req, state, page, bodyFormatOf(req), version);
  if (wantDraft && page.draft !== null) {
    single.status = 'draft';
    single.title = page.draft.title;
    if (req.query.has('body-format')) single.body = { storage: { representation: 'storage', value: page.draft.body } };
  }
  return { status: 200, body: single };
}

export const pageRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'POST',
    path: '/wiki/api/v2/pages',
    idempotent: false,
    handle: (req, state, world) => {
      const input = parseBody(createBody, req.body, v2Error);
      const space = requireSpace(state, input.spaceId, v2Error);
      const status = input.status ?? 'current';
      const title = (input.title ?? '').trim();
      if (status === 'current' && title === '') throw v2Error(400, 'A published page needs a title.');
      if (status === 'current') assertTitleFree(state, space.id, title, null);
      const rootLevel = readBool(req.query, 'root-level', false);
      if (rootLevel && input.parentId !== undefined && input.parentId !== null) {
        throw v2Error(400, 'root-level=true cannot be combined with a parentId.');
      }
      const parentId = rootLevel ? null : (input.parentId ?? space.homepageId);
      if (parentId !== null) assertValidParent(state, space.id, parentId, null);
      const page = addPage(state, { spaceId: space.id, parentId, status, title, body: toStorage(input.body), authorId: req.caller.accountId, createdAt: sandboxClock(world) });
      return { status: 200, body: pageSingle(req, state, page, 'storage') };
    },
  },
  { method: 'GET', path: '/wiki/api/v2/pages/{id}', handle: (req, state, world) => getPage(req, state, world) },
  {
    method: 'PUT',
    path: '/wiki/api/v2/pages/{id}',
    idempotent: false,
    handle: (req, state, world) => {
      const page = requireVisiblePage(req, state, world);
      const input = parseBody(updateBody, req.body, v2Error);
      if (input.id !== page.id) throw v2Error(400, `The body id ${input.id} does not match the page ${page.id} in the path.`);
      if (input.spaceId !== undefined && input.spaceId !== page.spaceId) throw v2Error(400, 'A page cannot be moved to another space.');
      const now = sandboxClock(world);
      if (page.status === 'trashed' && input.status === 'current') {
        // Restoring from the trash ignores the body.
        page.status = 'current';
        return { status: 200, body: pageSingle(req, state, page, 'storage') };
      }
      const unpublished = page.status === 'draft';
      const current = currentVersion(page).number;
      const expected = unpublished || input.status === 'draft' ? 1 : current + 1;
      if (input.version.number !== expected) {
        throw v2Error(409, `Version must be incremented on update. Current version is: ${current}; send ${expected}.`);
      }
      const title = input.title.trim();
      if (input.status === 'current' && title === '') throw v2Error(400, 'A published page needs a title.');
      if (input.status === 'current') assertTitleFree(state, page.spaceId, title, page.id);
      if (input.parentId !== undefined) page.parentId = assertValidParent(state, page.spaceId, input.parentId, page.id).id;
      if (input.ownerId !== undefined) {
        assertKnownOwner(world, input.ownerId);
        page.ownerId = input.ownerId;
      }
      const body = toStorage(input.body);
      if (input.status === 'draft' && !unpublished) {
        page.draft = { title, body, authorId: req.caller.accountId, createdAt: now };
      } else if (unpublished) {
        page.versions = [{ number: 1, authorId: req.caller.accountId, createdAt: now, message: input.version.message ?? '', minorEdit: false, title, body, bodySeed: 0 }];
        page.status = input.status;
      } else {
        appendVersion(page, { authorId: req.caller.accountId, createdAt: now, message: input.version.message ?? '', minorEdit: false, title, body });
        page.draft = null;
      }
      return { status: 200, body: pageSingle(req, state, page, 'storage') };
    },
  },
  {
    method: 'DELETE',
    path: '/wiki/api/v2/pages/{id}',
    idempotent: false,
    handle: (req, state, world) => {
      const page = requireVisiblePage(req, state, world);
      if (readBool(req.query, 'draft', false)) {
        if (page.status === 'draft') delete state.contents[page.id];
        else if (page.draft !== null) page.draft = null;
        else throw v2Error(404, `Page ${page.id} has no draft.`);
        return { status: 204 };
      }
      if (readBool(req.query, 'purge', false)) {
        if (page.status !== 'trashed') throw v2Error(400, 'Only a page in the trash can be purged; delete it first.');
        reparentChildren(state, page);
        delete state.contents[page.id];
        return { status: 204 };
      }
      if (page.status !== 'current' && page.status !== 'archived') throw v2Error(404, `Page ${page.id} is not published.`);
      page.status = 'trashed';
      reparentChildren(state, page);
      return { status: 204 };
    },
  },
];
