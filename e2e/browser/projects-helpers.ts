import type { JiraNotificationScheme, JiraState } from '../../app/sandbox/areas/jira/state';
import type { RunningSandbox } from '../../app/sandbox/server';

/** The Jira part of an organization's world, for checking what a spec changed. */
export const jiraOf = (org: RunningSandbox) => org.world.areas.jira as JiraState;

export function schemeNamed(org: RunningSandbox, name: string): JiraNotificationScheme {
  const found = jiraOf(org).notificationSchemes.find((scheme) => scheme.name === name);
  if (!found) throw new Error(`the organization has no scheme “${name}”`);
  return found;
}

/**
 * Who a scheme notifies of what, as sorted lines: Jira gives every notification an id of its own (a copy
 * or a re-added recipient gets a new one), and order carries no meaning.
 */
export function recipientLines(scheme: JiraNotificationScheme): string[] {
  return scheme.events.flatMap((event) => event.notifications.map((n) => `${event.eventId}|${n.notificationType}|${n.parameter ?? ''}`)).sort();
}
