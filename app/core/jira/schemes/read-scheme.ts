import type { ApiSession } from '../../../api/http/session';
import { getNotificationScheme } from '../../../api/jira/notification-schemes';
import type { NotificationSchemeView } from '../../../contract/jira/models';
import type { SchemeSnapshot } from '../../../contract/jira/scheme-changes';

export function toSnapshot(view: NotificationSchemeView): SchemeSnapshot {
  return { id: view.id, name: view.name, description: view.description, events: view.events ?? [] };
}

/** A scheme with every event and every recipient named, read fresh from Jira. */
export async function readScheme(session: ApiSession, schemeId: string, signal?: AbortSignal): Promise<SchemeSnapshot> {
  return toSnapshot(await getNotificationScheme(session, schemeId, ['all'], signal));
}

export function notificationCount(scheme: SchemeSnapshot): number {
  return scheme.events.reduce((sum, event) => sum + event.notifications.length, 0);
}
