import { z } from 'zod';
import { parseBody } from '../http/body';
import { badRequest } from '../http/errors';
import { pathParam, type JiraRoute } from '../http/route';
import { requireVersion } from '../lookups';
import type { JiraState, JiraVersion } from '../state';
import { checkReplacement, deleteVersion, mergeVersionInto } from './merge';

const removeAndSwapSchema = z.looseObject({
  moveFixIssuesTo: z.number().int().optional(),
  moveAffectedIssuesTo: z.number().int().optional(),
  customFieldReplacementList: z.array(z.looseObject({ customFieldId: z.number().int(), moveTo: z.number().int() })).optional(),
});

/** A replacement named by id: it must exist and be another version of the same project. */
function replacement(state: JiraState, source: JiraVersion, id: string | number | null | undefined): JiraVersion | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  const found = state.versions.find((version) => String(version.id) === String(id));
  if (!found) throw badRequest(`The replacement version ${id} does not exist.`);
  checkReplacement(source, found);
  return found;
}

function customFieldReplacements(state: JiraState, source: JiraVersion, list: { customFieldId: number; moveTo: number }[]) {
  const byField = new Map<string, JiraVersion>();
  for (const entry of list) {
    const field = state.customFields.find((candidate) => candidate.kind === 'version' && candidate.numericId === entry.customFieldId);
    if (!field) throw badRequest(`The custom field ${entry.customFieldId} is not a version picker field.`);
    const target = replacement(state, source, entry.moveTo);
    if (target) byField.set(field.id, target);
  }
  return byField;
}

export const versionRemovalRoutes: JiraRoute[] = [
  {
    method: 'PUT',
    tail: '/version/{id}/mergeto/{moveIssuesTo}',
    handle: (req, state, world) => {
      const source = requireVersion(req, state, world, pathParam(req, 'id'));
      const target = requireVersion(req, state, world, pathParam(req, 'moveIssuesTo'));
      mergeVersionInto(state, source, target);
      return { status: 204 };
    },
  },
  {
    method: 'POST',
    tail: '/version/{id}/removeAndSwap',
    handle: (req, state, world) => {
      const source = requireVersion(req, state, world, pathParam(req, 'id'));
      const body = parseBody(removeAndSwapSchema, req.body);
      const replacements = {
        fixVersion: replacement(state, source, body.moveFixIssuesTo),
        affectedVersion: replacement(state, source, body.moveAffectedIssuesTo),
        customFields: customFieldReplacements(state, source, body.customFieldReplacementList ?? []),
      };
      deleteVersion(state, source, replacements);
      return { status: 204 };
    },
  },
  {
    // Deprecated in favour of removeAndSwap: swaps only fixVersion and affectedVersion, clears custom fields.
    method: 'DELETE',
    tail: '/version/{id}',
    handle: (req, state, world) => {
      const source = requireVersion(req, state, world, pathParam(req, 'id'));
      deleteVersion(state, source, {
        fixVersion: replacement(state, source, req.query.get('moveFixIssuesTo')),
        affectedVersion: replacement(state, source, req.query.get('moveAffectedIssuesTo')),
      });
      return { status: 204 };
    },
  },
];
