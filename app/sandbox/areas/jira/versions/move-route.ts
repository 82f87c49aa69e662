import { z } from 'zod';
import { parseBody } from '../http/body';
import { badRequest } from '../http/errors';
import { pathParam, type JiraRoute } from '../http/route';
import { requireVersion } from '../lookups';
import type { JiraVersion } from '../state';
import { presentVersion } from './present';

const moveSchema = z.looseObject({
  after: z.string().optional(),
  position: z.enum(['Earlier', 'Later', 'First', 'Last']).optional(),
});

/** Where in the project's own order the version goes, counted among the project's versions. */
function targetIndex(version: JiraVersion, siblings: JiraVersion[], body: z.infer<typeof moveSchema>): number {
  const current = siblings.indexOf(version);
  if (body.after !== undefined) {
    const id = /\/version\/(\d+)\/?$/.exec(body.after)?.[1];
    const anchor = siblings.find((candidate) => String(candidate.id) === id);
    if (!anchor || anchor.id === version.id) throw badRequest('The version to place this one after must be another version of the same project.');
    const anchorIndex = siblings.indexOf(anchor);
    return anchorIndex < current ? anchorIndex + 1 : anchorIndex;
  }
  switch (body.position) {
    case 'First':
      return 0;
    case 'Last':
      return siblings.length - 1;
    case 'Earlier':
      return Math.max(0, current - 1);
    case 'Later':
      return Math.min(siblings.length - 1, current + 1);
    default:
      throw badRequest('Give either after or position.');
  }
}

/** Reorders a version among its project's versions; other projects' versions keep their places. */
export const versionMoveRoute: JiraRoute = {
  method: 'POST',
  tail: '/version/{id}/move',
  handle: (req, state, world) => {
    const version = requireVersion(req, state, world, pathParam(req, 'id'));
    const body = parseBody(moveSchema, req.body);
    if (body.after !== undefined && body.position !== undefined) throw badRequest('Give either after or position, not both.');
    const siblings = state.versions.filter((candidate) => candidate.projectId === version.projectId);
    const index = targetIndex(version, siblings, body);
    const reordered = siblings.filter((candidate) => candidate.id !== version.id);
    reordered.splice(index, 0, version);
    // Put the project's versions back into the slots they held, in their new order.
    let next = 0;
    state.versions = state.versions.map((candidate) => (candidate.projectId === version.projectId ? (reordered[next++] ?? candidate) : candidate));
    return { status: 200, body: presentVersion(req, state, world, version, new Set()) };
  },
};
