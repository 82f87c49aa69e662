import { z } from 'zod';
import type { RouteDef } from '../../../kit';
import { parseBody } from '../body';
import { sandboxClock } from '../content';
import { v2Error } from '../errors';
import { spacePermissions } from '../space-permissions';
import { allocateId, type ConfluenceState, type SpaceRecord } from '../state';
import { addPage } from './page-write';
import { spaceBulk } from './space-routes';

/** Confluence's limit on a space's name. */
const NAME_MAX = 200;
/** Keys and aliases: letters and digits only, at most 255 of them (the spec's limit for an alias). */
const IDENTIFIER = /^[A-Za-z0-9]{1,255}$/;

const createBody = z.looseObject({
  name: z.string(),
  key: z.string().optional(),
  alias: z.string().optional(),
  description: z.looseObject({ value: z.string().optional(), representation: z.string().optional() }).optional(),
  roleAssignments: z.array(z.unknown()).optional(),
  copySpaceAccessConfiguration: z.number().int().optional(),
  createPrivateSpace: z.boolean().optional(),
  templateKey: z.string().optional(),
});

type CreateBody = z.infer<typeof createBody>;

function checkIdentifier(state: ConfluenceState, field: 'key' | 'alias', value: string): void {
  if (!IDENTIFIER.test(value)) throw v2Error(400, `The space ${field} '${value}' may hold only letters and digits, at most 255 of them.`);
  const taken = Object.values(state.spaces).some((space) => space.key.toLowerCase() === value.toLowerCase() || space.alias?.toLowerCase() === value.toLowerCase());
  if (taken) throw v2Error(400, `A space with the ${field} '${value}' already exists.`);
}

/** What the sandbox cannot honour is refused with a sentence, never silently ignored. */
function refuseUnsupported(input: CreateBody): void {
  if (input.roleAssignments !== undefined) {
    throw v2Error(400, 'Role assignments are not supported by this site: leave roleAssignments out to apply the default space permissions.');
  }
  if (input.templateKey !== undefined) throw v2Error(400, `No space template '${input.templateKey}' exists on this site.`);
  const representation = input.description?.representation;
  if (representation !== undefined && representation !== 'plain') {
    throw v2Error(400, `Only the 'plain' representation of a space description is supported, not '${representation}'.`);
  }
}

/** The permissions of the new space: copied from another space, only the creator's, or the defaults. */
function permissionsFor(state: ConfluenceState, input: CreateBody, creatorId: string): SpaceRecord['permissions'] {
  const source = input.copySpaceAccessConfiguration;
  if (source !== undefined) {
    const copied = state.spaces[String(source)];
    if (copied === undefined) throw v2Error(400, `There is no space with id ${source} to copy the access configuration from.`);
    return copied.permissions.map((grant) => ({ ...grant, id: allocateId(state) }));
  }
  if (input.createPrivateSpace === true) return spacePermissions(state, creatorId, []);
  // Everyone who may use Confluence is in the site's first group.
  const everyone = Object.keys(state.groups)[0];
  return spacePermissions(state, creatorId, everyone === undefined ? [] : [everyone]);
}

/**
 * `POST /spaces` (createSpace): a space named by a key or an alias, with its home page, as Confluence
 * makes one. Answers 201 with the space as `GET /spaces` lists it and the site's base link.
 */
export const spaceCreateRoute: RouteDef<ConfluenceState> = {
  method: 'POST',
  path: '/wiki/api/v2/spaces',
  idempotent: false,
  handle: (req, state, world) => {
    const input = parseBody(createBody, req.body, v2Error);
    const name = input.name.trim();
    if (name === '') throw v2Error(400, 'A space needs a name.');
    if (name.length > NAME_MAX) throw v2Error(400, `A space name may be at most ${NAME_MAX} characters long.`);
    if (input.key === undefined && input.alias === undefined) throw v2Error(400, 'Give the new space a key or an alias.');
    if (input.key !== undefined) checkIdentifier(state, 'key', input.key);
    if (input.alias !== undefined) checkIdentifier(state, 'alias', input.alias);
    refuseUnsupported(input);
    const key = (input.key ?? input.alias ?? '').toUpperCase();
    const creatorId = req.caller.accountId;
    const createdAt = sandboxClock(world);
    const permissions = permissionsFor(state, input, creatorId);
    const space: SpaceRecord = {
      id: allocateId(state),
      key,
      ...(input.alias === undefined ? {} : { alias: input.alias }),
      name,
      type: 'global',
      status: 'current',
      authorId: creatorId,
      ownerId: creatorId,
      createdAt,
      homepageId: null,
      description: input.description?.value ?? '',
      labelIds: [],
      favoritedBy: [],
      permissions,
    };
    state.spaces[space.id] = space;
    const home = addPage(state, { spaceId: space.id, parentId: null, status: 'current', title: `${name} Home`, body: '', authorId: creatorId, createdAt });
    space.homepageId = home.id;
    return { status: 201, body: { ...spaceBulk(req, space), _links: { webui: `/spaces/${key}`, base: `${req.baseUrl}/wiki` } } };
  },
};
