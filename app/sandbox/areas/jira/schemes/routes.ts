import type { SandboxRequest } from '../../../kit';
import { parseBody } from '../http/body';
import { badRequest, notFound } from '../http/errors';
import { pageBean } from '../http/page-bean';
import { booleanParam, expandParam, idListParam, nonNegativeIntParam, parseNonNegativeInt } from '../http/query';
import { pathParam, type JiraRoute } from '../http/route';
import { requireNotificationScheme, requireProject } from '../lookups';
import type { JiraNotificationScheme, JiraState } from '../state';
import { schemeExpansion } from './expand';
import {
  addNotificationsSchema,
  appendNotifications,
  buildNotifications,
  checkNameAndDescription,
  createSchemeSchema,
  updateSchemeSchema,
} from './input';
import { presentScheme } from './present';

/** Jira Cloud answers at most 50 schemes or mappings a page, whatever `maxResults` asks for. */
const LARGEST_PAGE = 50;

function pageWindow(req: SandboxRequest): { startAt: number; maxResults: number } {
  return {
    startAt: nonNegativeIntParam(req.query, 'startAt', 0),
    maxResults: Math.min(nonNegativeIntParam(req.query, 'maxResults', LARGEST_PAGE), LARGEST_PAGE),
  };
}

/** One collator for every sort: `localeCompare` with options builds a new one per comparison, which a 500-scheme sort feels. */
const nameOrder = new Intl.Collator('en', { sensitivity: 'base' });

function byName(a: JiraNotificationScheme, b: JiraNotificationScheme): number {
  return nameOrder.compare(a.name, b.name) || a.id - b.id;
}

function filteredSchemes(req: SandboxRequest, state: JiraState): JiraNotificationScheme[] {
  const ids = new Set(idListParam(req.query, 'id'));
  const projectIds = new Set(idListParam(req.query, 'projectId'));
  const onlyDefault = booleanParam(req.query, 'onlyDefault', false);
  const schemesOfProjects = new Set(
    state.projects.filter((project) => projectIds.has(project.id)).map((project) => project.notificationSchemeId),
  );
  return state.notificationSchemes
    .filter((scheme) => ids.size === 0 || ids.has(scheme.id))
    .filter((scheme) => projectIds.size === 0 || schemesOfProjects.has(scheme.id))
    .filter((scheme) => !onlyDefault || scheme.id === state.defaultNotificationSchemeId)
    .sort(byName);
}

export const notificationSchemeRoutes: JiraRoute[] = [
  {
    method: 'GET',
    tail: '/notificationscheme',
    handle: (req, state, world) => {
      const { startAt, maxResults } = pageWindow(req);
      const expansion = schemeExpansion(expandParam(req.query));
      const page = pageBean(req, filteredSchemes(req, state), startAt, maxResults);
      return { status: 200, body: { ...page, values: page.values.map((scheme) => presentScheme(req, state, world, scheme, expansion)) } };
    },
  },
  {
    method: 'POST',
    tail: '/notificationscheme',
    handle: (req, state, world) => {
      const body = parseBody(createSchemeSchema, req.body);
      checkNameAndDescription(state, { ...body, name: body.name ?? '' });
      const events = buildNotifications(state, world, body.notificationSchemeEvents ?? [], []);
      const scheme: JiraNotificationScheme = { id: state.nextIds.notificationScheme, name: (body.name ?? '').trim(), events: [] };
      if (body.description !== undefined) scheme.description = body.description;
      appendNotifications(state, scheme, events);
      state.notificationSchemes.push(scheme);
      state.nextIds.notificationScheme += 1;
      return { status: 201, body: { id: String(scheme.id) } };
    },
  },
  {
    method: 'GET',
    tail: '/notificationscheme/project',
    handle: (req, state) => {
      const { startAt, maxResults } = pageWindow(req);
      const schemeIds = new Set(idListParam(req.query, 'notificationSchemeId'));
      const projectIds = new Set(idListParam(req.query, 'projectId'));
      const mappings = state.projects
        .filter((project) => schemeIds.size === 0 || schemeIds.has(project.notificationSchemeId))
        .filter((project) => projectIds.size === 0 || projectIds.has(project.id))
        .sort((a, b) => a.id - b.id)
        .map((project) => ({ notificationSchemeId: String(project.notificationSchemeId), projectId: String(project.id) }));
      return { status: 200, body: pageBean(req, mappings, startAt, maxResults) };
    },
  },
  {
    method: 'GET',
    tail: '/project/{projectKeyOrId}/notificationscheme',
    handle: (req, state, world) => {
      const project = requireProject(req, state, world, pathParam(req, 'projectKeyOrId'));
      const scheme = requireNotificationScheme(state, String(project.notificationSchemeId));
      return { status: 200, body: presentScheme(req, state, world, scheme, schemeExpansion(expandParam(req.query))) };
    },
  },
  {
    method: 'GET',
    tail: '/notificationscheme/{id}',
    handle: (req, state, world) => {
      // This one id is typed int64 in the contract, so a non-number is a bad request, not a miss.
      const id = pathParam(req, 'id');
      parseNonNegativeInt(id, 'id');
      const scheme = requireNotificationScheme(state, id);
      return { status: 200, body: presentScheme(req, state, world, scheme, schemeExpansion(expandParam(req.query))) };
    },
  },
  {
    method: 'PUT',
    tail: '/notificationscheme/{id}',
    handle: (req, state) => {
      const scheme = requireNotificationScheme(state, pathParam(req, 'id'));
      const body = parseBody(updateSchemeSchema, req.body);
      checkNameAndDescription(state, body, scheme);
      if (body.name !== undefined) scheme.name = body.name.trim();
      if (body.description !== undefined) scheme.description = body.description;
      return { status: 204 };
    },
  },
  {
    method: 'DELETE',
    tail: '/notificationscheme/{notificationSchemeId}',
    handle: (req, state) => {
      const scheme = requireNotificationScheme(state, pathParam(req, 'notificationSchemeId'));
      if (scheme.id === state.defaultNotificationSchemeId) throw badRequest('You can’t delete the default notification scheme.');
      // Company-managed projects always have a scheme: the ones that used this one fall back to the default.
      for (const project of state.projects) {
        if (project.notificationSchemeId === scheme.id) project.notificationSchemeId = state.defaultNotificationSchemeId;
      }
      state.notificationSchemes = state.notificationSchemes.filter((candidate) => candidate.id !== scheme.id);
      return { status: 204 };
    },
  },
  {
    method: 'PUT',
    tail: '/notificationscheme/{id}/notification',
    handle: (req, state, world) => {
      const scheme = requireNotificationScheme(state, pathParam(req, 'id'));
      const body = parseBody(addNotificationsSchema, req.body);
      appendNotifications(state, scheme, buildNotifications(state, world, body.notificationSchemeEvents, scheme.events));
      return { status: 204 };
    },
  },
  {
    method: 'DELETE',
    tail: '/notificationscheme/{notificationSchemeId}/notification/{notificationId}',
    handle: (req, state) => {
      const scheme = requireNotificationScheme(state, pathParam(req, 'notificationSchemeId'));
      const notificationId = pathParam(req, 'notificationId');
      const event = scheme.events.find((candidate) => candidate.notifications.some((n) => String(n.id) === notificationId));
      if (!event) throw notFound(`Notification with ID ${notificationId} not found in notification scheme ${scheme.id}.`);
      event.notifications = event.notifications.filter((notification) => String(notification.id) !== notificationId);
      return { status: 204 };
    },
  },
];
