import { z } from 'zod';
import type { RouteDef, SandboxRequest, World } from '../../../kit';
import { checkAccess, groupIdsOf, isConfluenceAdmin, visibleTo, type Subject } from '../access';
import { parseBody } from '../body';
import { readBool } from '../query';
import { v1Error } from '../errors';
import type { ConfluenceState, ContentRecord } from '../state';
import { offsetPage, readOffsetWindow, v1BaseLinks } from './paging';
import { v1Group } from './restriction-view';
import { findPerson } from './users';

const checkBody = z.looseObject({
  subject: z.looseObject({ type: z.enum(['user', 'group']), identifier: z.string().min(1) }),
  operation: z.enum(['read', 'update', 'delete']),
});

/** Content the caller may see, for the classic API: anything else answers 404 as if it did not exist. */
export function requireVisibleContent(req: SandboxRequest, state: ConfluenceState, world: World): ContentRecord {
  const id = req.params.id ?? '';
  const content = state.contents[id];
  if (content === undefined || !visibleTo(state, world, req.caller.accountId, content)) throw v1Error(404, `No content found with id ${id}.`);
  return content;
}

function subjectOf(req: SandboxRequest, state: ConfluenceState, world: World): { subject: Subject; operation: 'read' | 'update' | 'delete' } {
  const input = parseBody(checkBody, req.body, v1Error);
  const { type, identifier } = input.subject;
  if (type === 'user' && identifier !== 'anonymous' && findPerson(world, identifier) === undefined) throw v1Error(400, `User not found: ${identifier}.`);
  if (type === 'group' && state.groups[identifier] === undefined) throw v1Error(400, `Group not found: ${identifier}.`);
  return { subject: { type, id: identifier }, operation: input.operation };
}

export const accessRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'POST',
    path: '/wiki/rest/api/content/{id}/permission/check',
    handle: (req, state, world) => {
      const content = requireVisibleContent(req, state, world);
      const { subject, operation } = subjectOf(req, state, world);
      const self = subject.type === 'user' && subject.id === req.caller.accountId;
      if (!self && !isConfluenceAdmin(state, req.caller.accountId)) {
        throw v1Error(403, 'Checking the permissions of anyone but yourself needs the Confluence Administrator global permission.');
      }
      const answer =
        subject.type === 'user' && subject.id === 'anonymous' ? { allowed: false, reason: 'Anonymous users are not allowed to use Confluence' } : checkAccess(state, world, subject, content, operation);
      const errors = answer.reason === null ? [] : [{ translation: answer.reason, args: [] }];
      return { status: 200, body: { hasPermission: answer.allowed, errors, _links: v1BaseLinks(req) } };
    },
  },
  {
    method: 'GET',
    path: '/wiki/rest/api/user/memberof',
    handle: (req, state, world) => {
      const accountId = req.query.get('accountId') ?? '';
      if (accountId === '') throw v1Error(400, 'The accountId query parameter is required.');
      if (findPerson(world, accountId) === undefined) throw v1Error(404, `User not found: ${accountId}.`);
      const ids = groupIdsOf(state, accountId);
      const groups = Object.values(state.groups).filter((group) => ids.has(group.id));
      return { status: 200, body: { ...offsetPage(req, groups, readOffsetWindow(req.query, 200, 1000), (group) => v1Group(req, group)), totalSize: groups.length } };
    },
  },
  {
    method: 'GET',
    path: '/wiki/rest/api/group/picker',
    handle: (req, state) => {
      const query = (req.query.get('query') ?? '').trim().toLowerCase();
      if (query === '') throw v1Error(400, 'The query parameter is required.');
      const groups = Object.values(state.groups)
        .filter((group) => group.deletedAt === null && group.name.toLowerCase().includes(query))
        .sort((a, b) => a.name.localeCompare(b.name));
      const page = offsetPage(req, groups, readOffsetWindow(req.query, 200, 1000), (group) => v1Group(req, group));
      return { status: 200, body: readBool(req.query, 'shouldReturnTotalSize', false) ? { ...page, totalSize: groups.length } : page };
    },
  },
  {
    method: 'GET',
    path: '/wiki/rest/api/group/by-id',
    handle: (req, state) => {
      const id = req.query.get('id') ?? '';
      if (id === '') throw v1Error(400, 'The id query parameter is required.');
      const group = state.groups[id];
      if (group === undefined || group.deletedAt !== null) throw v1Error(404, `Group not found: ${id}.`);
      return { status: 200, body: v1Group(req, group) };
    },
  },
];
