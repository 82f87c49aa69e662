import { pageBean } from '../http/page-bean';
import { expandParam, nonNegativeIntParam } from '../http/query';
import { pathParam, type JiraRoute } from '../http/route';
import { requireProject, requireVersion } from '../lookups';
import { relatedIssueCounts, unresolvedIssueCounts } from './counts';
import { matchesVersionQuery, readStatusFilter, versionComparator } from './paged-query';
import { presentVersion, versionSelf } from './present';

export const versionReadRoutes: JiraRoute[] = [
  {
    method: 'GET',
    tail: '/project/{projectIdOrKey}/versions',
    handle: (req, state, world) => {
      const project = requireProject(req, state, world, pathParam(req, 'projectIdOrKey'));
      const expand = expandParam(req.query);
      const versions = state.versions.filter((version) => version.projectId === project.id);
      return { status: 200, body: versions.map((version) => presentVersion(req, state, world, version, expand)) };
    },
  },
  {
    method: 'GET',
    tail: '/project/{projectIdOrKey}/version',
    handle: (req, state, world) => {
      const project = requireProject(req, state, world, pathParam(req, 'projectIdOrKey'));
      const startAt = nonNegativeIntParam(req.query, 'startAt', 0);
      const maxResults = nonNegativeIntParam(req.query, 'maxResults', 50);
      const statuses = readStatusFilter(req.query.get('status'));
      const query = req.query.get('query');
      const versions = state.versions
        .filter((version) => version.projectId === project.id && matchesVersionQuery(version, query, statuses))
        .sort(versionComparator(req.query.get('orderBy'), new Map(state.versions.map((version, index) => [version.id, index]))));
      const expand = expandParam(req.query);
      const page = pageBean(req, versions, startAt, maxResults);
      return { status: 200, body: { ...page, values: page.values.map((version) => presentVersion(req, state, world, version, expand)) } };
    },
  },
  {
    method: 'GET',
    tail: '/version/{id}',
    handle: (req, state, world) => {
      const version = requireVersion(req, state, world, pathParam(req, 'id'));
      return { status: 200, body: presentVersion(req, state, world, version, expandParam(req.query)) };
    },
  },
  {
    method: 'GET',
    tail: '/version/{id}/relatedIssueCounts',
    handle: (req, state, world) => {
      const version = requireVersion(req, state, world, pathParam(req, 'id'));
      return { status: 200, body: { self: versionSelf(req, version.id), ...relatedIssueCounts(state, version) } };
    },
  },
  {
    method: 'GET',
    tail: '/version/{id}/unresolvedIssueCount',
    handle: (req, state, world) => {
      const version = requireVersion(req, state, world, pathParam(req, 'id'));
      return { status: 200, body: { self: versionSelf(req, version.id), ...unresolvedIssueCounts(state, version) } };
    },
  },
];
