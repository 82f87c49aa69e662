import type { RouteDef, SandboxRequest } from '../../../kit';
import { requireSpace } from '../content';
import { v2Error } from '../errors';
import { readBool, readEnum, readList } from '../query';
import type { ConfluenceState, SpaceRecord } from '../state';
import { idListParam, numericParam } from './ids';
import { cursorPage, readV2Limit, type SortOrder } from './paging';

const SPACE_TYPES = ['global', 'collaboration', 'knowledge_base', 'personal', 'system', 'onboarding', 'xflow_sample_space'] as const;
const SPACE_SORTS = ['id', '-id', 'key', '-key', 'name', '-name'] as const;

/** The description in the asked format, or undefined when the client did not ask (`description-format`). */
function descriptionOf(req: SandboxRequest, space: SpaceRecord): Record<string, unknown> | undefined {
  if (!req.query.has('description-format')) return undefined;
  const format = readEnum(req.query, 'description-format', ['plain', 'view'] as const, 'plain', v2Error);
  const value = format === 'plain' ? space.description : `<p>${space.description}</p>`;
  return { [format]: { representation: format, value } };
}

function iconOf(req: SandboxRequest, space: SpaceRecord): Record<string, unknown> | undefined {
  if (!readBool(req.query, 'include-icon', false)) return undefined;
  return { path: `/wiki/aa-avatar/${space.key}`, apiDownloadLink: `/wiki/download/spaceicon/${space.key}` };
}

/**
 * A space as GET /spaces lists it. Like Confluence, `description` and `icon` are left out of the JSON
 * (not null) unless asked for with `description-format` and `include-icon=true`.
 */
export function spaceBulk(req: SandboxRequest, space: SpaceRecord): Record<string, unknown> {
  const description = descriptionOf(req, space);
  const icon = iconOf(req, space);
  return {
    id: space.id,
    key: space.key,
    name: space.name,
    type: space.type,
    status: space.status,
    authorId: space.authorId,
    spaceOwnerId: space.ownerId,
    currentActiveAlias: space.alias ?? space.key,
    createdAt: space.createdAt,
    homepageId: space.homepageId,
    ...(description === undefined ? {} : { description }),
    ...(icon === undefined ? {} : { icon }),
    _links: { webui: `/spaces/${space.key}` },
  };
}

function spaceOrder(sort: (typeof SPACE_SORTS)[number]): SortOrder<SpaceRecord> {
  const field = sort.replace(/^-/, '');
  const key = (space: SpaceRecord) => {
    const id = Number(space.id);
    if (field === 'key') return [space.key.toLowerCase(), id];
    if (field === 'name') return [space.name.toLowerCase(), id];
    return [id];
  };
  return { name: sort, descending: sort.startsWith('-'), key };
}

function collection(results: unknown[]): Record<string, unknown> {
  return { results, meta: { hasMore: false, cursor: '' } };
}

export const spaceRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'GET',
    path: '/wiki/api/v2/spaces',
    handle: (req, state) => {
      const ids = idListParam(req.query, 'ids', 250);
      const keys = readList(req.query, 'keys');
      if (keys.length > 250) throw v2Error(400, "The parameter 'keys' accepts at most 250 values.");
      const type = req.query.has('type') ? readEnum(req.query, 'type', SPACE_TYPES, 'global', v2Error) : null;
      const status = req.query.has('status') ? readEnum(req.query, 'status', ['current', 'archived'] as const, 'current', v2Error) : null;
      const labels = readList(req.query, 'labels').map((label) => label.toLowerCase());
      const favoritedBy = req.query.get('favorited-by');
      const notFavoritedBy = req.query.get('not-favorited-by');
      const order = spaceOrder(readEnum(req.query, 'sort', SPACE_SORTS, 'id', v2Error));
      const limit = readV2Limit(req.query, 25);
      const labelNames = (space: SpaceRecord) => space.labelIds.map((id) => state.labels[id]?.name ?? '');
      const spaces = Object.values(state.spaces).filter(
        (space) =>
          (ids === null || ids.has(space.id)) &&
          (keys.length === 0 || keys.includes(space.key)) &&
          (type === null || space.type === type) &&
          (status === null || space.status === status) &&
          (labels.length === 0 || labelNames(space).some((name) => labels.includes(name))) &&
          (favoritedBy === null || space.favoritedBy.includes(favoritedBy)) &&
          (notFavoritedBy === null || !space.favoritedBy.includes(notFavoritedBy)),
      );
      return cursorPage(req, spaces, order, limit, (space) => spaceBulk(req, space));
    },
  },
  {
    method: 'GET',
    path: '/wiki/api/v2/spaces/{id}',
    handle: (req, state) => {
      const space = requireSpace(state, numericParam(req, 'id'), v2Error);
      const single: Record<string, unknown> = spaceBulk(req, space);
      if (readBool(req.query, 'include-labels', false)) {
        single.labels = collection(space.labelIds.flatMap((id) => {
          const label = state.labels[id];
          return label === undefined ? [] : [{ id: label.id, name: label.name, prefix: label.prefix }];
        }));
      }
      if (readBool(req.query, 'include-permissions', false)) single.permissions = collection(space.permissions);
      if (readBool(req.query, 'include-properties', false)) single.properties = collection([]);
      if (readBool(req.query, 'include-operations', false)) single.operations = collection([{ operation: 'read', targetType: 'space' }]);
      if (readBool(req.query, 'include-role-assignments', false)) single.roleAssignments = collection([]);
      single._links = { webui: `/spaces/${space.key}`, base: `${req.baseUrl}/wiki` };
      return { status: 200, body: single };
    },
  },
  {
    method: 'GET',
    path: '/wiki/api/v2/spaces/{id}/permissions',
    handle: (req, state) => {
      const space = requireSpace(state, numericParam(req, 'id'), v2Error);
      const order: SortOrder<SpaceRecord['permissions'][number]> = { name: 'id', descending: false, key: (grant) => [Number(grant.id)] };
      return cursorPage(req, space.permissions, order, readV2Limit(req.query, 25), (grant) => grant);
    },
  },
];
