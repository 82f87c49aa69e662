import { createHash } from 'node:crypto';
import type { SandboxRequest, World } from '../../../kit';
import { titleOf } from '../content';
import { readList } from '../query';
import type { ConfluenceState, ContentRecord, GroupRecord, RestrictedOperation } from '../state';
import { readOffsetWindow, v1BaseLinks, v1SelfLink, type OffsetWindow } from './paging';
import { v1User } from './users';

export const RESTRICTED_OPERATIONS: readonly RestrictedOperation[] = ['read', 'update'];

/** Which parts of a restriction the client asked to see; without `expand`, users and groups are shown. */
export interface RestrictionView {
  window: OffsetWindow;
  expand: string[] | null;
}

export function readRestrictionView(req: SandboxRequest): RestrictionView {
  const expand = readList(req.query, 'expand');
  return { window: readOffsetWindow(req.query, 100, 1000), expand: expand.length === 0 ? null : expand };
}

function expands(view: RestrictionView, operation: RestrictedOperation, part: 'user' | 'group'): boolean {
  if (view.expand === null) return true;
  return view.expand.includes(`restrictions.${part}`) || view.expand.includes(`${operation}.restrictions.${part}`);
}

export function v1Group(req: SandboxRequest, group: GroupRecord): Record<string, unknown> {
  return {
    type: 'group',
    name: group.name,
    id: group.id,
    usageType: group.usageType,
    managedBy: group.managedBy,
    _links: { self: `${req.baseUrl}/wiki/rest/api/group/by-id?id=${group.id}` },
  };
}

function v1ContentSummary(req: SandboxRequest, content: ContentRecord): Record<string, unknown> {
  return {
    id: content.id,
    type: content.type,
    status: content.status,
    title: titleOf(content),
    _links: { self: `${req.baseUrl}/wiki/rest/api/content/${content.id}` },
  };
}

export function renderRestriction(
  req: SandboxRequest,
  state: ConfluenceState,
  world: World,
  content: ContentRecord,
  operation: RestrictedOperation,
  view: RestrictionView,
): Record<string, unknown> {
  const entry = content.restrictions[operation];
  const { start, limit } = view.window;
  const operationPath = `/rest/api/content/${content.id}/restriction/byOperation/${operation}`;
  const restrictions: Record<string, unknown> = { _expandable: {} };
  const expandable: Record<string, string> = {};
  if (expands(view, operation, 'user')) {
    const page = entry.userIds.slice(start, start + limit);
    restrictions.user = {
      results: page.map((accountId) => v1User(req, world, accountId)),
      start,
      limit,
      size: page.length,
      totalSize: entry.userIds.length,
      _links: { self: `${req.baseUrl}/wiki${operationPath}/user` },
    };
  } else expandable.user = `${operationPath}/user`;
  if (expands(view, operation, 'group')) {
    const page = entry.groupIds.slice(start, start + limit).flatMap((id) => {
      const group = state.groups[id];
      return group === undefined ? [] : [v1Group(req, group)];
    });
    restrictions.group = { results: page, start, limit, size: page.length };
  } else expandable.group = `${operationPath}/group`;
  restrictions._expandable = expandable;
  const withContent = view.expand?.includes('content') ?? false;
  return {
    operation,
    restrictions,
    ...(withContent ? { content: v1ContentSummary(req, content) } : {}),
    _expandable: { restrictions: '', ...(withContent ? {} : { content: `/rest/api/content/${content.id}` }) },
    _links: { self: `${req.baseUrl}/wiki${operationPath}` },
  };
}

export function restrictionsHash(content: ContentRecord): string {
  return createHash('sha256').update(JSON.stringify(content.restrictions)).digest('hex');
}

/** ContentRestrictionArray: always both operations; an empty operation means "inherits space permissions". */
export function renderRestrictionArray(
  req: SandboxRequest,
  state: ConfluenceState,
  world: World,
  content: ContentRecord,
  view: RestrictionView,
): Record<string, unknown> {
  const results = RESTRICTED_OPERATIONS.map((operation) => renderRestriction(req, state, world, content, operation, view));
  return {
    results,
    start: view.window.start,
    limit: view.window.limit,
    size: results.length,
    restrictionsHash: restrictionsHash(content),
    _links: { ...v1BaseLinks(req), self: v1SelfLink(req) },
  };
}
