import type { NotificationSchemeView } from '../../contract/jira/models';
import { recipientWords } from '../../contract/jira/recipients';
import type { EventNotification, NotificationScheme } from './scheme-schemas';

/** Who a notification reaches, in words; the expanded user, group, role or field gives the name. */
export function notificationWords(notification: EventNotification): string {
  const name = notification.user?.displayName ?? notification.group?.name ?? notification.projectRole?.name ?? notification.field?.name ?? null;
  return recipientWords(notification.notificationType, notification.parameter ?? null, name);
}

/** With `expand=all`, a recipient that names something gets it back; one that does not names something gone. */
function isMissing(notification: EventNotification): boolean {
  switch (notification.notificationType) {
    case 'User':
      return !notification.user;
    case 'Group':
      return !notification.group;
    case 'ProjectRole':
      return !notification.projectRole;
    case 'UserCustomField':
    case 'GroupCustomField':
      return !notification.field;
    default:
      return false;
  }
}

/**
 * `expandedAll` says the scheme was read with `expand=all`; only then does a missing user, group,
 * role or field mean that it is gone.
 */
export function toSchemeView(scheme: NotificationScheme, expandedAll: boolean): NotificationSchemeView {
  return {
    id: scheme.id,
    name: scheme.name,
    description: scheme.description ?? null,
    projectIds: scheme.projects ?? [],
    events:
      scheme.notificationSchemeEvents?.map((entry) => ({
        eventId: entry.event.id,
        eventName: entry.event.name,
        notifications: entry.notifications.map((notification) => ({
          id: notification.id,
          type: notification.notificationType,
          parameter: notification.parameter ?? null,
          recipient: notificationWords(notification),
          missing: expandedAll && isMissing(notification),
        })),
      })) ?? null,
  };
}
