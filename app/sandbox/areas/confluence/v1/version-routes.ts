import { z } from 'zod';
import type { RouteDef, SandboxRequest, World } from '../../../kit';
import { parseBody } from '../body';
import { currentVersion, findVersion, requireContent, sandboxClock } from '../content';
import { v1Error } from '../errors';
import { readList } from '../query';
import type { ConfluenceState, ContentRecord, VersionRecord } from '../state';
import { deleteHistoricalVersion, restoreVersion } from '../version-ops';
import { friendlyWhen } from './friendly';
import { offsetPage, readOffsetWindow } from './paging';
import { v1User } from './users';

const restoreBody = z.looseObject({
  operationKey: z.literal('restore'),
  params: z.looseObject({
    versionNumber: z.number().int(),
    message: z.string(),
    restoreTitle: z.boolean().optional(),
  }),
});

/** The classic `Version`; `content` and `collaborators` appear when expanded. */
function renderV1Version(req: SandboxRequest, world: World, content: ContentRecord, version: VersionRecord): Record<string, unknown> {
  const expand = readList(req.query, 'expand');
  const isCurrent = version === currentVersion(content);
  const contentPath = `/rest/api/content/${content.id}${isCurrent ? '' : `?status=historical&version=${version.number}`}`;
  const expandable: Record<string, string> = {};
  const rendered: Record<string, unknown> = {
    by: v1User(req, world, version.authorId),
    when: version.createdAt,
    friendlyWhen: friendlyWhen(version.createdAt, sandboxClock(world)),
    message: version.message,
    number: version.number,
    minorEdit: version.minorEdit,
    contentTypeModified: false,
  };
  if (expand.includes('content')) {
    rendered.content = {
      id: content.id,
      type: content.type,
      status: isCurrent ? content.status : 'historical',
      title: version.title,
      _links: { self: `${req.baseUrl}/wiki${contentPath}` },
    };
  } else expandable.content = contentPath;
  if (expand.includes('collaborators')) {
    // `UsersUserKeys` requires the account ids; the user keys are kept for clients of the older shape.
    rendered.collaborators = { userAccountIds: [version.authorId], userKeys: [version.authorId], users: [v1User(req, world, version.authorId)] };
  } else expandable.collaborators = '';
  rendered._expandable = expandable;
  rendered._links = { self: `${req.baseUrl}/wiki/rest/api/content/${content.id}/version/${version.number}` };
  return rendered;
}

function versionNumberOf(req: SandboxRequest): number {
  const raw = req.params.versionNumber ?? '';
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw v1Error(400, `Invalid version number '${raw}'.`);
  return Number(raw);
}

export const versionRoutes: RouteDef<ConfluenceState>[] = [
  {
    // Deprecated (absent from the 2026 spec), still answered for clients that rely on it.
    method: 'GET',
    path: '/wiki/rest/api/content/{id}/version',
    handle: (req, state, world) => {
      const content = requireContent(state, req.params.id ?? '', v1Error);
      const newestFirst = [...content.versions].reverse();
      const window = readOffsetWindow(req.query, 200, 1000);
      return { status: 200, body: offsetPage(req, newestFirst, window, (version) => renderV1Version(req, world, content, version)) };
    },
  },
  {
    method: 'GET',
    path: '/wiki/rest/api/content/{id}/version/{versionNumber}',
    handle: (req, state, world) => {
      const content = requireContent(state, req.params.id ?? '', v1Error);
      const number = versionNumberOf(req);
      const version = findVersion(content, number);
      if (version === undefined) throw v1Error(404, `Content ${content.id} has no version ${number}.`);
      return { status: 200, body: renderV1Version(req, world, content, version) };
    },
  },
  {
    method: 'POST',
    path: '/wiki/rest/api/content/{id}/version',
    idempotent: false,
    handle: (req, state, world) => {
      // The spec answers 400, not 404, for every "not found" case here.
      const content = requireContent(state, req.params.id ?? '', v1Error, 400);
      const { params } = parseBody(restoreBody, req.body, v1Error);
      const source = findVersion(content, params.versionNumber);
      if (source === undefined) throw v1Error(400, `Content ${content.id} has no version ${params.versionNumber}.`);
      if (source === currentVersion(content)) throw v1Error(400, `Version ${params.versionNumber} is already the current version.`);
      const restored = restoreVersion(content, source, {
        authorId: req.caller.accountId,
        createdAt: sandboxClock(world),
        message: params.message,
        restoreTitle: params.restoreTitle ?? false,
      });
      return { status: 200, body: renderV1Version(req, world, content, restored) };
    },
  },
  {
    method: 'DELETE',
    path: '/wiki/rest/api/content/{id}/version/{versionNumber}',
    idempotent: false,
    handle: (req, state) => {
      const content = requireContent(state, req.params.id ?? '', v1Error, 400);
      const number = versionNumberOf(req);
      if (findVersion(content, number) === undefined) throw v1Error(400, `Content ${content.id} has no version ${number}.`);
      if (currentVersion(content).number === number) throw v1Error(400, 'The current version cannot be deleted.');
      deleteHistoricalVersion(content, number);
      return { status: 204 };
    },
  },
];
