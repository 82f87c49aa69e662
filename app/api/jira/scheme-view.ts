import type { NotificationSchemeView } from '../../contract/channels/jira';
import { recipientWords } from '../../contract/jira/recipients';
import type { EventNotification, NotificationScheme } from './scheme-schemas';

/** Who a notification reaches, in words; the expanded user, group, role or field gives the name. */
export function notificationWords(notification: EventNotification): string {
  const name = notification.user?.displayName ?? notification.group?.name ?? notification.projectRole?.name ?? notification.field?.name ?? null;
  return recipientWords(notification.notificationType, notification.parameter ?? null, name);
}

export function toSchemeView(scheme: NotificationScheme): NotificationSchemeView {
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
        })),
      })) ?? null,
  };
}
