import type { SandboxRequest, World } from '../../../kit';
import { parseBody } from '../http/body';
import { invalidFields } from '../http/errors';
import { expandParam } from '../http/query';
import { pathParam, type JiraRoute } from '../http/route';
import { requireProject, requireVersion } from '../lookups';
import type { JiraState, JiraVersion } from '../state';
import { checkVersionFields, versionBodySchema, withBodyApplied, type VersionBody } from './input';
import { moveUnresolvedIssues } from './merge';
import { presentVersion } from './present';

/** Create and update take `expand` in the body rather than the query. */
function expandFromBody(body: VersionBody): Set<string> {
  return expandParam(new URLSearchParams(body.expand === undefined ? '' : { expand: body.expand }));
}

function projectForNewVersion(req: SandboxRequest, state: JiraState, world: World, body: VersionBody) {
  if (body.projectId !== undefined) return requireProject(req, state, world, String(body.projectId));
  if (body.project !== undefined) return requireProject(req, state, world, body.project);
  throw invalidFields({ projectId: 'Project must be specified to create a version.' });
}

/** `moveUnfixedIssuesTo` is the self URL of another version of the same project. */
function releaseTarget(state: JiraState, version: JiraVersion, url: string): JiraVersion {
  const id = /\/version\/(\d+)\/?$/.exec(url)?.[1];
  const target = state.versions.find((candidate) => String(candidate.id) === id);
  if (!target || target.projectId !== version.projectId || target.id === version.id) {
    throw invalidFields({ moveUnfixedIssuesTo: 'The version to move unfixed issues to must be another version of the same project.' });
  }
  return target;
}

export const versionWriteRoutes: JiraRoute[] = [
  {
    method: 'POST',
    tail: '/version',
    handle: (req, state, world) => {
      const body = parseBody(versionBodySchema, req.body);
      const project = projectForNewVersion(req, state, world, body);
      const blank: JiraVersion = {
        id: state.nextIds.version,
        projectId: project.id,
        name: '',
        archived: false,
        released: false,
        approverAccountIds: [],
      };
      const withName = { ...body, name: body.name ?? '' };
      const created = withBodyApplied(blank, withName);
      checkVersionFields(state, world, withName, created);
      state.versions.push(created);
      state.nextIds.version += 1;
      return { status: 201, body: presentVersion(req, state, world, created, expandFromBody(body)) };
    },
  },
  {
    method: 'PUT',
    tail: '/version/{id}',
    handle: (req, state, world) => {
      const version = requireVersion(req, state, world, pathParam(req, 'id'));
      const body = parseBody(versionBodySchema, req.body);
      const updated = withBodyApplied(version, body);
      checkVersionFields(state, world, body, updated);
      const moveTo = body.moveUnfixedIssuesTo === undefined ? undefined : releaseTarget(state, version, body.moveUnfixedIssuesTo);
      if (moveTo && updated.released) moveUnresolvedIssues(state, version, moveTo);
      state.versions = state.versions.map((candidate) => (candidate.id === version.id ? updated : candidate));
      return { status: 200, body: presentVersion(req, state, world, updated, expandFromBody(body)) };
    },
  },
];
