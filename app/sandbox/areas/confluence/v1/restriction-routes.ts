import type { RouteDef, SandboxReply, SandboxRequest, World } from '../../../kit';
import { v1Error } from '../errors';
import type { ConfluenceState, ContentRecord, RestrictedOperation } from '../state';
import { requireVisibleContent } from './access-routes';
import { addRestrictions, clearRestrictions, parseRestrictionChanges, replaceRestrictions } from './restriction-edit';
import { readRestrictionView, renderRestriction, renderRestrictionArray, RESTRICTED_OPERATIONS } from './restriction-view';
import { findPerson } from './users';

const BASE = '/wiki/rest/api/content/{id}/restriction';
const BY_OPERATION = `${BASE}/byOperation/{operationKey}`;
const EMPTY_OK: SandboxReply = { status: 200 };

function operationOf(req: SandboxRequest, invalidStatus: number): RestrictedOperation {
  const key = req.params.operationKey;
  const found = RESTRICTED_OPERATIONS.find((operation) => operation === key);
  if (found === undefined) throw v1Error(invalidStatus, `Invalid operation key '${key ?? ''}': use read or update.`);
  return found;
}

function contentOf(req: SandboxRequest, state: ConfluenceState, world: World): ContentRecord {
  return requireVisibleContent(req, state, world);
}

function fullList(req: SandboxRequest, state: ConfluenceState, world: World, content: ContentRecord): SandboxReply {
  return { status: 200, body: renderRestrictionArray(req, state, world, content, readRestrictionView(req)) };
}

function groupIdByName(state: ConfluenceState, name: string): string | undefined {
  return Object.values(state.groups).find((group) => group.name === name)?.id;
}

/** GET/PUT/DELETE of one group in one operation, the group named by id or (legacy) by name. */
function groupRoutes(path: string, resolve: (state: ConfluenceState, value: string) => string | undefined, param: string): RouteDef<ConfluenceState>[] {
  const target = (req: SandboxRequest, state: ConfluenceState, world: World, blankStatus: number) => {
    const value = req.params[param] ?? '';
    if (value.trim() === '') throw v1Error(blankStatus, 'A group must be given.');
    return { content: contentOf(req, state, world), groupId: resolve(state, value), value };
  };
  return [
    {
      method: 'GET',
      path,
      handle: (req, state, world) => {
        const operation = operationOf(req, 404);
        const { content, groupId, value } = target(req, state, world, 400);
        if (groupId === undefined || !content.restrictions[operation].groupIds.includes(groupId)) {
          throw v1Error(404, `Group ${value} is not in the ${operation} restriction of content ${content.id}.`);
        }
        return EMPTY_OK;
      },
    },
    {
      method: 'PUT',
      path,
      idempotent: false,
      handle: (req, state, world) => {
        const operation = operationOf(req, 404);
        const { content, groupId, value } = target(req, state, world, 400);
        if (groupId === undefined) throw v1Error(400, `Group not found: ${value}.`);
        addRestrictions(content, [{ operation, userIds: [], groupIds: [groupId] }]);
        return EMPTY_OK;
      },
    },
    {
      method: 'DELETE',
      path,
      idempotent: false,
      handle: (req, state, world) => {
        const operation = operationOf(req, 404);
        const { content, groupId, value } = target(req, state, world, 400);
        const entry = content.restrictions[operation];
        if (groupId === undefined || !entry.groupIds.includes(groupId)) {
          throw v1Error(404, `Group ${value} is not in the ${operation} restriction of content ${content.id}.`);
        }
        entry.groupIds = entry.groupIds.filter((id) => id !== groupId);
        return EMPTY_OK;
      },
    },
  ];
}

function accountIdOf(req: SandboxRequest, world: World, missingStatus: number): string {
  const accountId = req.query.get('accountId') ?? '';
  if (accountId === '') throw v1Error(missingStatus, 'The accountId query parameter is required.');
  if (findPerson(world, accountId) === undefined) throw v1Error(404, `User not found: ${accountId}.`);
  return accountId;
}

const userRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'GET',
    path: `${BY_OPERATION}/user`,
    handle: (req, state, world) => {
      const operation = operationOf(req, 404);
      const content = contentOf(req, state, world);
      const accountId = accountIdOf(req, world, 404);
      if (!content.restrictions[operation].userIds.includes(accountId)) {
        throw v1Error(404, `User ${accountId} is not in the ${operation} restriction of content ${content.id}.`);
      }
      return EMPTY_OK;
    },
  },
  {
    method: 'PUT',
    path: `${BY_OPERATION}/user`,
    idempotent: false,
    handle: (req, state, world) => {
      const operation = operationOf(req, 400);
      const content = contentOf(req, state, world);
      addRestrictions(content, [{ operation, userIds: [accountIdOf(req, world, 400)], groupIds: [] }]);
      return EMPTY_OK;
    },
  },
  {
    method: 'DELETE',
    path: `${BY_OPERATION}/user`,
    idempotent: false,
    handle: (req, state, world) => {
      const operation = operationOf(req, 404);
      const content = contentOf(req, state, world);
      const accountId = accountIdOf(req, world, 404);
      const entry = content.restrictions[operation];
      if (!entry.userIds.includes(accountId)) {
        throw v1Error(404, `User ${accountId} is not in the ${operation} restriction of content ${content.id}.`);
      }
      entry.userIds = entry.userIds.filter((id) => id !== accountId);
      return EMPTY_OK;
    },
  },
];

export const restrictionRoutes: RouteDef<ConfluenceState>[] = [
  { method: 'GET', path: BASE, handle: (req, state, world) => fullList(req, state, world, contentOf(req, state, world)) },
  {
    method: 'POST',
    path: BASE,
    idempotent: false,
    handle: (req, state, world) => {
      const content = contentOf(req, state, world);
      addRestrictions(content, parseRestrictionChanges(req.body, state, world));
      return fullList(req, state, world, content);
    },
  },
  {
    method: 'PUT',
    path: BASE,
    idempotent: false,
    handle: (req, state, world) => {
      const content = contentOf(req, state, world);
      replaceRestrictions(content, parseRestrictionChanges(req.body, state, world));
      return fullList(req, state, world, content);
    },
  },
  {
    method: 'DELETE',
    path: BASE,
    idempotent: false,
    handle: (req, state, world) => {
      const content = contentOf(req, state, world);
      clearRestrictions(content);
      return fullList(req, state, world, content);
    },
  },
  {
    method: 'GET',
    path: `${BASE}/byOperation`,
    handle: (req, state, world) => {
      const content = contentOf(req, state, world);
      const view = readRestrictionView(req);
      const byOperation = Object.fromEntries(
        RESTRICTED_OPERATIONS.map((operation) => [operation, renderRestriction(req, state, world, content, operation, view)]),
      );
      return { status: 200, body: { ...byOperation, _links: { base: `${req.baseUrl}/wiki`, context: '/wiki' } } };
    },
  },
  {
    method: 'GET',
    path: BY_OPERATION,
    handle: (req, state, world) => {
      const operation = operationOf(req, 400);
      const content = contentOf(req, state, world);
      return { status: 200, body: renderRestriction(req, state, world, content, operation, readRestrictionView(req)) };
    },
  },
  ...groupRoutes(`${BY_OPERATION}/byGroupId/{groupId}`, (state, id) => state.groups[id]?.id, 'groupId'),
  ...groupRoutes(`${BY_OPERATION}/group/{groupName}`, groupIdByName, 'groupName'),
  ...userRoutes,
];
