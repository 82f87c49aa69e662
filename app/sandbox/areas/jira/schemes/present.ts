import type { SandboxRequest, World } from '../../../kit';
import { apiBase } from '../http/links';
import { findEvent } from '../lookups';
import type { JiraIssueEvent, JiraNotificationScheme, JiraState } from '../state';
import { SCHEME_EXPANDABLE, type SchemeExpansion } from './expand';
import { presentNotification, type EventNotificationJson } from './present-recipient';

interface NotificationEventJson {
  id: number;
  name: string;
  description: string;
  templateEvent?: NotificationEventJson;
}

export interface NotificationSchemeJson {
  expand: string;
  id: number;
  self: string;
  name: string;
  description?: string;
  notificationSchemeEvents?: { event: NotificationEventJson; notifications: EventNotificationJson[] }[];
  projects: number[];
}

function presentEvent(state: JiraState, event: JiraIssueEvent): NotificationEventJson {
  const json: NotificationEventJson = { id: event.id, name: event.name, description: event.description };
  const template = event.templateEventId === undefined ? undefined : findEvent(state, event.templateEventId);
  if (template) json.templateEvent = presentEvent(state, template);
  return json;
}

export function projectsUsingScheme(state: JiraState, schemeId: number): number[] {
  return state.projects.filter((project) => project.notificationSchemeId === schemeId).map((project) => project.id);
}

export function presentScheme(
  req: SandboxRequest,
  state: JiraState,
  world: World,
  scheme: JiraNotificationScheme,
  expansion: SchemeExpansion,
): NotificationSchemeJson {
  const json: NotificationSchemeJson = {
    expand: SCHEME_EXPANDABLE,
    id: scheme.id,
    self: `${apiBase(req)}/notificationscheme/${scheme.id}`,
    name: scheme.name,
    projects: projectsUsingScheme(state, scheme.id),
  };
  if (scheme.description !== undefined) json.description = scheme.description;
  if (expansion.events) {
    json.notificationSchemeEvents = scheme.events.flatMap((stored) => {
      const event = findEvent(state, stored.eventId);
      if (!event) return [];
      return [
        {
          event: presentEvent(state, event),
          notifications: stored.notifications.map((notification) => presentNotification(req, state, world, notification, expansion)),
        },
      ];
    });
  }
  return json;
}
